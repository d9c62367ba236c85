import type { RouterContextProvider } from "react-router";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import type { ProfileRoomData } from "#app/domain/dashboard/views.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { findProfile } from "#app/server/models/user/profile.server.ts";
import { USER_ROW } from "#app/server/stored-pages/customer-rows.server.ts";
import type { PageRows } from "#app/server/stored-pages/page-rows.server.ts";
import { attempt } from "./room.server.ts";

// Profile Settings: the user's own name, e-mail and phone (decrypted here to be shown).

/** The rows this room is made of: the person's users row. */
export const PROFILE_ROWS: readonly PageRows[] = [USER_ROW];

export async function loadProfileRoom(
  context: Readonly<RouterContextProvider>,
  user: SessionUser,
): Promise<ProfileRoomData> {
  const { db, cipher } = getServices(context);
  const profile = await attempt("profile", M.failedLoadProfile, async () => {
    const found = await findProfile(db, cipher, user.id);
    if (!found) throw new Error("no users row for the session's user");
    return found;
  });
  return { signedOut: false, profile };
}
