import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONE_LINE_TEXT, UNSTORABLE_TEXT } from "#app/domain/text-rules.ts";
import { loader as accountDetailsList } from "#app/routes/admin/account-details.tsx";
import { action as accountDetailsAction } from "#app/routes/admin/account-details-form.tsx";
import { loader as applicationsList } from "#app/routes/admin/applications.tsx";
import { action as paymentsAction, loader as paymentsList } from "#app/routes/admin/payments.tsx";
import { action as usersAction, loader as usersList } from "#app/routes/admin/users.tsx";
import { action as signInAction } from "#app/routes/auth/sign-in.tsx";
import { action as profileAction } from "#app/routes/dashboard/profile.tsx";
import { action as supportAction } from "#app/routes/dashboard/support.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { accountDetailsForms, applications, paymentMethods, users } from "#db/schema.ts";
import { fullDebtAccount, validDraft } from "#tests/support/application-draft.ts";
import {
  type SignedInUser,
  signedInAdmin,
  signedInUser,
  submitAs,
} from "#tests/support/application-requests.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest, TEST_ORIGIN } from "#tests/support/test-services.ts";

// Bad input gets a 4xx, never a 500 (issue 13): a NUL byte or another control character in any
// text field of any form, or a lone surrogate in the wizard's JSON, is refused with the field's
// message (UNSTORABLE_TEXT) next to that field, and nothing is stored. So is a line break in any
// one-line field (issue 20: ONE_LINE_TEXT), every field but a message's body.

let database: Database;
let services: Services;
let admin: SignedInUser;
let customer: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  admin = await signedInAdmin(services);
  customer = await signedInUser(services);
});
afterAll(() => database.close());

const BAD = { nul: "Ada\u0000Lovelace", bell: "Ada\u0007", escape: "Ada\u001b[2J" } as const;
/** Issue 20: a line break in a one-line field (a name split Export Users' rows). */
const BROKEN = { "line feed": "Ada\n=cmd|' /C calc'!A0", "carriage return": "Ada\rLovelace" } as const;

type Reply = { fieldErrors?: Record<string, string> };

async function call(
  run: (args: never) => Promise<unknown>,
  path: string,
  fields: Record<string, string>,
  user: SignedInUser,
  params = {},
) {
  const request = formRequest(path, fields, { Cookie: user.cookie });
  return outcome<Reply>(() => run({ request, context: contextFor(services), params } as never));
}

describe("a form field holding a control character, or a line break in a one-line field", () => {
  const userRow = async (id: string) => (await database.db.select().from(users).where(eq(users.id, id)))[0];

  const kinds = [
    ...Object.entries(BAD).map(([kind, bad]) => ({ kind, bad, message: UNSTORABLE_TEXT, lineBreak: false })),
    ...Object.entries(BROKEN).map(([kind, bad]) => ({ kind, bad, message: ONE_LINE_TEXT, lineBreak: true })),
  ];
  for (const { kind, bad, message, lineBreak } of kinds) {
    it(`(${kind}) is refused next to the field, whichever form: nothing stored`, async () => {
      const before = await userRow(customer.id);
      const cases: { name: string; field: string; answer: () => ReturnType<typeof call> }[] = [
        {
          name: "sign-up",
          field: "lastName",
          answer: () =>
            call(
              signInAction,
              "/auth?mode=sign-up",
              {
                intent: "sign-up",
                firstName: "Ada",
                lastName: bad,
                phone: "5551234567",
                email: `bad-${kind}@test.example`,
                password: "Harbor-Light-42",
              },
              customer,
            ),
        },
        {
          name: "profile",
          field: "lastName",
          answer: () =>
            call(
              profileAction,
              "/dashboard/profile",
              {
                intent: "profile",
                firstName: "Ada",
                lastName: bad,
                email: customer.email,
                phone: "5551234567",
              },
              customer,
            ),
        },
        {
          // A message's body may hold line breaks: its subject may not.
          name: "support",
          field: lineBreak ? "subject" : "message",
          answer: () =>
            call(
              supportAction,
              "/dashboard/support",
              lineBreak
                ? { intent: "support", subject: bad, message: "Line one\nLine two" }
                : { intent: "support", subject: "Help", message: bad },
              customer,
            ),
        },
        {
          name: "admin: edit user",
          field: "firstName",
          answer: () =>
            call(
              usersAction,
              "/admin/users",
              {
                intent: "update-user",
                userId: customer.id,
                firstName: bad,
                lastName: "Lovelace",
                email: customer.email,
                phone: "5551234567",
              },
              admin,
            ),
        },
        {
          name: "admin: payment method",
          field: "cardName",
          answer: () =>
            call(
              paymentsAction,
              "/admin/payments",
              {
                intent: "add-payment-method",
                userId: customer.id,
                type: "credit",
                cardName: bad,
                cardNumber: "4242424242424242",
                expiryDate: `09/${(new Date().getUTCFullYear() + 1) % 100}`,
                cvv: "123",
              },
              admin,
            ),
        },
      ];
      for (const { name, field, answer } of cases) {
        const result = await answer();
        expect(result.status, name).toBeGreaterThanOrEqual(400);
        expect(result.status, name).toBeLessThan(500);
        expect(result.body?.fieldErrors?.[field], name).toBe(message);
      }
      expect(await userRow(customer.id)).toEqual(before);
      expect(
        await database.db
          .select()
          .from(users)
          .where(eq(users.email, `bad-${kind}@test.example`)),
      ).toEqual([]);
      expect(
        await database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, customer.id)),
      ).toEqual([]);
    });
  }

  it("in the account details form is refused next to the field; the form keeps its values", async () => {
    const application = await insertApplication(database.db, { firstName: "Ada" });
    const [form] = await database.db
      .insert(accountDetailsForms)
      .values({
        applicationId: application.id,
        originalCreditor: "Prefilled Bank",
        accountType: "Credit Card",
      })
      .returning();
    if (!form) throw new Error("no form");
    for (const [field, value] of [
      ["originalCreditor", BAD.nul],
      ["term", "36\u0000months"],
    ] as const) {
      const result = await call(
        accountDetailsAction,
        `/admin/account-details/${form.id}`,
        {
          intent: "save",
          version: "1",
          originalCreditor: "Harbor Bank",
          accountType: "Credit Card",
          currentBalance: "100",
          [field]: value,
        },
        admin,
        { formId: form.id },
      );
      expect(result.status, field).toBeGreaterThanOrEqual(400);
      expect(result.status, field).toBeLessThan(500);
      expect(result.body?.fieldErrors?.[field], field).toBe(UNSTORABLE_TEXT);
    }
    const [after] = await database.db
      .select()
      .from(accountDetailsForms)
      .where(eq(accountDetailsForms.id, form.id));
    expect(after?.originalCreditor).toBe("Prefilled Bank");
  });
});

