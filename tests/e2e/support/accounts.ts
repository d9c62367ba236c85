import crypto from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { PASSWORD } from "./constants.ts";
import { waitForHydrationIfScripted } from "./hydration.ts";

// Signing up and in through the forms, for the tests whose subject they are (accounts.spec.ts,
// the wizard's half-way sign-up). Other tests start as a persona (test.ts).

export interface TestUser {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
}

/** A user no other test uses. */
export function newUser(): TestUser {
  const id = crypto.randomBytes(5).toString("hex");
  return {
    firstName: "Grace",
    lastName: `Hopper${id}`,
    phone: "5551234567",
    email: `user-${id}@test.example`,
    password: PASSWORD,
  };
}

export async function signUpInBrowser(page: Page, user: TestUser): Promise<void> {
  await page.goto("/auth?mode=sign-up");
  await submitSignUpForm(page, user);
}

/** Fills and sends the sign-up form already on the page. */
export async function sendSignUpForm(page: Page, user: TestUser): Promise<void> {
  await waitForHydrationIfScripted(page);
  await page.getByLabel("First Name").fill(user.firstName);
  await page.getByLabel("Last Name").fill(user.lastName);
  await page.getByLabel("Phone").fill(user.phone);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
}

/** Fills and sends the sign-up form already on the page, and waits for its confirmation. */
export async function submitSignUpForm(page: Page, user: TestUser): Promise<void> {
  await sendSignUpForm(page, user);
  await expect(page.getByText("Account created successfully! Please sign in.")).toBeVisible();
}

/** Fills and sends the sign-in form without waiting for the outcome (for refusals). */
export async function submitSignInForm(
  page: Page,
  email: string,
  password: string,
  path = "/auth",
): Promise<void> {
  if (!page.url().includes(path)) await page.goto(path);
  await waitForHydrationIfScripted(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * Signs in and waits until the browser has left the sign-in page, so the session cookie is
 * set: a `page.goto` straight after the click would cancel the form's POST half-way.
 */
export async function signInInBrowser(
  page: Page,
  email: string,
  password: string,
  path = "/auth",
): Promise<void> {
  await submitSignInForm(page, email, password, path);
  await expect(page).not.toHaveURL(/\/auth(\?|$)/);
}
