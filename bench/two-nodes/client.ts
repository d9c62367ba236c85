// A visitor of the site as the bench drives it: plain fetch, its own cookie jar, its own
// client address (sent in X-Forwarded-For, the header the nodes trust here), and the same
// form posts and JSON submit the pages make. Nothing here reaches into the database.
import crypto from "node:crypto";
import type { ApplicationDraft } from "../../app/domain/application/draft.ts";
import { validDebtAccount, validDraft } from "../../tests/support/application-draft.ts";
import { applicationVersion } from "./ledger.ts";

export const PASSWORD = "Harbor-Light-42";

/** The sign-up form's fields for a new customer with this address. */
export function signUpForm(email: string): Record<string, string> {
  return {
    intent: "sign-up",
    firstName: "Ada",
    lastName: "Lovelace",
    phone: "5551234567",
    email,
    password: PASSWORD,
  };
}

/** Anything with an origin: an app node. */
export interface Target {
  origin: string;
}

let addresses = 0;
/** A client address no other visitor of this run has (10.x.y.z). */
export function newAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${crypto.randomBytes(5).toString("hex")}@test.example`;
}

/** An application of `accounts` debt accounts, its applicant's address unique (the approval e-mail goes there). */
export function applicationDraft(email: string, accounts = 3): ApplicationDraft {
  return validDraft({
    email,
    debtAccounts: Array.from({ length: accounts }, (_, i) =>
      validDebtAccount({ originalCreditor: `Creditor ${i}` }),
    ),
  });
}

export interface Answer {
  status: number;
  location: string | null;
  body: string;
}

export class Visitor {
  readonly cookies = new Map<string, string>();
  readonly address: string;
  constructor(address: string = newAddress()) {
    this.address = address;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const equals = pair.indexOf("=");
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(
    target: Target,
    path: string,
    init: {
      method?: string;
      body?: string | Uint8Array<ArrayBuffer>;
      contentType?: string;
      timeoutMs?: number;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { "x-forwarded-for": this.address };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    if (init.method && init.method !== "GET") headers.origin = target.origin;
    if (init.contentType) headers["content-type"] = init.contentType;
    const response = await fetch(`${target.origin}${path}`, {
      method: init.method ?? "GET",
      headers,
      body: init.body,
      redirect: "manual",
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
    });
    this.keep(response);
    return {
      status: response.status,
      location: response.headers.get("location"),
      body: await response.text(),
    };
  }

  post(target: Target, path: string, fields: Record<string, string>): Promise<Answer> {
    return this.request(target, path, {
      method: "POST",
      body: new URLSearchParams(fields).toString(),
      contentType: "application/x-www-form-urlencoded",
    });
  }

  /** A form sent as multipart/form-data (the Messages room's), encoded as the browser's FormData. */
  async postMultipart(target: Target, path: string, fields: Record<string, string>): Promise<Answer> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const encoded = new Request(`${target.origin}${path}`, { method: "POST", body: form });
    return this.request(target, path, {
      method: "POST",
      body: new Uint8Array(await encoded.arrayBuffer()),
      contentType: encoded.headers.get("content-type") ?? "multipart/form-data",
    });
  }

  async signUp(target: Target, email: string): Promise<void> {
    const answer = await this.post(target, "/auth?mode=sign-up", signUpForm(email));
    if (answer.status !== 302) throw new Error(`sign-up answered ${answer.status}`);
  }

  /** The sign-in form's POST: 302 when signed in, 400 for a wrong password, 429 when limited. */
  signIn(target: Target, email: string, password = PASSWORD, path = "/auth"): Promise<Answer> {
    return this.post(target, path, { intent: "sign-in", email, password });
  }

  signOut(target: Target): Promise<Answer> {
    return this.post(target, "/auth/sign-out", {});
  }

  /** True when `target` shows this visitor their dashboard (a signed-in customer's page). */
  async seesDashboard(target: Target): Promise<boolean> {
    const answer = await this.request(target, "/dashboard");
    return answer.status === 200;
  }

  /** The wizard's submit; the application's id when stored (201, or 200 for a repeat of the same submission). */
  async submit(
    target: Target,
    submissionId: string,
    application: ApplicationDraft,
  ): Promise<{ status: number; applicationId: string | null }> {
    const answer = await this.request(target, "/api/applications", {
      method: "POST",
      body: JSON.stringify({ submissionId, application }),
      contentType: "application/json",
    });
    let applicationId: string | null = null;
    if (answer.status === 200 || answer.status === 201) {
      applicationId = (JSON.parse(answer.body) as { applicationId?: string }).applicationId ?? null;
    }
    return { status: answer.status, applicationId };
  }

  /**
   * Applications Management's "Approve App", on the version the database holds now (as the page
   * would send it; a decision without one is refused since issue 20).
   */
  async approve(target: Target, applicationId: string, databaseUrl: string): Promise<Answer> {
    return this.post(target, "/admin/applications", {
      intent: "lifecycle",
      action: "approve",
      applicationId,
      version: await applicationVersion(databaseUrl, applicationId),
    });
  }
}

/**
 * An open live stream, as a page's EventSource: an admin's (GET /admin/applications/events, its
 * `applications` events) by default, or a customer's (GET /dashboard/events, `changed`).
 */
export interface LiveStream {
  /** Times (performance.now()) at which an event of the stream's name arrived. */
  events: number[];
  /** Each such event's data, in the same order. */
  data: string[];
  /** Resolves when the stream ends (server shut down, session gone, connection lost). */
  ended: Promise<void>;
  close(): void;
}

export async function openLiveStream(
  target: Target,
  visitor: Visitor,
  path = "/admin/applications/events",
  name = "applications",
): Promise<LiveStream> {
  const controller = new AbortController();
  const response = await fetch(`${target.origin}${path}`, {
    headers: {
      cookie: visitor.cookieHeader,
      "x-forwarded-for": visitor.address,
      accept: "text/event-stream",
    },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) {
    controller.abort();
    throw new Error(`the live stream ${path} answered ${response.status}`);
  }
  const events: number[] = [];
  const data: string[] = [];
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const lines = buffer.slice(0, end).split("\n");
          if (lines[0] === `event: ${name}`) {
            events.push(performance.now());
            data.push(lines.find((line) => line.startsWith("data: "))?.slice(6) ?? "");
          }
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // Aborted or dropped: the stream has ended either way.
    }
  })();
  return { events, data, ended, close: () => controller.abort() };
}
