import { createContext, RouterContextProvider } from "react-router";
import type { Auth } from "./auth.server.ts";
import type { Clock } from "./clock.server.ts";
import type { DataCipher } from "./data-cipher.server.ts";
import type { Database, Db } from "./db.server.ts";
import type { DemoClock } from "./demo-clock.server.ts";
import type { Env } from "./env.server.ts";
import type { DocumentSigner } from "./pdf/signing-certificate.server.ts";
import type { ApplicationsFeed } from "./realtime.server.ts";
import type { UserFeed } from "./user-feed.server.ts";

/** Everything a loader or action needs from the running server, chosen in one place. */
export interface Services {
  env: Env;
  database: Database;
  db: Db;
  auth: Auth;
  secret: string;
  /** Personal data at rest (docs/decisions/0028): encrypt before writing, decrypt to show. */
  cipher: DataCipher;
  /** Changes to applications, for the admins' live list (one LISTEN per process). */
  feed: ApplicationsFeed;
  /** Changes to conversations, for the admins' Messages inbox (issue 25). */
  inboxFeed: ApplicationsFeed;
  /** Changes to what the Work Queue lists, for the admins' open Work Queue (issue 25). */
  workQueueFeed: ApplicationsFeed;
  /** Changes to each customer's own records, for their open portal (issue 25). */
  userFeed: UserFeed;
  /**
   * The program's "now" (deposits, offers, refunds, tasks, pages): the system's clock, a test's,
   * or in demo mode the demonstration's, which an admin moves ahead (clock.server.ts).
   */
  clock: Clock;
  /**
   * Always the system's clock: security never follows the demonstration's (sessions, two-factor,
   * rate limits, a webhook's timeliness, account security; tests/unit/two-clocks.test.ts).
   */
  realClock: Clock;
  /** Set only under `npm run demo` (docs/decisions/0069): the clock an admin may move ahead. */
  demo: DemoClock | null;
  /**
   * The key and certificate that digitally sign the PDFs issued (issue 44,
   * document-signing-key.server.ts), resolved at start; a test's is made when first asked for.
   */
  documentSigner: () => Promise<DocumentSigner>;
}

export interface RequestInfo {
  /** The CSP nonce of this response. */
  nonce: string;
  /** The client's address: the socket's, or the trusted proxy header's. */
  clientAddress: string;
  /**
   * True for React Router's data requests (`*.data`: client navigations, revalidations,
   * fetcher loads) rather than a document: a page already open in the browser.
   */
  dataRequest?: boolean;
  /**
   * Set only by the server itself: the Documents upload's body as it arrives from the socket,
   * counted against its limit (server/request-body.ts). The request's own body is then empty:
   * the upload goes straight to its parser, not copied chunk by chunk into a web stream first.
   */
  uploadBody?: NodeJS.ReadableStream | undefined;
  /**
   * Set only by the server itself, never from a request: render the public page once as anyone
   * signed in (customer or admin) sees it, to be stored and served (signed-in-page.server.ts).
   */
  signedInTemplate?: SignedInVariant;
  /**
   * Set only by the server itself, never from a request: this render of a person's own page may
   * be stored and served to them again while the rows it shows stay the same
   * (stored-pages/stored-page.server.ts). The root then gives the stored pages' session status;
   * the page's room sets `storable` once everything it shows has loaded, and any route whose
   * panel failed sets `refused`, which wins.
   */
  personalPage?: { storable: boolean; refused: boolean };
}

export type SignedInVariant = "customer" | "admin";

const servicesContext = createContext<Services>();
const requestInfoContext = createContext<RequestInfo>({ nonce: "", clientAddress: "unknown" });

export function createLoadContext(services: Services, info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestInfoContext, info);
  return context;
}

export function getServices(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}

/**
 * The services, or undefined while pages are prerendered at build time (no server, no
 * database: the page is rendered as an anonymous visitor sees it).
 */
export function findServices(context: Readonly<RouterContextProvider>): Services | undefined {
  try {
    return context.get(servicesContext);
  } catch {
    return undefined;
  }
}

export function getRequestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext);
}
