import type { ProgramFacts } from "#app/domain/projection/facts.ts";
import { projectProgramState } from "#app/domain/projection/program-projection.ts";
import type { ProgramProjection } from "#app/domain/projection/projection-shapes.ts";
import type { Db } from "../../db.server.ts";
import { type ProgramScope, readProgramFacts } from "./read-facts.server.ts";

// The function every page, e-mail and PDF calls for a program's figures (issue 43, "One truth"):
// the stored rows of the programs in a scope, each through the one projection. A program is an
// application with a plan; before its enrollment the projection is its plan's.

export interface ProgramRead {
  facts: ProgramFacts;
  projection: ProgramProjection;
}

export function readProgram(facts: ProgramFacts): ProgramRead {
  return { facts, projection: projectProgramState(facts) };
}

/** Every program in `scope`, oldest application first, as of `now` (the company's day). */
export async function programProjections(db: Db, scope: ProgramScope, now: Date): Promise<ProgramRead[]> {
  return (await readProgramFacts(db, scope, now)).map(readProgram);
}

/** One application's program, or null when it has no plan. */
export async function programProjection(
  db: Db,
  applicationId: string,
  now: Date,
): Promise<ProgramRead | null> {
  return (await programProjections(db, { applicationId }, now))[0] ?? null;
}
