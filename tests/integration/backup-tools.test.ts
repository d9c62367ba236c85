import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupFileName, backupKindOf } from "../../scripts/backup/files.ts";
import { findPgTool } from "../../scripts/backup/postgres.ts";

// What `npm run backup` and `npm run restore` decide before touching a database: which
// pg_dump to run, how files are named, and what kind of backup a file is.

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-pg-tools-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function executable(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, "#!/bin/sh\n", { mode: 0o755 });
}

describe("findPgTool", () => {
  it("takes the newest installed version's pg_dump before the one on PATH", () => {
    const root = path.join(folder, "lib");
    executable(path.join(root, "15/bin/pg_dump"));
    executable(path.join(root, "16/bin/pg_dump"));
    executable(path.join(folder, "bin/pg_dump"));
    expect(findPgTool("pg_dump", { root, searchPath: path.join(folder, "bin") })).toBe(
      path.join(root, "16/bin/pg_dump"),
    );
    expect(
      findPgTool("pg_dump", { root: path.join(folder, "none"), searchPath: path.join(folder, "bin") }),
    ).toBe(path.join(folder, "bin/pg_dump"));
  });

  it("says clearly what to install when it finds none", () => {
    expect(() => findPgTool("pg_restore", { root: path.join(folder, "none"), searchPath: "" })).toThrow(
      /pg_restore was not found in .*none\/<version>\/bin or on PATH\. Install the PostgreSQL client/,
    );
  });
});

describe("backup files", () => {
  it("are named for the UTC second they were taken", () => {
    const at = new Date("2026-03-04T05:06:07.890Z");
    expect(backupFileName("postgres", at)).toBe("harborline-20260304T050607Z.pgdump");
    expect(backupFileName("embedded", at)).toBe("harborline-20260304T050607Z.pglite.tar.gz");
  });

  it("are told apart by their first bytes, and anything else is refused", () => {
    const dump = path.join(folder, "a");
    fs.writeFileSync(dump, "PGDMP\u0001\u000e");
    const tarball = path.join(folder, "b");
    fs.writeFileSync(tarball, Buffer.from([0x1f, 0x8b, 8, 0, 0]));
    const other = path.join(folder, "c");
    fs.writeFileSync(other, "hello");
    expect(backupKindOf(dump)).toBe("postgres");
    expect(backupKindOf(tarball)).toBe("embedded");
    expect(() => backupKindOf(other)).toThrow(/neither a pg_dump custom-format file nor/);
  });
});
