import { describe, expect, test } from "vitest";
import { newPasswordHints } from "./new-password-hints.ts";

describe("newPasswordHints", () => {
  test("nothing typed: nothing said", () => {
    expect(newPasswordHints("", "")).toEqual({ newPassword: undefined, confirmPassword: undefined });
  });

  test("too short from the first character to the seventh (the spec's words), short for a new one at eight and nine", () => {
    expect(newPasswordHints("a", "").newPassword).toBe("Password must be at least 8 characters long");
    expect(newPasswordHints("Abcdef1", "").newPassword).toBe("Password must be at least 8 characters long");
    expect(newPasswordHints("Abcdef1!", "").newPassword).toBe(
      "Use at least 10 characters: passwords this short are easy to guess",
    );
    expect(newPasswordHints("Abcdef1!xy", "").newPassword).toBeUndefined();
  });

  test("a mismatch only once the confirmation holds something", () => {
    expect(newPasswordHints("Abcdef1!", "").confirmPassword).toBeUndefined();
    expect(newPasswordHints("Abcdef1!", "A").confirmPassword).toBe("New passwords do not match");
    expect(newPasswordHints("", "A").confirmPassword).toBe("New passwords do not match");
    expect(newPasswordHints("Abcdef1!", "Abcdef1!").confirmPassword).toBeUndefined();
  });

  test("both at once: each under its own field", () => {
    expect(newPasswordHints("Ab1", "Ab12")).toEqual({
      newPassword: "Password must be at least 8 characters long",
      confirmPassword: "New passwords do not match",
    });
  });
});
