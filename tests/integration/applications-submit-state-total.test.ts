import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialInformation, personalInformation } from "#app/domain/application/details.ts";
import { STATES } from "#app/domain/states.ts";
import { loader } from "#app/routes/apply/apply.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { findApplicationDetailsForAdmin } from "#app/server/models/application/admin-reads.server.ts";
import { findApplicationForCustomer } from "#app/server/models/application/customer-reads.server.ts";
import { applications, debtAccounts } from "#db/schema.ts";
import { validDebtAccount, validDraft } from "#tests/support/application-draft.ts";
import { type SignedInUser, signedInUser, submitAs } from "#tests/support/application-requests.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";

// Issue 21's application rules at POST /api/applications: the state is asked and a state where
// the program is not offered is refused with the step's own message; a total that differs from
// the balances by more than 10% needs the applicant's answer, which is stored with the state.
// And the wizard's start at /apply: the signed-in applicant's own details, and `?debt=`.

let database: Database;
let services: Services;
let ada: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {
    APPLICATIONS_PENDING_LIMIT: "100",
    APPLICATIONS_PER_HOUR_LIMIT: "100",
  });
  ada = await signedInUser(services);
});
afterAll(() => database.close());

async function applicationCount() {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(applications);
  return row?.n ?? -1;
}

/** Submits as Ada and checks that nothing was stored. */
async function refused(application: unknown) {
  const before = await applicationCount();
  const answer = await submitAs(services, ada, application);
  expect(await applicationCount()).toBe(before);
  return answer;
}

async function stored(application: unknown) {
  const answer = await submitAs(services, ada, application);
  expect(answer.status).toBe(201);
  if (!answer.body.ok) throw new Error(answer.body.message);
  const [row] = await database.db
    .select()
    .from(applications)
    .where(eq(applications.id, answer.body.applicationId));
  if (!row) throw new Error("the application is missing");
  return row;
}

const accounts = (...balances: string[]) =>
  balances.map((currentBalance, i) =>
    validDebtAccount({ originalCreditor: `Creditor ${i}`, currentBalance }),
  );

describe("the state", () => {
  const notOffered = STATES.filter((state) => state.availability === "not-available");

  it.each(notOffered.map((state) => [state.code, state.name]))(
    "refuses %s (%s) with the message the step shows, on the state field",
    async (code, name) => {
      const answer = await refused(validDraft({ state: code }));
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        ok: false,
        reason: "invalid",
        message: "Some answers need correcting.",
        fieldErrors: {
          state: `Our program is not available in ${name}. See where it is offered on our State Availability page, or get free help from a nonprofit credit counselor through the NFCC (nfcc.org).`,
        },
      });
    },
  );

  it.each(["", "ZZ", "ny", null])("refuses %j as no state", async (state) => {
    const answer = await refused({ ...validDraft(), state });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ fieldErrors: { state: "Please select your state" } });
  });

  it("refuses a draft without one (an old wizard's), nothing stored", async () => {
    const { state: _none, ...old } = validDraft();
    const answer = await refused(old);
    expect(answer.body).toMatchObject({ fieldErrors: { state: "Please select your state" } });
  });

  it("stores the USPS code of a state where the program is offered, limited ones too", async () => {
    expect((await stored(validDraft({ state: "NY" }))).state).toBe("NY");
    expect((await stored(validDraft({ state: "CO" }))).state).toBe("CO");
  });
});

