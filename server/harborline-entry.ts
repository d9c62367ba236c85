import type { ServerBuild } from "react-router";
import type * as AppEntry from "../app/entry.server.tsx";

// What the server reaches through the build's entry module (docs/decisions/0002): the app's
// life cycle and its context keys live inside the build, never in a second copy beside it.

export type HarborlineEntry = Pick<
  typeof AppEntry,
  | "startApp"
  | "stopApp"
  | "endLiveStreams"
  | "checkHealth"
  | "createLoadContext"
  | "readEnv"
  | "seedDemo"
  | "signedInPageVariant"
  | "storedPageKey"
  | "STORED_PAGE_PATHS"
>;
export type Env = ReturnType<HarborlineEntry["readEnv"]>;
export type RunningApp = Awaited<ReturnType<HarborlineEntry["startApp"]>>;

export function entryOf(build: ServerBuild): HarborlineEntry {
  return build.entry.module as unknown as HarborlineEntry;
}
