// The upload check's thread (decision 0058): an uploaded PDF is parsed, listed and rewritten here
// (pdf-inspection.ts), never on the thread that answers requests. The pool that starts it
// (pdf-check-pool.server.ts) limits its memory and its time per file, and replaces it when it
// fails or has read enough: pdf-lib keeps every name and reference it ever parsed.
//
// This file is started as it is by Node (no bundler): it imports only its siblings and packages.
import fs from "node:fs";
import os from "node:os";
import { parentPort } from "node:worker_threads";
import { inspectPdf, type PdfInspection } from "./pdf-inspection.ts";

export interface CheckRequest {
  id: number;
  bytes: Uint8Array;
}

export type WorkerMessage = { type: "ready" } | { type: "result"; id: number; result: PdfInspection };

if (!parentPort) throw new Error("pdf-check.worker.ts runs as a worker thread");
const port = parentPort;

// A lower CPU priority for this thread alone (on Linux a thread has its own nice value, found
// through /proc/thread-self): when the cores are busy, the thread that answers requests and the
// database's thread go first, and a file being checked waits. Elsewhere it runs as it is.
try {
  const threadId = Number(fs.readlinkSync("/proc/thread-self").split("/").at(-1));
  if (Number.isInteger(threadId) && threadId !== process.pid) os.setPriority(threadId, 10);
} catch {
  // No /proc, or not allowed: the thread keeps the process's priority.
}

// The parsers warn about every oddity of a file an attacker wrote: nothing for the server's log.
for (const method of ["log", "info", "warn", "error", "debug"] as const) console[method] = () => {};

port.on("message", async ({ id, bytes }: CheckRequest) => {
  let result: PdfInspection;
  try {
    result = await inspectPdf(bytes);
  } catch {
    result = { verdict: "uncheckable", reason: "the check failed" };
  }
  const message: WorkerMessage = { type: "result", id, result };
  // The rewritten copy moves to the server's thread rather than being copied.
  port.postMessage(message, result.verdict === "plain" ? [result.bytes.buffer as ArrayBuffer] : []);
});

port.postMessage({ type: "ready" } satisfies WorkerMessage);