describe("the wizard's JSON submit", () => {
  const stored = async (userId: string) =>
    (await database.db.select().from(applications).where(eq(applications.userId, userId))).length;

  const cases: [string, Record<string, unknown>, string][] = [
    ["first name with a NUL", { firstName: "Ada\u0000" }, "firstName"],
    ["last name with a lone surrogate", { lastName: "Love\uD800lace" }, "lastName"],
    ["address with a NUL", { address: "1 Main St\u0000" }, "address"],
    ["address with a lone low surrogate", { address: "\uDC00 Main St" }, "address"],
    [
      "creditor with a lone surrogate",
      { debtAccounts: [fullDebtAccount({ originalCreditor: "Bank\uD83D" })] },
      "debtAccounts.0.originalCreditor",
    ],
    ["term with a NUL", { debtAccounts: [fullDebtAccount({ term: "36\u0000" })] }, "debtAccounts.0.term"],
  ];
  // Issue 20: every text of the wizard is one line.
  const broken: [string, Record<string, unknown>, string][] = [
    ["first name with a line feed", { firstName: "Ada\n=cmd|' /C calc'!A0" }, "firstName"],
    ["last name with a carriage return", { lastName: "Love\rlace" }, "lastName"],
    ["address with a line feed", { address: "1 Main St\nApt 2" }, "address"],
    [
      "creditor with a line break",
      { debtAccounts: [fullDebtAccount({ originalCreditor: "Bank\u2028Two" })] },
      "debtAccounts.0.originalCreditor",
    ],
    [
      "term with a line feed",
      { debtAccounts: [fullDebtAccount({ term: "36\nmonths" })] },
      "debtAccounts.0.term",
    ],
  ];

  for (const [name, overrides, field, message] of [
    ...cases.map((c) => [...c, UNSTORABLE_TEXT] as const),
    ...broken.map((c) => [...c, ONE_LINE_TEXT] as const),
  ]) {
    it(`refuses a ${name} with 422 and the field's message; nothing stored`, async () => {
      const before = await stored(customer.id);
      const answer = await submitAs(services, customer, validDraft(overrides));
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({
        ok: false,
        reason: "invalid",
        fieldErrors: { [field]: message },
      });
      expect(await stored(customer.id)).toBe(before);
    });
  }

  it("still takes tabs and any well-formed Unicode (an emoji is a surrogate pair)", async () => {
    const answer = await submitAs(
      services,
      customer,
      validDraft({
        address: "1 Main St\tApt 2 🏠",
        debtAccounts: [fullDebtAccount({ originalCreditor: "Banque Étoile 🌟" })],
      }),
    );
    expect(answer.status).toBe(201);
  });
});

describe("an admin list's search holding a NUL or a lone surrogate", () => {
  const lists = [
    ["/admin/applications", applicationsList],
    ["/admin/users", usersList],
    ["/admin/account-details", accountDetailsList],
    ["/admin/payments", paymentsList],
  ] as const;

  it("is read as text (the NUL as a space), not a failed query", async () => {
    for (const [path, loader] of lists) {
      for (const query of ["q=Ada%00Lovelace", "q=%ED%A0%80", "owner=%00"]) {
        const request = new Request(new URL(`${path}?${query}`, TEST_ORIGIN), {
          headers: { Cookie: admin.cookie },
        });
        const answer = await outcome<{ ok?: boolean }>(() =>
          (loader as (args: never) => Promise<unknown>)({
            request,
            context: contextFor(services),
            params: {},
          } as never),
        );
        expect(answer.status, `${path}?${query}`).toBe(200);
        expect(answer.body?.ok, `${path}?${query}`).not.toBe(false);
      }
    }
  });
});
