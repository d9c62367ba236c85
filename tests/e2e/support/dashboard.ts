import crypto from "node:crypto";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from "@playwright/test";
import type { ApplicationDraft } from "#app/domain/application/draft.ts";
import { validDraft } from "#tests/support/application-draft.ts";
import { newUser, signedInClient, type TestUser } from "./accounts.ts";

// A signed-in applicant with applications already submitted (through POST /api/applications,
// as the wizard sends them), and a browser page holding the same session.

export interface Applicant {
  user: TestUser;
  client: APIRequestContext;
  context: BrowserContext;
  page: Page;
  /** The applications' ids, in the order they were submitted. */
  ids: string[];
}

export async function submitApplication(
  client: APIRequestContext,
  overrides: Partial<ApplicationDraft> = {},
): Promise<string> {
  const response = await client.post("/api/applications", {
    data: { submissionId: crypto.randomUUID(), application: validDraft(overrides) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { applicationId: string }).applicationId;
}

export async function applicant(
  browser: Browser,
  drafts: Partial<ApplicationDraft>[] = [],
  viewport = { width: 1280, height: 900 },
): Promise<Applicant> {
  const user = newUser();
  const client = await signedInClient(user);
  const ids: string[] = [];
  for (const overrides of drafts) ids.push(await submitApplication(client, overrides));
  // The session only: not the sign-up's "Account created" toast still waiting in its cookie.
  const state = await client.storageState();
  const cookies = state.cookies.filter((cookie) => cookie.name !== "harborline_flash");
  const context = await browser.newContext({ storageState: { ...state, cookies }, viewport });
  const page = await context.newPage();
  return { user, client, context, page, ids };
}

export async function closeApplicant(person: Applicant): Promise<void> {
  await person.context.close();
  await person.client.dispose();
}

/** Opens a dashboard URL and waits until its controls work (hydrated). */
export async function openDashboard(page: Page, path = "/dashboard"): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();
}

/** "…-1a2b3c4d" → "1a2b3c4d": the number the dashboard shows. */
export const numberOf = (id: string) => id.slice(-8);
