import { describe, expect, it } from "vitest";
import { passwordScore } from "./password-score.ts";
import {
  MAX_PASSWORD_LENGTH,
  PASSWORD_MESSAGES,
  passwordProblems,
  passwordStrengthLabel,
} from "./password-strength.ts";

describe("passwordScore (spec section 5: one point per rule)", () => {
  it.each([
    ["", 0],
    ["abc", 1], // lowercase only
    ["ABC", 1], // uppercase only
    ["123", 1], // digit only
    ["!!!", 1], // special only
    ["abcdefgh", 2], // length + lowercase
    ["Abc", 2], // uppercase + lowercase
    ["Abcdefgh", 3], // length + upper + lower
    ["Abcdefg1", 4], // length + upper + lower + digit
    ["Abcdef1!", 5], // all five
    ["aB1!", 4], // everything but the length
    ["12345678", 2], // length + digit
  ])("%j scores %i", (password, expected) => {
    expect(passwordScore(password)).toBe(expected);
  });

  it("counts a space or punctuation as a special character", () => {
    expect(passwordScore("abc def")).toBe(2);
    expect(passwordScore("abc.def")).toBe(2);
  });
});

describe("passwordStrengthLabel", () => {
  it.each([
    [0, "Very Weak"],
    [1, "Very Weak"],
    [2, "Weak"],
    [3, "Fair"],
    [4, "Good"],
    [5, "Strong"],
  ])("score %i is %s", (score, label) => {
    expect(passwordStrengthLabel(score)).toBe(label);
  });

  it("clamps scores outside 0-5", () => {
    expect(passwordStrengthLabel(-1)).toBe("Very Weak");
    expect(passwordStrengthLabel(9)).toBe("Strong");
  });

  it("labels a real password through its score", () => {
    expect(passwordStrengthLabel(passwordScore("Abcdef1!"))).toBe("Strong");
    expect(passwordStrengthLabel(passwordScore("abcdefgh"))).toBe("Weak");
  });
});

describe("passwordProblems", () => {
  it("accepts a long, mixed, uncommon password", () => {
    expect(passwordProblems("Harbor-Light-42")).toEqual([]);
    expect(passwordProblems("Harbor-Light-42", "ada@test.example")).toEqual([]);
  });

  it("refuses a password under 8 characters", () => {
    const problems = passwordProblems("Tq9!zk");
    expect(problems).toContain(PASSWORD_MESSAGES.tooShort);
    expect(problems).not.toContain(PASSWORD_MESSAGES.tooLong);
  });

  it("asks a new password of 8 or 9 characters for 10, in words of its own, and takes 10 (issue 41)", () => {
    expect(passwordProblems("Tq9!zkRw")).toEqual([PASSWORD_MESSAGES.tooShortForNew]);
    expect(passwordProblems("Tq9!zkRwx")).toEqual([PASSWORD_MESSAGES.tooShortForNew]);
    expect(passwordProblems("Tq9!zkRwxy")).toEqual([]);
  });

  it(`refuses a password over ${MAX_PASSWORD_LENGTH} characters but accepts exactly ${MAX_PASSWORD_LENGTH}`, () => {
    const atLimit = `Tq9!${"zkRw".repeat((MAX_PASSWORD_LENGTH - 4) / 4)}`;
    expect(atLimit).toHaveLength(MAX_PASSWORD_LENGTH);
    expect(passwordProblems(atLimit)).not.toContain(PASSWORD_MESSAGES.tooLong);
    const tooLong = `${atLimit}x`;
    expect(passwordProblems(tooLong)).toContain(PASSWORD_MESSAGES.tooLong);
  });

  it("refuses a score below 3 and accepts a score of 3", () => {
    expect(passwordProblems("tqzkrwmvpl")).toContain(PASSWORD_MESSAGES.tooWeak); // score 2
    expect(passwordProblems("Tqzkrwmvpl")).not.toContain(PASSWORD_MESSAGES.tooWeak); // score 3
  });

  it("refuses this site's own words even with digits and symbols around them (the breach list is the server's)", () => {
    expect(passwordProblems("HARBORLINE#12")).toEqual([PASSWORD_MESSAGES.tooCommon]);
    expect(passwordProblems("!!Debtrelief2024")).toContain(PASSWORD_MESSAGES.tooCommon);
  });

  it("refuses a password whose letters are fewer than four", () => {
    expect(passwordProblems("12345678Ab!")).toContain(PASSWORD_MESSAGES.tooCommon);
  });

  it("refuses a password containing the e-mail's local part, case-insensitively", () => {
    const problems = passwordProblems("Xx-Margaret-77", "margaret@test.example");
    expect(problems).toEqual([PASSWORD_MESSAGES.containsEmail]);
    expect(passwordProblems("Xx-MARGARET-77", "Margaret@test.example")).toContain(
      PASSWORD_MESSAGES.containsEmail,
    );
  });

  it("ignores a local part shorter than 3 characters", () => {
    expect(passwordProblems("Harbor-Light-42", "al@test.example")).toEqual([]);
  });

  it("lists every reason at once", () => {
    const problems = passwordProblems("abc", "abc@test.example");
    expect(problems).toEqual([
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.tooWeak,
      PASSWORD_MESSAGES.tooCommon,
      PASSWORD_MESSAGES.containsEmail,
    ]);
  });
});
