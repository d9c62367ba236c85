import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "#app/config/site.ts";
import { authorizationParagraphs } from "#app/content/debit-authorization.ts";
import { authorizationCutoff, ordinalDay } from "#app/domain/bank-account/authorization.ts";
import { nextDraftOn, planAuthorizationTerms } from "#app/domain/bank-account/authorization-terms.ts";
import {
  checkDraftAccount,
  checkReplaceAccount,
  draftAccountForm,
  DRAFT_ACCOUNT_MESSAGES as M,
} from "#app/domain/bank-account/draft-account-form.ts";
import {
  abaChecksumValid,
  routingNumberProblem,
  routingPrefixValid,
} from "#app/domain/bank-account/routing-number.ts";
import { parseSubmission } from "#app/domain/forms.ts";

// The draft account's rules (issue 44): the routing number's ABA check digit and Fed prefix, the
// form's messages under each field, and the authorization's terms and words. Pure: the browser
// runs the same functions before sending.

const valid = {
  holderName: "Ada Lovelace",
  routingNumber: "021000021",
  accountNumber: "000123456789",
  accountNumberAgain: "000123456789",
  accountType: "checking",
};

describe("the routing number", () => {
  it("passes real routing numbers and fails a changed digit", () => {
    for (const routing of ["021000021", "011000015", "121000358", "322271627", "061000104"]) {
      expect(abaChecksumValid(routing), routing).toBe(true);
      expect(routingNumberProblem(routing), routing).toBeNull();
    }
    expect(abaChecksumValid("021000022")).toBe(false);
    expect(routingNumberProblem("021000022")).toBe("invalid");
  });

  it("names what is wrong: nothing typed, not nine digits, or not a routing number", () => {
    expect(routingNumberProblem("")).toBe("required");
    expect(routingNumberProblem("   ")).toBe("required");
    expect(routingNumberProblem("12345678")).toBe("format");
    expect(routingNumberProblem("02100002a")).toBe("format");
    expect(routingNumberProblem("021 000 021")).toBeNull();
    // Nine digits whose check digit holds, under a prefix the Fed does not assign (13-20, 33-60, 73-79, 81-99).
    expect(abaChecksumValid("500000005")).toBe(true);
    expect(routingPrefixValid("500000005")).toBe(false);
    expect(routingNumberProblem("500000005")).toBe("invalid");
    expect(routingPrefixValid("800000000")).toBe(true);
    expect(routingPrefixValid("130000000")).toBe(false);
  });
});

describe("the draft account form", () => {
  it("keeps digits only and the holder's name trimmed", () => {
    const checked = checkDraftAccount({
      ...valid,
      holderName: "  Ada   Lovelace ",
      routingNumber: "021 000 021",
      accountNumber: "0001-2345 6789",
    });
    expect(checked).toEqual({
      ok: true,
      data: {
        holderName: "Ada Lovelace",
        routingNumber: "021000021",
        accountNumber: "000123456789",
        accountType: "checking",
      },
    });
  });

  it("puts each refusal under its field", () => {
    const refused = (values: Partial<typeof valid>) => {
      const checked = checkDraftAccount({ ...valid, ...values });
      return checked.ok ? {} : checked.fieldErrors;
    };
    expect(refused({ holderName: " " })).toEqual({ holderName: M.holderRequired });
    expect(refused({ holderName: "x".repeat(101) })).toEqual({ holderName: M.holderTooLong });
    expect(refused({ routingNumber: "" })).toEqual({ routingNumber: M.routingRequired });
    expect(refused({ routingNumber: "1234" })).toEqual({ routingNumber: M.routingFormat });
    expect(refused({ routingNumber: "123456789" })).toEqual({ routingNumber: M.routingInvalid });
    expect(refused({ accountNumber: "", accountNumberAgain: "" })).toEqual({
      accountNumber: M.accountRequired,
      accountNumberAgain: M.accountAgainRequired,
    });
    expect(refused({ accountNumber: "123", accountNumberAgain: "123" })).toEqual({
      accountNumber: M.accountFormat,
    });
    expect(refused({ accountNumber: "1".repeat(18), accountNumberAgain: "1".repeat(18) })).toEqual({
      accountNumber: M.accountFormat,
    });
    expect(refused({ accountNumber: "021000021", accountNumberAgain: "021000021" })).toEqual({
      accountNumber: M.accountIsRouting,
    });
    expect(refused({ accountNumberAgain: "000123456780" })).toEqual({
      accountNumberAgain: M.accountMismatch,
    });
    expect(refused({ accountType: "brokerage" })).toEqual({ accountType: M.typeRequired });
  });

  it("never sends the numbers back in a refused form's values", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...valid, accountNumberAgain: "999" }))
      form.set(name, value);
    const submission = parseSubmission(draftAccountForm, form);
    expect(submission.ok).toBe(false);
    expect(submission.values).toEqual({ holderName: "Ada Lovelace", accountType: "checking" });
  });

  it("a replacement also needs the typed name and its own box", () => {
    const checked = checkReplaceAccount({ ...valid, typedName: "", authorizeDebits: "" });
    expect(checked.ok ? {} : checked.fieldErrors).toEqual({
      typedName: "Type your full name to authorize the debits",
      authorizeDebits: "Tick the box to authorize the monthly debits",
    });
    expect(
      checkReplaceAccount({ ...valid, typedName: " Ada Lovelace ", authorizeDebits: "on" }),
    ).toMatchObject({
      ok: true,
      data: { typedName: "Ada Lovelace", accountNumber: "000123456789" },
    });
  });
});

