import { expect, it } from "vitest";
import { browserModules } from "../support/browser-modules.ts";

// No Zod in a page's bundle that needs none (issue 42: JavaScript per page at most 160 KB gzip,
// and Zod alone was 24 KB of it). The portal's rooms check their forms before sending with the
// forms' own rules, plain functions (app/domain/form-rules.ts), so none of them loads Zod.

it.each([
  ["app/routes/dashboard/support.tsx", "app/domain/support/request.ts"],
  ["app/routes/dashboard/profile.tsx", "app/domain/user/profile-form.ts"],
  ["app/routes/dashboard/program.tsx", "app/domain/enrollment/signing-form.ts"],
])("nothing %s sends to the browser imports Zod", (route, form) => {
  const modules = browserModules(route);
  // The walk reaches the room's form rules, so Zod imported by any of them would show.
  expect(modules).toContain(form);
  expect(modules.filter((file) => file === "app/domain/zod.ts")).toEqual([]);
});
