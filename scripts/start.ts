// `npm start`: builds when the sources are newer than the build, then runs the server
// (which migrates and seeds the database before it listens). Never in demo mode.
import { buildIfStale } from "./build-if-stale.ts";

buildIfStale();
await import("../server.ts");
