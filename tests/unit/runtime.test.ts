import { describe, expect, it } from "vitest";

describe("runtime", () => {
  it("runs on Node 24 LTS", () => {
    expect(
      process.version.startsWith("v24"),
      `Harborline must run on Node 24 LTS, but this is Node ${process.version}; use the node from node_modules (npx node, npm test)`,
    ).toBe(true);
  });
});
