import fs from "node:fs";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { E2E_TYPED_FILE } from "./constants.ts";

// The personal values of the run, for the log canary (log-canary.ts): everything typed into a
// text field of a page (names, e-mails, phones, SSN digits, addresses, dates, passwords…), read
// in the browser when a field changes or its form is submitted, and every persona's details and
// session token. One JSON string a line, appended by every worker.

/** Shorter values (a "No", a count) would match by chance; none of the personal ones is. */
export const MIN_VALUE_LENGTH = 4;

export function recordValues(...values: (string | null | undefined)[]): void {
  const kept = values.filter((value): value is string => !!value && value.trim().length >= MIN_VALUE_LENGTH);
  if (kept.length === 0) return;
  fs.mkdirSync(path.dirname(E2E_TYPED_FILE), { recursive: true });
  fs.appendFileSync(E2E_TYPED_FILE, kept.map((value) => `${JSON.stringify(value.trim())}\n`).join(""));
}

const BINDING = "__harborlineTyped";
const recording = new WeakSet<BrowserContext>();

/** In the page: reports a text field's value when it changes and every text field of a form submitted. */
function browserRecorder(binding: string) {
  const textTypes = new Set(["text", "email", "tel", "password", "date", "number", "search", "url", ""]);
  const report = (element: unknown) => {
    const field = element as HTMLInputElement | HTMLTextAreaElement;
    if (!field || typeof field.value !== "string" || field.value === "") return;
    const isText = field.tagName === "TEXTAREA" || (field.tagName === "INPUT" && textTypes.has(field.type));
    if (!isText) return;
    const send = (window as unknown as Record<string, ((value: string) => Promise<void>) | undefined>)[
      binding
    ];
    send?.(field.value).catch(() => {});
  };
  document.addEventListener("change", (event) => report(event.target), true);
  document.addEventListener(
    "submit",
    (event) => {
      for (const element of Array.from((event.target as HTMLFormElement).elements ?? [])) report(element);
    },
    true,
  );
}

/** Records what is typed in every page of `context`. */
export async function recordTypedIn(context: BrowserContext): Promise<void> {
  if (recording.has(context)) return;
  recording.add(context);
  await context.exposeBinding(BINDING, (_source, value: unknown) => {
    if (typeof value === "string") recordValues(value);
  });
  await context.addInitScript(browserRecorder, BINDING);
}
