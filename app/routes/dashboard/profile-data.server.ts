import type { RouterContextProvider } from "react-router";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import type { ProfileRoomData, SecurityView } from "#app/domain/dashboard/views.ts";
import { describeAddress, describeDevice } from "#app/domain/session/device.ts";
import { formatDateTimeIn, timeZoneChoices, timeZoneLabel } from "#app/domain/time-zone.ts";
import { findPasskeys } from "#app/server/account-security/passkeys.server.ts";
import { findSessionsForCustomer } from "#app/server/account-security/sessions.server.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { findProfile } from "#app/server/models/user/profile.server.ts";
import { PASSKEY_ROWS, SESSION_ROWS, USER_ROW } from "#app/server/stored-pages/customer-rows.server.ts";
import type { PageRows } from "#app/server/stored-pages/page-rows.server.ts";
import { attempt } from "./room.server.ts";

// Profile Settings: the user's own name, e-mail and phone (decrypted here to be shown), and how the
// account is signed in to: two-factor sign-in, passkeys, the sessions open now (issue 20), and the
// time zone its dates are shown in (issue 21).

/** The rows this room is made of: the person's users row, passkeys and sessions. */
export const PROFILE_ROWS: readonly PageRows[] = [USER_ROW, PASSKEY_ROWS, SESSION_ROWS];

async function readSecurity(
  context: Readonly<RouterContextProvider>,
  user: SessionUser,
): Promise<SecurityView> {
  const { db, realClock } = getServices(context);
  const [keys, open] = await Promise.all([
    findPasskeys(db, user.id),
    findSessionsForCustomer(db, user.id, realClock.now()),
  ]);
  // In the customer's own zone, named (issue 21).
  const when = (moment: Date) => formatDateTimeIn(moment, user.timeZone);
  return {
    twoFactorEnabled: user.twoFactorEnabled,
    passkeys: keys.map((key) => ({
      id: key.id,
      name: key.name,
      added: when(key.createdAt),
      lastUsed: key.lastUsedAt ? when(key.lastUsedAt) : null,
    })),
    sessions: open.map((session) => ({
      id: session.id,
      device: describeDevice(session.userAgent),
      address: describeAddress(session.ipAddress),
      signedIn: when(session.createdAt),
      lastActive: when(session.lastActiveAt),
      current: session.id === user.sessionId,
    })),
  };
}

export async function loadProfileRoom(
  context: Readonly<RouterContextProvider>,
  user: SessionUser,
): Promise<ProfileRoomData> {
  const { db, cipher } = getServices(context);
  const [profile, security] = await Promise.all([
    attempt("profile", M.failedLoadProfile, async () => {
      const found = await findProfile(db, cipher, user.id);
      if (!found) throw new Error("no users row for the session's user");
      return found;
    }),
    attempt("security", M.failedLoadSecurity, () => readSecurity(context, user)),
  ]);
  const timeZone = {
    current: user.timeZone,
    label: timeZoneLabel(user.timeZone),
    choices: timeZoneChoices(user.timeZone),
  };
  return { signedOut: false, profile, security, timeZone };
}