describe("the total against the balances", () => {
  it("refuses a total more than 10% from the balances without the applicant's answer", async () => {
    const answer = await refused(
      validDraft({ debtAmount: "30,000", debtAccounts: accounts("10,000", "9,000"), debtTotalChoice: "" }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      ok: false,
      reason: "invalid",
      message: "Some answers need correcting.",
      fieldErrors: {
        debtTotalChoice:
          "Please tell us which figure is right: the total you entered or the sum of your balances",
      },
    });
  });

  it.each(["total", "balances"])("stores the answer %j and keeps both figures", async (choice) => {
    const row = await stored(
      validDraft({
        debtAmount: "30,000",
        debtAccounts: accounts("10,000", "9,000.50"),
        debtTotalChoice: choice,
      }),
    );
    expect(row).toMatchObject({ debtTotalChoice: choice, debtAmount: "30000.00" });
    const balances = await database.db
      .select({ currentBalance: debtAccounts.currentBalance })
      .from(debtAccounts)
      .where(eq(debtAccounts.applicationId, row.id));
    expect(balances.map((b) => b.currentBalance).sort()).toEqual(["10000.00", "9000.50"]);
  });

  it("stores no answer when the figures agree, even if one was sent", async () => {
    const row = await stored(
      validDraft({
        debtAmount: "20,000",
        debtAccounts: accounts("10,000", "9,000"),
        debtTotalChoice: "total",
      }),
    );
    expect(row.debtTotalChoice).toBeNull();
  });
});

describe("what the admin and the customer read back", () => {
  it("holds the state, the answer and the balances, shown in Application Details", async () => {
    const row = await stored(
      validDraft({
        state: "NY",
        debtAmount: "30,000",
        debtAccounts: accounts("10,000", "9,000"),
        debtTotalChoice: "balances",
      }),
    );
    const admin = await findApplicationDetailsForAdmin(database.db, services.cipher, row.id);
    const customer = await findApplicationForCustomer(database.db, services.cipher, {
      userId: ada.id,
      applicationId: row.id,
    });
    for (const details of [admin, customer]) {
      if (!details) throw new Error("the application is missing");
      expect(details).toMatchObject({ state: "NY", debtTotalChoice: "balances" });
      expect(personalInformation(details)).toContainEqual({ label: "State", value: "New York (NY)" });
      expect(financialInformation(details)).toEqual(
        expect.arrayContaining([
          { label: "Total Debt Amount", value: "$30,000.00" },
          { label: "Sum of Balances", value: "$19,000.00" },
          { label: "Figure Confirmed by Applicant", value: "Sum of Balances" },
        ]),
      );
    }
  });
});

describe("the wizard's start at /apply", () => {
  async function start(path: string, cookie?: string) {
    const request = new Request(new URL(path, TEST_ORIGIN), { headers: cookie ? { Cookie: cookie } : {} });
    return loader({ request, context: contextFor(services), params: {} } as never);
  }

  it("fills a signed-in applicant's name, e-mail and phone from their profile (the phone decrypted)", async () => {
    const { initial, signedIn } = await start("/apply", ada.cookie);
    expect(signedIn).toBe(true);
    expect(initial.values).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: ada.email,
      phone: "(555) 123-4567",
      address: "",
      state: "",
    });
  });

  it("fills nothing for a visitor", async () => {
    const { initial, signedIn } = await start("/apply");
    expect(signedIn).toBe(false);
    expect(initial.values).toMatchObject({ firstName: "", lastName: "", email: "", phone: "" });
  });

  it.each([
    ["25000", "25,000", "3"],
    ["7500", "7,500", "1"],
    ["100001", "100,001", "7"],
    ["5", "50,001", "5"],
    // The calculator's cents are kept (issue 43).
    ["28450.75", "28,450.75", "4"],
  ])("?debt=%s fills the total debt %j and the range %j", async (debt, debtAmount, debtRange) => {
    const { initial } = await start(`/apply?debt=${debt}`);
    expect(initial.values).toMatchObject({ debtAmount, debtRange });
  });

  // Below $7,500 (the first range, the program's minimum) a number is no calculator amount: "9"
  // is more likely a mistyped range id.
  it.each(["0", "9", "5000", "7499", "-25000", "25000.5", "25,000", "abc", "10000000", "1e5", ""])(
    "?debt=%s is ignored",
    async (debt) => {
      const { initial } = await start(`/apply?debt=${encodeURIComponent(debt)}`);
      expect(initial.values).toMatchObject({ debtAmount: "", debtRange: "" });
    },
  );

  it("gives each run its own submission id", async () => {
    const [a, b] = await Promise.all([start("/apply"), start("/apply")]);
    expect(a.initial.submissionId).not.toBe(b.initial.submissionId);
    expect(a.initial.submissionId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