describe("the authorization's terms and words", () => {
  it("takes the plan's deposit, its first day on a business day, its day and its term", () => {
    // Jan 16, 2027 is a Saturday: the first debit is Tuesday Jan 19 (Monday is MLK Day).
    expect(
      planAuthorizationTerms({
        termMonths: 36,
        monthlyDepositCents: 35_000n,
        firstDepositDate: "2027-01-16",
      }),
    ).toEqual({ amountCents: 35_000n, firstDebitOn: "2027-01-19", draftDay: 16, maxDebits: 36 });
  });

  it("a change reaches the debits due 3 business days on", () => {
    // Friday Dec 4, 2026: Mon 7, Tue 8, Wed 9.
    expect(authorizationCutoff("2026-12-04")).toBe("2026-12-09");
    expect(nextDraftOn("2026-12-09", 15)).toBe("2026-12-15");
    expect(nextDraftOn("2026-12-16", 15)).toBe("2027-01-15");
  });

  it("states the amount, the day, the first date, the term, the last fours and how to revoke", () => {
    const text = authorizationParagraphs(
      DEFAULT_SITE,
      {
        holderName: "Ada Lovelace",
        accountType: "checking",
        accountLastFour: "6789",
        routingLastFour: "0021",
      },
      { amountCents: 35_000n, firstDebitOn: "2027-01-19", draftDay: 16, maxDebits: 36 },
    ).join("\n");
    expect(text).toContain("checking account ending in 6789 (routing number ending in 0021)");
    expect(text).toContain("$350.00 each month, on the 16th of each month");
    expect(text).toContain("starting Jan 19, 2027, for up to 36 monthly debits");
    expect(text).toContain("at least 3 business days before a scheduled debit");
    expect(text).toContain(DEFAULT_SITE.phone);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(ordinalDay(1)).toBe("1st");
    expect(ordinalDay(22)).toBe("22nd");
    expect(ordinalDay(13)).toBe("13th");
    expect(ordinalDay(31)).toBe("last day");
  });
});

describe("the numbers are never read back", () => {
  it("only the cipher, the key rotation and the model that stores them name their columns", async () => {
    const { readdirSync, readFileSync, statSync } = await import("node:fs");
    const { join, relative } = await import("node:path");
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const naming = walk(join(process.cwd(), "app"))
      .filter((file) =>
        /bank_accounts\.(routing|account)_number|bankAccounts\.(routingNumber|accountNumber)/.test(
          readFileSync(file, "utf8"),
        ),
      )
      .map((file) => relative(process.cwd(), file))
      .sort();
    expect(naming).toEqual([
      "app/server/data-cipher.server.ts",
      "app/server/models/bank-account/bank-accounts.server.ts",
      "app/server/models/bank-account/fingerprint.server.ts",
      "app/server/personal-data-migration.server.ts",
    ]);
    // The model encrypts them and never decrypts them.
    const model = readFileSync(
      join(process.cwd(), "app/server/models/bank-account/bank-accounts.server.ts"),
      "utf8",
    );
    expect(model).not.toMatch(/decrypt/);
  });
});
