import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, it } from "vitest";
import { TwoFactorCard } from "#app/components/account/two-factor-card.tsx";
import type { TwoFactorSettingsReply } from "#app/domain/two-factor.ts";

// The two-factor card as a page posted without JavaScript shows it: the answer is the page's
// action data. A refused code keeps the QR code, its key and the recovery codes on screen with
// the code's error, and the confirm form carries the codes back for the server to check.

const ENROLLMENT = {
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1H0z"/></svg>',
  secret: "JBSWY3DPEHPK3PXP",
  recoveryCodes: ["abcde-12345", "fghij-67890"],
};

async function render(answer: TwoFactorSettingsReply) {
  const Page = () => <TwoFactorCard enabled={false} required={false} where="every sign-in" />;
  const routes: RouteObject[] = [{ path: "/dashboard/profile", Component: Page, action: () => answer }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(
    new Request("https://test.example/dashboard/profile", { method: "POST", body: new URLSearchParams() }),
  );
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  ).replaceAll("<!-- -->", "");
}

describe("the two-factor card posted without JavaScript", () => {
  it("shows the enrollment with its confirm form, carrying the recovery codes back", async () => {
    const html = await render({ intent: "two-factor-enable", ok: true, enrollment: ENROLLMENT });
    expect(html).toContain(ENROLLMENT.secret);
    expect(html).toContain(`name="enrollmentKey" value="${ENROLLMENT.secret}"`);
    expect(html).toContain('name="recoveryCodes" value="abcde-12345 fghij-67890"');
    expect(html).not.toContain('name="password"');
  });

  it("keeps the enrollment on screen with a wrong code's error next to the code field", async () => {
    const html = await render({
      intent: "two-factor-confirm",
      ok: false,
      fieldErrors: { code: "The code is not correct. Please try again." },
      enrollment: { ...ENROLLMENT, recoveryCodes: ["abcde-12345"] },
    });
    expect(html).toContain(ENROLLMENT.secret);
    expect(html).toContain("<li>abcde-12345</li>");
    expect(html).not.toContain("fghij-67890");
    expect(html).toContain("The code is not correct. Please try again.");
    expect(html).toContain('name="code"');
    expect(html).not.toContain('name="password"');
  });

  it("falls back to the password step when a refusal carries no enrollment", async () => {
    const html = await render({
      intent: "two-factor-confirm",
      ok: false,
      fieldErrors: { code: "The code is not correct. Please try again." },
    });
    expect(html).toContain('name="password"');
    expect(html).not.toContain(ENROLLMENT.secret);
  });
});
