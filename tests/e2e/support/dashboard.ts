import crypto from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { ApplicationDraft } from "#app/domain/application/draft.ts";
import { validDraft } from "#tests/support/application-draft.ts";
import { waitForHydration } from "./hydration.ts";
import type { SignedIn, SignInOptions } from "./test.ts";

// A signed-in applicant (a persona, see test.ts) with applications already submitted
// (through POST /api/applications, as the wizard sends them), and a browser page holding the
// same session.

export interface Applicant extends SignedIn {
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

/**
 * A customer made by the test's `asCustomer` fixture, who has submitted `drafts`. Unless told
 * otherwise they have not confirmed their address yet, like someone who has just signed up:
 * the dashboard's journeys were written for that page, its notice included.
 */
export async function applicant(
  asCustomer: (options?: SignInOptions) => Promise<SignedIn>,
  drafts: Partial<ApplicationDraft>[] = [],
  viewport = { width: 1280, height: 900 },
): Promise<Applicant> {
  const person = await asCustomer({ emailVerified: false, context: { viewport } });
  const ids: string[] = [];
  for (const overrides of drafts) ids.push(await submitApplication(person.api, overrides));
  return { ...person, ids };
}

/** Opens a dashboard URL and waits until its controls work (hydrated). */
export async function openDashboard(page: Page, path = "/dashboard"): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();
}

/** "…-1a2b3c4d" → "1a2b3c4d": the number the dashboard shows. */
export const numberOf = (id: string) => id.slice(-8);

/**
 * The portal's live stream (issue 25) kept from this page, as when it cannot connect: for the
 * tests of what the server refuses to a page that was not told of a change made meanwhile (with
 * the stream, the page would already show the change, and the refusal could not be reached).
 */
export async function withoutLiveUpdates(page: Page): Promise<void> {
  // Whatever its query (its first opening says when the page was read: `?since=`).
  await page.route(
    (url) => url.pathname === "/dashboard/events",
    (route) => route.abort(),
  );
}
