import fs from "node:fs";
import path from "node:path";

// PGlite does not lock its folder, and two processes writing one folder corrupt it.
// We hold a lock file holding our pid; a lock left by a dead process is taken over.

export class DataDirInUseError extends Error {}

// Folders this process holds. Our own pid in a lock file is only stale when we do not
// hold the folder (a restarted container often gets the same pid); a second open of a
// folder we do hold is refused like any other.
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, "harborline.lock");
  const key = path.resolve(lockPath);
  if (heldByThisProcess.has(key)) {
    throw new DataDirInUseError(
      `The data folder ${dataDir} is already in use by this Harborline process (pid ${process.pid}). ` +
        "Close the database that holds it first, or set DATA_DIR to another folder.",
    );
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx", mode: 0o600 });
      heldByThisProcess.add(key);
      return () => {
        if (!heldByThisProcess.delete(key)) return;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(
          `The data folder ${dataDir} is in use by another Harborline process (pid ${holder}). ` +
            "Stop that process first, or set DATA_DIR to another folder.",
        );
      }
      // Stale lock from a process that is gone: remove it and try once more.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(
    `Could not lock the data folder ${dataDir}; another process is starting on it.`,
  );
}
