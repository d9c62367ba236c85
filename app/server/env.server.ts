import path from "node:path";
import { type CompanySettings, DEFAULT_COMPANY } from "#app/config/company.ts";
import { DEFAULT_SITE, type SiteConfig } from "#app/config/site.ts";
import { SUBMISSION_LIMITS, type SubmissionLimits } from "#app/domain/application/limits.ts";
import { z } from "#app/domain/zod.ts";

// Every setting the server reads, parsed once. README.md has the table of variables.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.url().optional(),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  // Personal data at rest (docs/decisions/0028): read by data-key.server.ts, never logged.
  DATA_ENCRYPTION_KEY: z.string().optional(),
  // The key and certificate that digitally sign the PDFs issued (issue 44): read by
  // document-signing-key.server.ts, never logged. PEM, base64 on one line, or a PEM file's path.
  DOCUMENT_SIGNING_KEY: z.string().optional(),
  DOCUMENT_SIGNING_CERTIFICATE: z.string().optional(),
  TRUST_PROXY_HEADER: z.string().toLowerCase().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Harborline Debt Relief <no-reply@harborline.example>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SITE_BRAND: z.string().optional(),
  SITE_PHONE: z.string().optional(),
  SITE_EMAIL: z.email().optional(),
  SITE_POSTAL_ADDRESS: z.string().optional(),
  // The party to the customer's contract (issue 44, app/config/company.ts).
  COMPANY_LEGAL_NAME: z.string().trim().min(1).optional(),
  COMPANY_GOVERNING_LAW: z.string().trim().min(1).optional(),
  DEDICATED_ACCOUNT_PROVIDER: z.string().trim().min(1).optional(),
  // See rate-limit.server.ts and sign-in-throttle.server.ts: attempts per account and address per
  // minute, an account's failures before strangers wait (and the longest wait), attempts per
  // address per 15 minutes, sign-ups per address per hour.
  SIGN_IN_LIMIT_PER_PAIR: z.coerce.number().int().positive().default(5),
  SIGN_IN_FAILURES_BEFORE_DELAY: z.coerce.number().int().nonnegative().default(10),
  SIGN_IN_DELAY_MAX_SECONDS: z.coerce.number().int().positive().max(300).default(30),
  SIGN_IN_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  SIGN_UP_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  // What one account may submit (docs/decisions/0029): applications awaiting a decision at
  // once, and submissions in any rolling hour.
  APPLICATIONS_PENDING_LIMIT: z.coerce.number().int().positive().default(SUBMISSION_LIMITS.pending),
  APPLICATIONS_PER_HOUR_LIMIT: z.coerce.number().int().positive().default(SUBMISSION_LIMITS.perHour),
  // Idle expiry (docs/decisions/0021): minutes of no activity before a session ends, the
  // warning's lead, and how seldom activity is written to the session's row.
  SESSION_IDLE_CUSTOMER_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60),
  SESSION_IDLE_ADMIN_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  SESSION_WARNING_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 60),
  SESSION_ACTIVITY_WRITE_SECONDS: z.coerce.number().int().positive().default(60),
  // Retention (docs/decisions/0031): how often expired rows are deleted, over all nodes, and
  // how long delivered e-mails stay readable in the outbox (the admins' mailbox).
  RETENTION_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60),
  EMAIL_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
  ADMIN_TWO_FACTOR: z.enum(["offered", "required"]).default("offered"),
  STORED_PAGES: z.enum(["on", "off"]).optional(),
  PAYMENT_PROCESSOR: z.enum(["simulated", "external"]).default("simulated"),
  PROCESSOR_WEBHOOK_SECRET: z
    .string()
    .min(32, "PROCESSOR_WEBHOOK_SECRET must be at least 32 characters")
    .optional(),
  PROCESSOR_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
});

export interface Env {
  mode: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /**
   * PUBLIC_URL is https: Secure and `__Host-` cookies, HSTS and `upgrade-insecure-requests`
   * (docs/decisions/0030). Decided by the address visitors use, not by NODE_ENV.
   */
  https: boolean;
  authSecret: string | undefined;
  /** DATA_ENCRYPTION_KEY as given (parsed by data-key.server.ts). */
  dataEncryptionKey: string | undefined;
  /** DOCUMENT_SIGNING_KEY and DOCUMENT_SIGNING_CERTIFICATE as given (document-signing-key.server.ts). */
  documentSigning: { key: string | undefined; certificate: string | undefined };
  trustProxyHeader: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  site: SiteConfig;
  /** The company that is a party to the customer's contract (app/config/company.ts). */
  company: CompanySettings;
  limits: {
    signInPerPair: number;
    /** An account's failures (24 h, every address) before strangers' attempts wait. */
    signInFailuresBeforeDelay: number;
    /** The longest such wait. */
    signInDelayMaxSeconds: number;
    signInPerAddress: number;
    signUpPerAddress: number;
    /** POST /api/applications, per account. */
    applications: SubmissionLimits;
  };
  /** Idle expiry of sessions (docs/decisions/0021); the 12 hours from sign-in are in auth.server.ts. */
  sessions: SessionPolicy;
  /** The retention job (retention.server.ts). */
  retention: { intervalSeconds: number; emailRetentionDays: number };
  /**
   * Admin two-factor sign-in (decisions.md, docs/decisions/0039): offered to every admin, or
   * required, when an admin without it reaches only Settings until it is on.
   */
  adminTwoFactor: "offered" | "required";
  /**
   * Pages rendered once and served again while what they show is unchanged (decisions 34, 36,
   * 37, 40): on unless STORED_PAGES=off; off in development unless STORED_PAGES=on.
   */
  storedPages: boolean;
  /**
   * Deposits (issue 23): "simulated" clears each scheduled deposit on its day (a job, once across
   * nodes); "external" leaves them to a processor's webhook. The webhook is open only with a secret.
   */
  processor: { mode: "simulated" | "external"; webhookSecret: string | undefined; checkSeconds: number };
}

