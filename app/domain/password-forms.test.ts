import { describe, expect, it } from "vitest";
import { parseSubmission } from "./forms.ts";
import {
  changePasswordForm,
  forgotPasswordForm,
  isWellFormedResetToken,
  resetPasswordForm,
} from "./password-forms.ts";

const fieldErrorsOf = (result: ReturnType<typeof parseSubmission>) => (result.ok ? {} : result.fieldErrors);

describe("the password forms", () => {
  it("asks for the new password twice, and says when they differ", () => {
    expect(
      fieldErrorsOf(parseSubmission(resetPasswordForm, { newPassword: "", confirmPassword: "" })),
    ).toEqual({
      newPassword: "Enter a new password",
      confirmPassword: "Confirm your new password",
    });
    expect(
      fieldErrorsOf(
        parseSubmission(resetPasswordForm, {
          newPassword: "Harbor-Light-42",
          confirmPassword: "Harbor-Light-43",
        }),
      ),
    ).toEqual({ confirmPassword: "New passwords do not match" });
    expect(
      fieldErrorsOf(parseSubmission(resetPasswordForm, { newPassword: "Ab1!", confirmPassword: "Ab1!" })),
    ).toEqual({
      newPassword: "Password must be at least 8 characters long",
    });
  });

  it("requires the current password to change it, and never echoes a password back", () => {
    const refused = parseSubmission(changePasswordForm, {
      currentPassword: "",
      newPassword: "Harbor-Light-42",
      confirmPassword: "Harbor-Light-42",
    });
    expect(fieldErrorsOf(refused)).toEqual({ currentPassword: "Enter your current password" });
    expect(refused.values).toEqual({});
    const accepted = parseSubmission(changePasswordForm, {
      currentPassword: "old one",
      newPassword: "Harbor-Light-42",
      confirmPassword: "Harbor-Light-42",
    });
    expect(accepted.ok).toBe(true);
  });

  it("reads the address of a reset request with the sign-up's rule", () => {
    expect(fieldErrorsOf(parseSubmission(forgotPasswordForm, { email: "ada@" }))).toEqual({
      email: "Invalid email address",
    });
    const ok = parseSubmission(forgotPasswordForm, { email: " Ada@Example.COM " });
    expect(ok.ok && ok.data.email).toBe("ada@example.com");
  });

  it.each([
    ["abcdefghijklmnopqrstuvwx", true],
    ["ABCdef0123456789ghijKLMN", true],
    ["short", false],
    ["abcdefghijklmnop/../../x", false],
    ["abcdefghijklmnopqrstuvw%00", false],
    ["", false],
    ["a".repeat(65), false],
  ])("a reset token %j is well formed: %s", (token, expected) => {
    expect(isWellFormedResetToken(token)).toBe(expected);
  });
});
