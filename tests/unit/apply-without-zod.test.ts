import { expect, it } from "vitest";
import { browserModules } from "../support/browser-modules.ts";

// No Zod in a page's bundle that needs none (issue 42; decision 48 measured it at 25 KB gzip and
// 87 ms of CPU at 4×). The wizard checks nothing in the browser: the server's step machine does
// (app/domain/application/wizard/moves.ts). So nothing /apply sends to the browser may import the
// schemas.

it("nothing /apply sends to the browser imports Zod", () => {
  const modules = browserModules("app/routes/apply/apply.tsx");
  // The walk reaches the wizard and its steps, so a schema imported by any of them would show.
  expect(modules).toEqual(
    expect.arrayContaining([
      "app/components/apply/application-wizard.tsx",
      "app/components/apply/steps/debt-totals.tsx",
      "app/domain/application/wizard/format.ts",
      "app/domain/application/wizard/state.ts",
    ]),
  );
  expect(modules.filter((file) => file === "app/domain/zod.ts" || file.endsWith("/schema.ts"))).toEqual([]);
});

it("the step machine itself uses the schema, on the server only", () => {
  expect(browserModules("app/domain/application/wizard/moves.ts")).toContain("app/domain/zod.ts");
});