export interface SessionPolicy {
  customerIdleSeconds: number;
  adminIdleSeconds: number;
  /** The warning dialog opens this long before the idle expiry. */
  warningSeconds: number;
  /** A request counts as activity, but the row is written at most once per this many seconds. */
  activityWriteSeconds: number;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (DATABASE_URL= ) means "not set", as in most tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && !e.AUTH_SECRET && e.DATABASE_URL) {
    throw new Error("AUTH_SECRET must be set in production when DATABASE_URL is used (all nodes share it).");
  }
  if (e.NODE_ENV === "production" && !e.DATA_ENCRYPTION_KEY && e.DATABASE_URL) {
    throw new Error(
      "DATA_ENCRYPTION_KEY must be set in production when DATABASE_URL is used (all nodes share it).",
    );
  }
  if (Boolean(e.DOCUMENT_SIGNING_KEY) !== Boolean(e.DOCUMENT_SIGNING_CERTIFICATE)) {
    throw new Error(
      "Invalid environment: DOCUMENT_SIGNING_KEY and DOCUMENT_SIGNING_CERTIFICATE are set together (the key and its certificate).",
    );
  }
  if (e.NODE_ENV === "production" && !e.DOCUMENT_SIGNING_KEY && e.DATABASE_URL) {
    throw new Error(
      "DOCUMENT_SIGNING_KEY and DOCUMENT_SIGNING_CERTIFICATE must be set in production when DATABASE_URL is used (all nodes share them).",
    );
  }
  const shortestIdle = Math.min(e.SESSION_IDLE_CUSTOMER_SECONDS, e.SESSION_IDLE_ADMIN_SECONDS);
  if (e.SESSION_WARNING_SECONDS >= shortestIdle || e.SESSION_ACTIVITY_WRITE_SECONDS >= shortestIdle) {
    throw new Error(
      "Invalid environment: SESSION_WARNING_SECONDS and SESSION_ACTIVITY_WRITE_SECONDS must be shorter than both idle timeouts.",
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    mode: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    https: isHttpsUrl(publicUrl),
    authSecret: e.AUTH_SECRET,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    documentSigning: { key: e.DOCUMENT_SIGNING_KEY, certificate: e.DOCUMENT_SIGNING_CERTIFICATE },
    trustProxyHeader: e.TRUST_PROXY_HEADER,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    site: {
      ...DEFAULT_SITE,
      brand: e.SITE_BRAND ?? DEFAULT_SITE.brand,
      phone: e.SITE_PHONE ?? DEFAULT_SITE.phone,
      supportEmail: e.SITE_EMAIL ?? DEFAULT_SITE.supportEmail,
      // The configured address, or none at all (issue 43): an empty setting is none.
      postalAddress: e.SITE_POSTAL_ADDRESS?.trim() || DEFAULT_SITE.postalAddress,
    },
    company: {
      legalName: e.COMPANY_LEGAL_NAME ?? DEFAULT_COMPANY.legalName,
      governingLaw: e.COMPANY_GOVERNING_LAW ?? DEFAULT_COMPANY.governingLaw,
      accountProvider: e.DEDICATED_ACCOUNT_PROVIDER ?? DEFAULT_COMPANY.accountProvider,
    },
    limits: {
      signInPerPair: e.SIGN_IN_LIMIT_PER_PAIR,
      signInFailuresBeforeDelay: e.SIGN_IN_FAILURES_BEFORE_DELAY,
      signInDelayMaxSeconds: e.SIGN_IN_DELAY_MAX_SECONDS,
      signInPerAddress: e.SIGN_IN_LIMIT_PER_ADDRESS,
      signUpPerAddress: e.SIGN_UP_LIMIT_PER_ADDRESS,
      applications: { pending: e.APPLICATIONS_PENDING_LIMIT, perHour: e.APPLICATIONS_PER_HOUR_LIMIT },
    },
    sessions: {
      customerIdleSeconds: e.SESSION_IDLE_CUSTOMER_SECONDS,
      adminIdleSeconds: e.SESSION_IDLE_ADMIN_SECONDS,
      warningSeconds: e.SESSION_WARNING_SECONDS,
      activityWriteSeconds: e.SESSION_ACTIVITY_WRITE_SECONDS,
    },
    retention: { intervalSeconds: e.RETENTION_INTERVAL_SECONDS, emailRetentionDays: e.EMAIL_RETENTION_DAYS },
    adminTwoFactor: e.ADMIN_TWO_FACTOR,
    storedPages: e.STORED_PAGES ? e.STORED_PAGES === "on" : e.NODE_ENV !== "development",
    processor: {
      mode: e.PAYMENT_PROCESSOR,
      webhookSecret: e.PROCESSOR_WEBHOOK_SECRET,
      checkSeconds: e.PROCESSOR_CHECK_SECONDS,
    },
  };
}

/** True when the site is reached over https (PUBLIC_URL's scheme); false for anything else, unset included. */
export function isHttpsUrl(publicUrl: string | undefined): boolean {
  return URL.parse(publicUrl ?? "")?.protocol === "https:";
}
