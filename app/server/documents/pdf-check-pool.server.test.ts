import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { HEAVY_PDFS } from "#tests/support/heavy-pdfs.ts";
import { plainPdf } from "#tests/support/hostile-pdfs.ts";
import {
  closeSharedPdfCheckPool,
  createPdfCheckPool,
  type PdfCheckPoolOptions,
  sharedPdfCheckPool,
} from "./pdf-check-pool.server.ts";

// The upload check's threads (decision 0058): each file within a limit of its own CPU time (not
// its wait for a thread) and of three times that by the clock, a heap limit and a watch on
// buffers; a file past
// either, or one that brings its thread down, is refused and the thread replaced; a full queue
// says so at once; idle threads never keep a process alive. The pool's mechanics run on a
// scripted stand-in for the worker; the limits also on the real one, with real files.

const ROOT = path.resolve(import.meta.dirname, "../../..");
const SCRIPTED = path.join(ROOT, "tests/support/scripted-pdf-worker.ts");
const command = (text: string) => new TextEncoder().encode(text);
const heavy = (name: string) => HEAVY_PDFS.find((file) => file.name === name)?.build() ?? Buffer.alloc(0);

async function withPool<T>(
  options: PdfCheckPoolOptions,
  use: (pool: ReturnType<typeof createPdfCheckPool>) => T,
) {
  const pool = createPdfCheckPool(options);
  try {
    return await use(pool);
  } finally {
    await pool.close();
  }
}

describe("the pool's mechanics (a scripted worker)", () => {
  it("counts a file's own CPU time on its thread, not its wait for a thread", async () => {
    // The clock's own limit is far away here (30 s): on a loaded machine the low-priority thread
    // may take seconds of the clock for 400 ms of CPU time; the clock's limit has its own test.
    const options = { workerFile: SCRIPTED, size: 1, limits: { timeMs: 1_000 }, wallClockFactor: 30 };
    await withPool(options, async (pool) => {
      // Five files of 400 ms on one thread: the last waits 1.6 s, more than the limit, and passes.
      const results = await Promise.all([1, 2, 3, 4, 5].map(() => pool.check(command("spin 400"))));
      expect(results.map((result) => result.verdict)).toEqual(["plain", "plain", "plain", "plain", "plain"]);
      expect(await pool.check(command("spin 1500"))).toEqual({ verdict: "failed", reason: "time" });
      // The thread that overran is replaced: the next file is checked.
      expect((await pool.check(command("spin 1"))).verdict).toBe("plain");
    });
  });

  it("stops a file whose thread has not answered after three times the limit by the clock", async () => {
    await withPool({ workerFile: SCRIPTED, limits: { timeMs: 500 } }, async (pool) => {
      // Waiting costs no CPU time: only the clock's limit (1.5 s) stops it.
      expect((await pool.check(command("sleep 600"))).verdict).toBe("plain");
      expect(await pool.check(command("sleep 2500"))).toEqual({ verdict: "failed", reason: "time" });
    });
  });

  it("refuses a file whose thread crashes, and checks the next on a new thread", async () => {
    await withPool({ workerFile: SCRIPTED, size: 1 }, async (pool) => {
      expect(await pool.check(command("crash"))).toEqual({ verdict: "failed", reason: "crash" });
      expect((await pool.check(command("sleep 1"))).verdict).toBe("plain");
    });
  });

  it("stops a file whose buffers pass the limit, outside the heap that resourceLimits bounds", async () => {
    await withPool({ workerFile: SCRIPTED, limits: { buffersMb: 64 } }, async (pool) => {
      const started = Date.now();
      expect(await pool.check(command("buffers 256"))).toEqual({ verdict: "failed", reason: "memory" });
      expect(Date.now() - started).toBeLessThan(10_000);
    });
  });

  it("answers busy at once when the queue is full, and never while there is room", async () => {
    await withPool({ workerFile: SCRIPTED, size: 1, queueLimit: 2 }, async (pool) => {
      const running = pool.check(command("spin 300"));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const waiting = [pool.check(command("sleep 1")), pool.check(command("sleep 1"))];
      expect(await pool.check(command("sleep 1"))).toEqual({ verdict: "busy" });
      const verdicts = (await Promise.all([running, ...waiting])).map((result) => result.verdict);
      expect(verdicts).toEqual(["plain", "plain", "plain"]);
    });
  });

  it("is one pool per process, made on first use and made again after it is closed", async () => {
    const first = sharedPdfCheckPool();
    expect(sharedPdfCheckPool()).toBe(first);
    await closeSharedPdfCheckPool();
    expect(await first.check(command("sleep 1"))).toEqual({ verdict: "failed", reason: "closed" });
    expect(sharedPdfCheckPool()).not.toBe(first);
    await closeSharedPdfCheckPool();
  });
});

describe("the limits on the real worker", () => {
  it("refuses a file past the time limit, then checks the next", async () => {
    await withPool({ limits: { timeMs: 1_000 } }, async (pool) => {
      expect(await pool.check(heavy("one array of 5 million numbers"))).toEqual({
        verdict: "failed",
        reason: "time",
      });
      expect((await pool.check(await plainPdf())).verdict).toBe("plain");
    });
  });

  it("refuses a file past the heap limit (resourceLimits)", async () => {
    await withPool({ limits: { heapMb: 96 } }, async (pool) => {
      expect(await pool.check(heavy("one array of 5 million numbers"))).toEqual({
        verdict: "failed",
        reason: "memory",
      });
    });
  });

  it("stops an object stream that inflates without end, with the default limits", async () => {
    await withPool({}, async (pool) => {
      const started = Date.now();
      expect(await pool.check(heavy("an object stream that inflates to 10 GB"))).toEqual({
        verdict: "failed",
        reason: "memory",
      });
      expect(Date.now() - started).toBeLessThan(10_000);
    });
  });

  it("leaves no idle thread keeping a process alive: a process that checked a file and never closed the pool ends", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-check-pool-"));
    const script = path.join(folder, "check-once.ts");
    const module = (file: string) => JSON.stringify(pathToFileURL(path.join(ROOT, file)).href);
    fs.writeFileSync(
      script,
      [
        `import { createPdfCheckPool } from ${module("app/server/documents/pdf-check-pool.server.ts")};`,
        `import { plainPdf } from ${module("tests/support/hostile-pdfs.ts")};`,
        "const result = await createPdfCheckPool().check(await plainPdf());",
        "process.stdout.write(result.verdict);",
      ].join("\n"),
    );
    try {
      const child = spawnSync(process.execPath, [script], { cwd: ROOT, encoding: "utf8", timeout: 25_000 });
      expect({ signal: child.signal, status: child.status, stdout: child.stdout }).toEqual({
        signal: null,
        status: 0,
        stdout: "plain",
      });
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
