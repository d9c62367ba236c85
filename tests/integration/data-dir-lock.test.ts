import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "#app/server/data-dir-lock.server.ts";
import { openDatabase } from "#app/server/db.server.ts";

const LOCK_MODULE = path.resolve("app/server/data-dir-lock.server.ts");
const folders: string[] = [];
const children: ChildProcess[] = [];

function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-lock-"));
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** Runs a Node process and resolves with its pid once it has exited. */
function deadPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    child.on("error", reject);
    child.on("exit", () => (child.pid ? resolve(child.pid) : reject(new Error("no pid"))));
  });
}

/** Another process that locks `dataDir` and keeps it until killed. */
function lockInOtherProcess(dataDir: string): Promise<ChildProcess> {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
    lockDataDir(${JSON.stringify(dataDir)});
    process.stdout.write("locked\\n");
    setInterval(() => {}, 60_000);
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr += String(chunk);
    });
    child.stdout?.on("data", (chunk) => {
      if (String(chunk).includes("locked")) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`locking process exited (${code}): ${stderr}`)));
  });
}

describe("lockDataDir", () => {
  it("locks a fresh folder with a lock file holding our pid, and releasing removes it", () => {
    const folder = path.join(tempFolder(), "data");
    const release = lockDataDir(folder);
    const lockFile = path.join(folder, "harborline.lock");
    expect(fs.readFileSync(lockFile, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it("refuses a folder locked by another live Harborline process, naming the folder", async () => {
    const folder = tempFolder();
    const child = await lockInOtherProcess(folder);
    let thrown: unknown;
    try {
      lockDataDir(folder);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DataDirInUseError);
    const message = (thrown as Error).message;
    expect(message).toContain(folder);
    expect(message).toContain("in use by another Harborline process");
    expect(message).toContain(`pid ${child.pid}`);
    // The holder's lock file is left alone.
    expect(fs.readFileSync(path.join(folder, "harborline.lock"), "utf8")).toBe(String(child.pid));
  });

  it("refuses a second lock of a folder this process already holds", () => {
    const folder = tempFolder();
    const release = lockDataDir(folder);
    try {
      expect(() => lockDataDir(folder)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(folder)).toThrow(folder);
      // The refused attempt did not take the lock away from its holder.
      expect(fs.readFileSync(path.join(folder, "harborline.lock"), "utf8")).toBe(String(process.pid));
    } finally {
      release();
    }
    // Once released, the folder can be locked again.
    lockDataDir(folder)();
  });

  it("takes over a stale lock left by a process that has exited", async () => {
    const folder = tempFolder();
    const pid = await deadPid();
    const lockFile = path.join(folder, "harborline.lock");
    fs.writeFileSync(lockFile, String(pid));
    const release = lockDataDir(folder);
    expect(fs.readFileSync(lockFile, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it("takes over a lock file holding our own pid that we do not hold (restarted container)", () => {
    const folder = tempFolder();
    const lockFile = path.join(folder, "harborline.lock");
    fs.writeFileSync(lockFile, String(process.pid));
    const release = lockDataDir(folder);
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it("takes over a lock file with garbage in it", () => {
    const folder = tempFolder();
    fs.writeFileSync(path.join(folder, "harborline.lock"), "not a pid");
    lockDataDir(folder)();
    expect(fs.existsSync(path.join(folder, "harborline.lock"))).toBe(false);
  });
});

describe("openDatabase on a data folder", () => {
  // Two embedded databases started from nothing, one after the other: on a loaded two-core
  // machine that alone can take most of the default 30 s.
  it("refuses to open the same folder twice, and opens it again once closed", {
    timeout: 120_000,
  }, async () => {
    const folder = tempFolder();
    const first = await openDatabase({ dataDir: folder, rootDir: process.cwd() });
    try {
      expect(await first.ping()).toBe(true);
      await expect(openDatabase({ dataDir: folder, rootDir: process.cwd() })).rejects.toBeInstanceOf(
        DataDirInUseError,
      );
      // The refused attempt left the first database working.
      expect(await first.ping()).toBe(true);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(folder, "harborline.lock"))).toBe(false);
    const again = await openDatabase({ dataDir: folder, rootDir: process.cwd() });
    try {
      expect(await again.ping()).toBe(true);
    } finally {
      await again.close();
    }
  });
});
