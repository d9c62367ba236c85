import { describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "#app/domain/password-strength.ts";
import { isBreachedPassword, newPasswordProblems } from "./password-rules.server.ts";

// A new password is refused when it is on a list of passwords found in breaches (issue 41: the
// outside re-test set `abcdefg1`), with or without the digits and symbols around it, or under 10
// characters; the list is a package's, read on the server.

describe("newPasswordProblems", () => {
  it("refuses the re-test's password and other breached ones, with digits and symbols around them", () => {
    expect(newPasswordProblems("abcdefg1")).toContain(PASSWORD_MESSAGES.tooCommon);
    expect(newPasswordProblems("abcdefg1")).toContain(PASSWORD_MESSAGES.tooShortForNew);
    for (const password of ["Password123!", "!!Qwerty2024", "Summer2024!", "Letmein!2025"]) {
      expect(newPasswordProblems(password), password).toContain(PASSWORD_MESSAGES.tooCommon);
    }
  });

  it("accepts a long password found in no breach list", () => {
    expect(isBreachedPassword("Harbor-Light-42")).toBe(false);
    expect(newPasswordProblems("Harbor-Light-42", "ada@test.example")).toEqual([]);
  });

  it("says each reason once", () => {
    const problems = newPasswordProblems("Password");
    expect(problems.filter((problem) => problem === PASSWORD_MESSAGES.tooCommon)).toHaveLength(1);
  });
});
