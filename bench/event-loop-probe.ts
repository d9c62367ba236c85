// Loaded into a server a bench starts (NODE_OPTIONS="--import …/event-loop-probe.ts"), never by the
// app: how long the request thread's event loop was held, between two SIGUSR2. Each SIGUSR2 writes
// the delays since the previous one (p50, p99, max, in ms) to EVENT_LOOP_PROBE and starts again.
// A client's view of latency (/healthz) also counts the machine's other work; this does not.
import fs from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { isMainThread } from "node:worker_threads";

const file = process.env.EVENT_LOOP_PROBE;
/** The probe's timer fires every 10 ms; what it records beyond that is the loop being held. */
const RESOLUTION_MS = 10;

if (isMainThread && file) {
  const delays = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delays.enable();
  process.on("SIGUSR2", () => {
    const ms = (nanoseconds: number) => Math.max(0, Math.round(nanoseconds / 10_000) / 100 - RESOLUTION_MS);
    const figures = { p50: ms(delays.percentile(50)), p99: ms(delays.percentile(99)), max: ms(delays.max) };
    fs.writeFileSync(file, JSON.stringify(figures));
    delays.reset();
  });
}
