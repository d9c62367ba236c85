import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { DOCUMENT_MAX_BYTES } from "#app/domain/documents/kinds.ts";
import type { CheckRequest, WorkerMessage } from "./pdf-check.worker.ts";
import type { PdfInspection } from "./pdf-inspection.ts";

// The threads that check uploaded PDFs (decision 0058), shared by every upload path: a PDF is
// attacker-controlled input to two large parsers, so it is read on a thread of its own, with a
// memory limit and a time limit per file, and the thread that answers requests only waits for the
// verdict. Created on first use; idle threads are unref'd so they never keep a process (or a
// test run) alive. A file that hits a limit, or brings its thread down, is refused and the
// thread replaced.

export interface PdfCheckLimits {
  /**
   * The CPU time one file may take on its thread: its own run, not its wait in the queue nor its
   * wait for a core (the thread runs at a lower priority, pdf-check.worker.ts). A thread that has
   * not finished after three times as long by the clock is stopped as well.
   */
  timeMs: number;
  /** The thread's JavaScript heap (V8's old generation): `resourceLimits`. */
  heapMb: number;
  /** The thread's buffers outside the heap (inflated streams), watched while a file is read. */
  buffersMb: number;
}

export interface PdfCheckPoolOptions {
  /** Threads at most; by default one fewer than the cores, so the request thread keeps one. */
  size?: number;
  /** Files waiting for a thread at most; one more is refused as busy. */
  queueLimit?: number;
  limits?: Partial<PdfCheckLimits>;
  /** The worker's file; the real one by default (a test may start one that fails). */
  workerFile?: string;
  /**
   * The clock's limit in multiples of the CPU time limit (3 by default). A test of the CPU-time
   * accounting raises it, so that a loaded machine, where the low-priority thread gets little of a
   * core, cannot stop a file by the clock before its CPU time is counted.
   */
  wallClockFactor?: number;
}

export type PdfCheckResult =
  | PdfInspection
  /** The file hit the time or memory limit, or its thread stopped: refused, thread replaced. */
  | { verdict: "failed"; reason: "time" | "memory" | "crash" | "closed" }
  | { verdict: "busy" };

export interface PdfCheckPool {
  check(bytes: Uint8Array): Promise<PdfCheckResult>;
  close(): Promise<void>;
}

export const DEFAULT_LIMITS: PdfCheckLimits = { timeMs: 10_000, heapMb: 512, buffersMb: 256 };
const QUEUE_LIMIT = 32;
/**
 * A thread is replaced once it has read this much, one file at the largest: pdf-lib keeps every
 * name and reference it ever parsed (its pools are never emptied), so what one large file leaves
 * behind never meets the next. Starting a thread takes about 0.2 s, on its own core.
 */
const BYTES_PER_THREAD = DOCUMENT_MAX_BYTES;
/** How often a running file's CPU time and buffers are read. */
const WATCH_EVERY_MS = 50;
/** The clock's limit, in multiples of the CPU time limit. */
const WALL_CLOCK_FACTOR = 3;

/**
 * The worker's source file. The server's code is bundled into build/server (decision 0058), the
 * worker is not: it is found in the source tree above this module, wherever this module runs from.
 */
function workerSourceFile(): string {
  const relative = "app/server/documents/pdf-check.worker.ts";
  for (let folder = import.meta.dirname; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, relative);
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(folder) === folder)
      throw new Error(`${relative} not found above ${import.meta.dirname}`);
  }
}

interface Job {
  bytes: Uint8Array;
  resolve(result: PdfCheckResult): void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  bytesRead: number;
  stopWatching(): void;
}

