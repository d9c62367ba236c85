import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
  useFetcher,
} from "react-router";
import { describe, expect, it } from "vitest";
import {
  AdminDebtAccounts,
  type AdminDebtAccountsProps,
} from "#app/components/admin/debt-accounts/admin-debt-accounts.tsx";
import { DebtAccountEditForm } from "#app/components/admin/debt-accounts/debt-account-edit-form.tsx";
import { adminDebtAccountView } from "#app/domain/admin/debt-accounts.ts";
import type { DebtAccountSource } from "#app/domain/application/details.ts";
import { APPLICATION_MESSAGES as M } from "#app/domain/application/messages.ts";
import { READ_ONLY_NOTE } from "#app/domain/debt-account/editing.ts";
import type { DebtAccountReply } from "#app/domain/debt-account/form.ts";

// The expanded row's debt accounts as the server first renders them (issue 10): every field
// shown, Edit and Delete only while the application allows them, and the edit form with the
// wizard's labels and the server's refusal below its fields.

const APPLICATION_ID = "0a0a0a0a-0000-4000-8000-00000000000a";
const VERSION = "2026-01-15 10:00:00.123456+00";

function row(n: number, overrides: Partial<DebtAccountSource> = {}): DebtAccountSource {
  return {
    id: `0b0b0b0b-0000-4000-8000-00000000000${n}`,
    originalCreditor: `Creditor ${n}`,
    accountSold: false,
    accountType: "Credit Card",
    dateOpened: null,
    openClosed: null,
    status: null,
    currentBalance: `${n}000.25`,
    lastPaymentDate: null,
    paidOff: false,
    paymentFrequency: null,
    paymentAmount: null,
    originalBalance: null,
    term: null,
    ...overrides,
  };
}

async function render(element: React.ReactNode) {
  const routes: RouteObject[] = [{ path: "/admin/applications", Component: () => element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("https://test.example/admin/applications"));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  ).replaceAll("<!-- -->", "");
}

/** The opening tag of the control named `name`. */
function control(html: string, name: string): string {
  const tag = html.match(new RegExp(`<(input|select)[^>]*name="${name}"[^>]*>`))?.[0];
  if (!tag) throw new Error(`no control named ${name}`);
  return tag;
}

const accounts = (...rows: DebtAccountSource[]) => rows.map(adminDebtAccountView);

function section(props: Partial<AdminDebtAccountsProps>) {
  return render(
    <AdminDebtAccounts
      applicationId={APPLICATION_ID}
      version={VERSION}
      editable
      accounts={accounts(row(1), row(2))}
      {...props}
    />,
  );
}

const buttons = (html: string, label: string) =>
  html.match(
    new RegExp(`<button[^>]*>${label}<span class="sr-only"> debt account: [^<]*</span></button>`, "g"),
  ) ?? [];

describe("the expanded row's debt accounts", () => {
  it("shows each account's fields under its creditor, with Edit and Delete while editable", async () => {
    const html = await section({
      accounts: accounts(row(1, { accountSold: true, dateOpened: "2019-06-01", term: "36 months" }), row(2)),
    });
    expect(html).toContain("User-Submitted Debt Accounts");
    expect(html).toMatch(/<h4[^>]*>Creditor 1<\/h4>/);
    expect(html).toMatch(/<h4[^>]*>Creditor 2<\/h4>/);
    for (const text of ["$1,000.25", "$2,000.25", "Jun 1, 2019", "36 months", "Account Sold", "Yes", "N/A"]) {
      expect(html).toContain(text);
    }
    expect(buttons(html, "Edit")).toHaveLength(2);
    expect(buttons(html, "Delete")).toHaveLength(2);
    expect(html).toContain("debt account: Creditor 2");
    // Not until the page is interactive: both need JavaScript.
    for (const button of [...buttons(html, "Edit"), ...buttons(html, "Delete")]) {
      expect(button).toContain('disabled=""');
    }
    expect(html).not.toContain(READ_ONLY_NOTE);
  });

  it("offers no Delete for an application's only account, and says why", async () => {
    const html = await section({ accounts: accounts(row(1)) });
    expect(buttons(html, "Edit")).toHaveLength(1);
    expect(buttons(html, "Delete")).toHaveLength(0);
    expect(html).toContain(
      "This is the application&#x27;s only debt account: it can be edited, not deleted.",
    );
  });

  it("hides Edit and Delete when read-only, and says why", async () => {
    const reason = "This application was declined, so its debt accounts are read-only.";
    const html = await section({ editable: false, readOnlyReason: reason });
    expect(html).toContain(reason);
    expect(html).toContain("Creditor 1");
    expect(html).toContain("$2,000.25");
    expect(html).not.toMatch(/>Edit</);
    expect(html).not.toMatch(/>Delete</);
    expect(html).not.toContain("<form");
  });

  it("says read-only in general words when no reason is given", async () => {
    const html = await section({ editable: false });
    expect(html).toContain(READ_ONLY_NOTE);
  });

  it("says so when there is no account", async () => {
    const html = await section({ accounts: [] });
    expect(html).toContain("No debt accounts are on record for this application.");
    expect(html).not.toContain("<ul");
  });
});

