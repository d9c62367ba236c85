// A 10 MB upload and the server's memory (issue 22): the built server, a customer signed in, a
// 10 MB PDF posted to the Documents room, ten times by default; for each, the process's peak
// resident memory during the upload (VmHWM, reset before it through /proc/<pid>/clear_refs) less
// its resident memory just before, after two uploads that warm up. Budget: at most 30 MB more,
// every run. Linux only; run as root or as the server's user.
// Usage: npm run build && node bench/upload-memory.ts [--postgres] [--runs 10] [--port 3341]
// The embedded database (PGlite, in the server's process) by default; --postgres starts a
// throw-away PostgreSQL 15 (scripts/throwaway-postgres.sh) and stops it at the end.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { PDFDocument } from "pdf-lib";
import { openDatabase } from "../app/server/db.server.ts";
import { personWithSession } from "./bench-sessions.ts";
import { BENCH_DATA_ENCRYPTION_KEY } from "./personal-data.ts";
import { benchDataDir, median, startBuiltServer, throwawayPostgres } from "./support.ts";

const { values: options } = parseArgs({
  options: {
    postgres: { type: "boolean", default: false },
    runs: { type: "string", default: "10" },
    port: { type: "string", default: "3341" },
  },
});
const ROOT = path.resolve(import.meta.dirname, "..");
const MB = 1024 * 1024;
const BUDGET_MB = 30;
const WARM_UPS = 2;
const AUTH_SECRET = crypto.randomBytes(32).toString("hex");
const write = (text = "") => process.stdout.write(`${text}\n`);

/** A field of /proc/<pid>/status in MB (VmRSS, VmHWM). */
function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no ${field} in /proc/${pid}/status`);
  return kb / 1024;
}

/** A PDF with one page and a content stream padded with a comment: `padding` bytes of it. */
async function paddedPdf(padding: number): Promise<Buffer> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const page = document.addPage();
  page.drawText("Ten megabytes");
  const comment = Buffer.concat([
    Buffer.from("%"),
    Buffer.alloc(Math.max(0, padding - 2), 0x41),
    Buffer.from("\n"),
  ]);
  page.node.addContentStream(document.context.register(document.context.stream(comment)));
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/**
 * A real PDF of exactly `size` bytes (the upload check reads it with two PDF parsers and keeps a
 * rewritten copy, decision 0058): one page whose content is mostly a comment.
 */
async function pdfOf(size: number): Promise<Buffer> {
  // The numbers around the padding (its /Length, the offsets after it) grow with it: try again.
  let padding = size - 1024;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const file = await paddedPdf(padding);
    if (file.length === size) return file;
    padding += size - file.length;
  }
  throw new Error(`no padding makes a PDF of ${size} bytes`);
}

async function upload(origin: string, cookie: string, file: Buffer, run: number): Promise<number> {
  const form = new FormData();
  form.set("intent", "upload-document");
  form.set("kind", "other");
  form.set("file", new Blob([new Uint8Array(file)], { type: "application/pdf" }), `ten-megabytes-${run}.pdf`);
  const response = await fetch(`${origin}/dashboard/documents`, {
    method: "POST",
    headers: { cookie, origin },
    body: form,
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

// The database: embedded in a folder, or a throw-away PostgreSQL 15.
const postgres = throwawayPostgres(options.postgres);
const databaseUrl = postgres.url;

const dataDir = benchDataDir();
let failed = false;
try {
  const database = await openDatabase({ dataDir, rootDir: ROOT, databaseUrl });
  await database.migrate();
  // A customer for each upload: the limit on uploads per minute (10) is not what is measured.
  const customers = [];
  for (let run = 0; run < WARM_UPS + Number(options.runs); run += 1) {
    customers.push(await personWithSession(database.db, AUTH_SECRET, `Uploader${run}`, false));
  }
  await database.close();
  const server = await startBuiltServer(
    Number(options.port),
    { AUTH_SECRET, DATA_ENCRYPTION_KEY: BENCH_DATA_ENCRYPTION_KEY, DATABASE_URL: databaseUrl ?? "" },
    { dataDir },
  );
  try {
    const file = await pdfOf(10 * MB);
    // Uploads first, reported but not judged: they load the code they run and grow the heaps,
    // the allocator's arenas and the database's buffers once (PGlite's WebAssembly memory never
    // shrinks; it is reused after). Two are enough for both databases here.
    for (let warmUp = 1; warmUp <= WARM_UPS; warmUp += 1) {
      const coldBefore = memoryMb(server.pid, "VmRSS");
      fs.writeFileSync(`/proc/${server.pid}/clear_refs`, "5");
      if ((await upload(server.origin, customers[warmUp - 1]?.cookie ?? "", file, -warmUp)) !== 200) {
        throw new Error("a warm-up upload was refused");
      }
      const coldRise = memoryMb(server.pid, "VmHWM") - coldBefore;
      write(
        `warm-up upload ${warmUp}: resident ${coldBefore.toFixed(1)} MB before, +${coldRise.toFixed(1)} MB (not judged)`,
      );
    }
    const rises: number[] = [];
    for (let run = 1; run <= Number(options.runs); run += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const before = memoryMb(server.pid, "VmRSS");
      fs.writeFileSync(`/proc/${server.pid}/clear_refs`, "5");
      const status = await upload(server.origin, customers[WARM_UPS + run - 1]?.cookie ?? "", file, run);
      const peak = memoryMb(server.pid, "VmHWM");
      if (status !== 200) throw new Error(`upload ${run} answered ${status}`);
      rises.push(peak - before);
      write(
        `upload ${run}: resident ${before.toFixed(1)} MB before, peak ${peak.toFixed(1)} MB, +${(peak - before).toFixed(1)} MB`,
      );
    }
    const worst = Math.max(...rises);
    failed = worst > BUDGET_MB;
    write(
      `${options.postgres ? "PostgreSQL 15" : "PGlite"}: a 10 MB upload raised the server's memory by ${median(rises).toFixed(1)} MB (median), ${worst.toFixed(1)} MB at most (budget ${BUDGET_MB} MB): ${failed ? "OVER" : "within"}`,
    );
  } finally {
    await server.stop();
  }
} finally {
  postgres.stop();
}
process.exitCode = failed ? 1 : 0;