export function createPdfCheckPool(options: PdfCheckPoolOptions = {}): PdfCheckPool {
  const size = options.size ?? Math.max(1, os.availableParallelism() - 1);
  const queueLimit = options.queueLimit ?? QUEUE_LIMIT;
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const workerFile = options.workerFile ?? workerSourceFile();
  const wallClockFactor = options.wallClockFactor ?? WALL_CLOCK_FACTOR;
  const threads = new Set<Thread>();
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  /** Ends the thread's current file with `result`, and the thread itself unless told to keep it. */
  function finish(thread: Thread, result: PdfCheckResult, keep: boolean) {
    thread.stopWatching();
    const job = thread.job;
    thread.job = null;
    job?.resolve(result);
    if (keep && thread.bytesRead < BYTES_PER_THREAD) thread.worker.unref();
    else retire(thread);
    pump();
  }

  function retire(thread: Thread) {
    threads.delete(thread);
    thread.stopWatching();
    void thread.worker.terminate();
  }

  /** Starts `thread` on its file: its time and its buffers are watched from now. */
  function run(thread: Thread) {
    const job = thread.job;
    if (!job || !thread.ready) return;
    const id = nextId++;
    thread.bytesRead += job.bytes.byteLength;
    thread.worker.ref();
    const cpuMs = async () => {
      const usage = await thread.worker.cpuUsage();
      return (usage.user + usage.system) / 1000;
    };
    // The thread's CPU time so far belongs to the files before this one (read once; a thread that
    // has already stopped leaves the watch below to fail quietly, never an unhandled rejection).
    const before = cpuMs();
    before.catch(() => {});
    // A copy of exactly the file's bytes, moved to the thread (the caller keeps its own).
    const copy = new Uint8Array(job.bytes);
    thread.worker.postMessage({ id, bytes: copy } satisfies CheckRequest, [copy.buffer]);
    const stop = (reason: "time" | "memory") => {
      if (thread.job === job) finish(thread, { verdict: "failed", reason }, false);
    };
    const ceiling = setTimeout(() => stop("time"), limits.timeMs * wallClockFactor);
    const watch = setInterval(() => {
      Promise.all([before, cpuMs(), thread.worker.getHeapStatistics()])
        .then(([start, now, heap]) => {
          if (now - start > limits.timeMs) stop("time");
          else if (heap.external_memory > limits.buffersMb * 1024 * 1024) stop("memory");
        })
        .catch(() => {});
    }, WATCH_EVERY_MS);
    thread.stopWatching = () => {
      clearTimeout(ceiling);
      clearInterval(watch);
    };
  }

  function start(job: Job): Thread {
    const worker = new Worker(workerFile, {
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    const thread: Thread = { worker, ready: false, job, bytesRead: 0, stopWatching: () => {} };
    threads.add(thread);
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "ready") {
        thread.ready = true;
        run(thread);
      } else if (thread.job) {
        finish(thread, message.result, true);
      }
    });
    let failure: "memory" | "crash" = "crash";
    worker.on("error", (error: Error & { code?: string }) => {
      if (error.code === "ERR_WORKER_OUT_OF_MEMORY") failure = "memory";
    });
    worker.on("exit", () => {
      threads.delete(thread);
      if (thread.job) finish(thread, { verdict: "failed", reason: closed ? "closed" : failure }, false);
    });
    return thread;
  }

  /** Hands waiting files to idle threads, starting threads up to the pool's size. */
  function pump() {
    while (queue.length > 0 && !closed) {
      const idle = [...threads].find((thread) => thread.ready && !thread.job);
      if (!idle && threads.size >= size) return;
      const job = queue.shift() as Job;
      if (idle) {
        idle.job = job;
        run(idle);
      } else {
        start(job);
      }
    }
  }

  return {
    check(bytes) {
      if (closed) return Promise.resolve({ verdict: "failed", reason: "closed" });
      if (queue.length >= queueLimit) return Promise.resolve({ verdict: "busy" });
      return new Promise((resolve) => {
        queue.push({ bytes, resolve });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.resolve({ verdict: "failed", reason: "closed" });
      await Promise.all([...threads].map((thread) => thread.worker.terminate()));
    },
  };
}

let shared: PdfCheckPool | null = null;

/** The process's pool, created on first use. */
export function sharedPdfCheckPool(): PdfCheckPool {
  shared ??= createPdfCheckPool();
  return shared;
}

/** Ends the process's pool (shutdown); the next check creates a new one. */
export async function closeSharedPdfCheckPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
