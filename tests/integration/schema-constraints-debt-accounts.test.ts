import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/server/db.server.ts";
import { accountDetailsForms, debtAccounts } from "#db/schema.ts";
import { outsideEnum, refusal } from "#tests/support/db-errors.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";

// The database refuses debt-account rows the product could never produce.
// Applications: schema-constraints.test.ts.

let database: Database;
let applicationId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  applicationId = (await insertApplication(database.db)).id;
});
afterAll(() => database.close());

/** SQL null, typed so it can stand for any required column's value (text or enumeration). */
const NULL = sql`null` as unknown as never;

function insertDebtAccount(overrides: Partial<typeof debtAccounts.$inferInsert>) {
  return database.db
    .insert(debtAccounts)
    .values({
      applicationId,
      originalCreditor: "Acme Bank",
      accountType: "Credit Card",
      currentBalance: "1200.00",
      ...overrides,
    })
    .returning();
}

describe("debt_accounts", () => {
  it.each([
    ["accountType", "Boat Loan", ["Credit Card", "Medical Debt", "Line of Credit", "Mortgage", "Other"]],
    ["openClosed", "open", ["Open", "Closed"]],
    ["status", "Overdue", ["Current", "Late", "Charged Off", "Collection", "Settled", "Paid"]],
    ["paymentFrequency", "Daily", ["Monthly", "Weekly", "Bi-Weekly", "Quarterly"]],
  ] as const)("%s: refuses %j and accepts the good values", async (column, bad, goods) => {
    const constraint = `debt_accounts_${column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}_check`;
    const error = await refusal(() => insertDebtAccount({ [column]: bad }));
    expect(error.code).toBe("23514");
    expect(error.constraint).toBe(constraint);
    expect(error.message).toContain(constraint);
    for (const good of goods) {
      const [row] = await insertDebtAccount({ [column]: good });
      expect(row?.[column]).toBe(good);
    }
  });

  it("keeps a loan's kind only where it fits the type (issue 43)", async () => {
    for (const [accountType, loanDetail] of [
      ["Auto Loan", "vehicle_kept"],
      ["Auto Loan", "deficiency"],
      ["Student Loan", "federal"],
      ["Student Loan", "private"],
      ["Student Loan", "not_sure"],
    ] as const) {
      const [row] = await insertDebtAccount({ accountType, loanDetail });
      expect(row?.loanDetail).toBe(loanDetail);
    }
    for (const [accountType, loanDetail] of [
      ["Credit Card", "private"],
      ["Auto Loan", "federal"],
      ["Student Loan", "deficiency"],
    ] as const) {
      const error = await refusal(() => insertDebtAccount({ accountType, loanDetail }));
      expect(error.constraint).toBe("debt_accounts_loan_detail_check");
    }
  });

  it("leaves the optional fields null and the flags false when not given", async () => {
    const [row] = await insertDebtAccount({});
    expect(row).toMatchObject({
      openClosed: null,
      status: null,
      paymentFrequency: null,
      paymentAmount: null,
      originalBalance: null,
      term: null,
      accountSold: false,
      paidOff: false,
    });
  });

  it.each([{ currentBalance: "-1.00" }, { paymentAmount: "-5.00" }, { originalBalance: "-0.01" }])(
    "refuses the negative amount %j",
    async (amounts) => {
      const error = await refusal(() => insertDebtAccount(amounts));
      expect(error.constraint).toBe("debt_accounts_amounts_nonnegative");
    },
  );

  it("keeps cents exactly and accepts a zero balance", async () => {
    const [row] = await insertDebtAccount({
      currentBalance: "0",
      paymentAmount: "1234.56",
      originalBalance: "99.9",
    });
    expect(row).toMatchObject({ currentBalance: "0.00", paymentAmount: "1234.56", originalBalance: "99.90" });
  });

  it("requires a creditor that is not blank, an account type and a balance", async () => {
    const blank = await refusal(() => insertDebtAccount({ originalCreditor: "   " }));
    expect(blank.constraint).toBe("debt_accounts_creditor_present");
    const noType = await refusal(() => insertDebtAccount({ accountType: NULL }));
    expect(noType).toMatchObject({ code: "23502", column: "account_type" });
    const noBalance = await refusal(() => insertDebtAccount({ currentBalance: NULL }));
    expect(noBalance).toMatchObject({ code: "23502", column: "current_balance" });
  });

  it("refuses a debt account of an application that does not exist", async () => {
    const error = await refusal(() => insertDebtAccount({ applicationId: crypto.randomUUID() }));
    expect(error.code).toBe("23503");
    expect(error.constraint).toBe("debt_accounts_application_id_applications_id_fk");
  });
});

describe("account_details_forms", () => {
  it("applies the same enumerations and amount rules as debt accounts", async () => {
    const form = (overrides: Partial<typeof accountDetailsForms.$inferInsert>) => () =>
      database.db.insert(accountDetailsForms).values({ applicationId, ...overrides });
    expect((await refusal(form({ accountType: outsideEnum("Boat Loan") }))).constraint).toBe(
      "account_details_forms_account_type_check",
    );
    expect((await refusal(form({ status: outsideEnum("Overdue") }))).constraint).toBe(
      "account_details_forms_status_check",
    );
    expect((await refusal(form({ currentBalance: "-1" }))).constraint).toBe(
      "account_details_forms_amounts_nonnegative",
    );
    // Every field is optional until an admin fills the form in.
    await form({})();
  });
});
