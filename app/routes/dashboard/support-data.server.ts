import type { SupportRoomData } from "#app/domain/dashboard/views.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { USER_ROW } from "#app/server/stored-pages/customer-rows.server.ts";
import type { PageRows } from "#app/server/stored-pages/page-rows.server.ts";

// Support: who is asking (the request's text names them); the rest of the room is the site's.

/** The rows this room is made of: the person's users row (their name and e-mail). */
export const SUPPORT_ROWS: readonly PageRows[] = [USER_ROW];

export function loadSupportRoom(user: SessionUser): SupportRoomData {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return { signedOut: false, user: { id: user.id, email: user.email, name } };
}
