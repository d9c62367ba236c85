import { describe, expect, it } from "vitest";
import { PROGRAM as CONTENT_PROGRAM } from "#app/content/figures.ts";
import { formatCents as contentFormatCents } from "#app/content/format.ts";
import { formatCents } from "#app/domain/format.ts";
import { PROGRAM } from "#app/domain/program.ts";

// The marketing pages and the dashboard must show the same programme figures and formats:
// content re-exports domain's, it does not keep a copy.
describe("one copy of the programme figures and formats", () => {
  it("content's PROGRAM is domain's", () => {
    expect(CONTENT_PROGRAM).toBe(PROGRAM);
    expect(CONTENT_PROGRAM.estimatedSavingsRate).toBe(0.4);
  });

  it("content's formats are domain's", () => {
    expect(contentFormatCents).toBe(formatCents);
  });
});
