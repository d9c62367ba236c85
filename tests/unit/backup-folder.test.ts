import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultBackupFolder, isInsideDataDir } from "../../scripts/backup/files.ts";

// Backups go beside DATA_DIR by default, never inside it: DATA_DIR holds the generated auth
// secret and data key, and a backup kept with its key protects nothing (issue 20).

describe("defaultBackupFolder", () => {
  it("is a sibling of DATA_DIR, named for it", () => {
    expect(defaultBackupFolder("/srv/harborline/data")).toBe("/srv/harborline/data-backups");
    expect(defaultBackupFolder("./data")).toBe(path.resolve("data-backups"));
  });

  it("is never inside DATA_DIR", () => {
    for (const dataDir of ["/srv/data", "./data", "/tmp/x/y"]) {
      expect(isInsideDataDir(defaultBackupFolder(dataDir), dataDir), dataDir).toBe(false);
    }
  });
});

describe("isInsideDataDir", () => {
  it("sees DATA_DIR itself and anything below it, and nothing else", () => {
    expect(isInsideDataDir("/srv/data", "/srv/data")).toBe(true);
    expect(isInsideDataDir("/srv/data/backups", "/srv/data")).toBe(true);
    expect(isInsideDataDir("/srv/data-backups", "/srv/data")).toBe(false);
    expect(isInsideDataDir("/srv", "/srv/data")).toBe(false);
  });
});