function EditForm({ reply, busy = false }: { reply?: DebtAccountReply; busy?: boolean }) {
  const fetcher = useFetcher<DebtAccountReply>();
  return (
    <DebtAccountEditForm
      fetcher={fetcher}
      applicationId={APPLICATION_ID}
      version={VERSION}
      account={adminDebtAccountView(row(1, { accountSold: true, status: "Late", dateOpened: "2019-06-01" }))}
      reply={reply}
      busy={busy}
      onCancel={() => undefined}
    />
  );
}

describe("the edit form", () => {
  it("posts the ids and the version the page showed, with the wizard's fields and the stored values", async () => {
    const html = await render(<EditForm />);
    const form = html.match(/<form[^>]*>/)?.[0];
    expect(form).toContain('aria-label="Edit debt account: Creditor 1"');
    expect(form).toContain('method="post"');
    expect(html).toContain('name="intent" value="update-debt-account"');
    expect(html).toContain(`name="applicationId" value="${APPLICATION_ID}"`);
    expect(html).toContain('name="debtAccountId" value="0b0b0b0b-0000-4000-8000-000000000001"');
    expect(html).toContain(`name="version" value="${VERSION}"`);
    for (const label of [
      "Original Creditor",
      "Account Type",
      "Current Balance",
      "Original Balance",
      "Open/Closed",
      "Status",
      "Date Opened",
      "Last Payment Date",
      "Payment Frequency",
      "Payment Amount",
      "Term",
      "Account Sold (now held by a debt buyer or collector)",
      "Paid Off",
    ]) {
      expect(html).toMatch(new RegExp(`<label[^>]*>${label.replace(/[()/]/g, "\\$&")}(<span|</label>)`));
    }
    expect(control(html, "originalCreditor")).toContain('value="Creditor 1"');
    expect(control(html, "currentBalance")).toContain('value="1000.25"');
    expect(control(html, "dateOpened")).toContain('value="2019-06-01"');
    expect(html).toMatch(/<option value="Late" selected="">/);
    expect(control(html, "accountSold")).toContain('checked=""');
    expect(control(html, "paidOff")).not.toContain("checked");
    expect(html).toMatch(/<button type="submit"[^>]*>Save<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*>Cancel<\/button>/);
  });

  it("shows a refusal at the top and the wizard's messages below their fields, the first one focused", async () => {
    const reply: DebtAccountReply = {
      intent: "update-debt-account",
      debtAccountId: "0b0b0b0b-0000-4000-8000-000000000001",
      ok: false,
      message: "Failed to update debt account",
      formMessage: "Please correct the fields marked below.",
      fieldErrors: { originalCreditor: M.originalCreditor, currentBalance: M.currentBalance },
      values: { originalCreditor: "", currentBalance: "" },
    };
    const html = await render(<EditForm reply={reply} />);
    expect(html).toMatch(/role="alert"[^>]*><p>Please correct the fields marked below.<\/p>/);
    expect(control(html, "originalCreditor")).toContain('aria-invalid="true"');
    expect(control(html, "originalCreditor")).toContain('autofocus=""');
    expect(control(html, "currentBalance")).toContain('aria-invalid="true"');
    expect(control(html, "currentBalance")).not.toContain("autofocus");
    expect(control(html, "term")).not.toContain("aria-invalid");
    expect(html).toContain(`>${M.originalCreditor}</p>`);
    expect(html).toContain(`>${M.currentBalance}</p>`);
  });

  it("is disabled while it is being saved", async () => {
    const html = await render(<EditForm busy />);
    expect(html).toMatch(/<fieldset disabled="">/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Saving...<\/button>/);
  });
});
