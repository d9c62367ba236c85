// What two-factor sign-in says (issue 12 for admins, issue 20 for customers too), apart from its
// forms (two-factor.ts), so that a page showing only a banner (the admin frame) loads no Zod.

export const TWO_FACTOR_MESSAGES = {
  codeFormat: "Enter the 6-digit code from your authenticator app",
  recoveryFormat: "Enter one of your recovery codes, like abcde-12345",
  wrongCode: "The code is not correct. Please try again.",
  codeUsed: "This code has already been used. Please wait for the next code in your app.",
  wrongRecoveryCode: "This recovery code is not correct or has already been used.",
  tooMany: "Too many wrong codes. Please wait a few minutes, then sign in again.",
  expired: "Your sign-in has timed out. Please sign in again.",
  passwordRequired: "Enter your password",
  wrongPassword: "The password is not correct",
  enrolStarted: "Scan the QR code, then enter the code your app shows.",
  enabled: "Two-factor sign-in is on",
  alreadyOn: "Two-factor sign-in is already on. Turn it off first to set up a new app.",
  disabled: "Two-factor sign-in is off",
  failed: "Two-factor sign-in could not be changed. Please try again.",
  banner: "Protect your admin account: turn on two-factor sign-in in Settings.",
  requiredBanner:
    "Two-factor sign-in is required for every admin. Turn it on below to open the rest of the back office.",
  requiredCannotDisable: "Two-factor sign-in is required for every admin, so it cannot be turned off.",
} as const;
