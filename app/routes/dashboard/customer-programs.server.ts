import type { RouterContextProvider } from "react-router";
import { getServices } from "#app/server/context.server.ts";
import {
  type ProgramRead,
  programProjections,
} from "#app/server/models/projection/program-projection.server.ts";

// The signed-in customer's programs, each through the one projection (issue 43), read once per
// request: the portal's frame (the summary) and its room (My Applications, My Program) load in
// parallel in one request and show the same figures, so they share one read instead of two.

const reads = new WeakMap<object, { userId: string; programs: Promise<ProgramRead[]> }>();

export function customerPrograms(
  context: Readonly<RouterContextProvider>,
  userId: string,
): Promise<ProgramRead[]> {
  const known = reads.get(context);
  if (known && known.userId === userId) return known.programs;
  const { db, clock } = getServices(context);
  const programs = programProjections(db, { userId }, clock.now());
  // Each caller awaits it and says what failed; the shared promise itself is never left unheard.
  programs.catch(() => undefined);
  reads.set(context, { userId, programs });
  return programs;
}
