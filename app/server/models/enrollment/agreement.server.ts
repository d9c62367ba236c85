import { and, eq, isNull, sql } from "drizzle-orm";
import type { ContractCompany } from "#app/config/company.ts";
import { DEFAULT_SITE, type SiteConfig } from "#app/config/site.ts";
import { authorizationParagraphs } from "#app/content/debit-authorization.ts";
import {
  DISCLOSURE_SECTIONS,
  disclosureFigures,
  ESIGN_CONSENT,
  fillDisclosures,
} from "#app/content/disclosures.ts";
import { applicationNumber } from "#app/domain/application/labels.ts";
import { planAuthorizationTerms } from "#app/domain/bank-account/authorization-terms.ts";
import {
  AGREEMENT_TRANSITIONS,
  type AgreementAction,
  type AgreementActor,
  type AgreementState,
  agreementRefusal,
} from "#app/domain/enrollment/agreement.ts";
import type { PlanTerms } from "#app/domain/enrollment/plan.ts";
import { planView } from "#app/domain/enrollment/plan-view.ts";
import { projectProgramState } from "#app/domain/projection/program-projection.ts";
import { applications, bankAccounts, enrollmentPlans } from "#db/schema.ts";
import { type AgreementDetails, agreementPdf } from "../../agreement/agreement-pdf.server.ts";
import {
  AGREEMENT_TERMS_VERSION,
  AGREEMENT_VERSION,
  DISCLOSURES_VERSION,
  ESIGN_VERSION,
} from "../../agreement/agreement-version.server.ts";
import { signedAgreementPdf } from "../../agreement/signed-agreement.server.ts";
import type { DataCipher } from "../../data-cipher.server.ts";
import type { Db } from "../../db.server.ts";
import { logger } from "../../logger.server.ts";
import { canSign } from "../../pdf/sign-pdf.server.ts";
import type { DocumentSigner } from "../../pdf/signing-certificate.server.ts";
import { changeState, type StateChangeResult, type StateRecipe } from "../../state-change.server.ts";
import { isApplicationId } from "../application/customer-reads.server.ts";
import {
  authorizeDebits,
  DEBIT_AUTHORIZATION_VERSION,
  type NoticeSite,
} from "../bank-account/bank-accounts.server.ts";
import { findActiveBankAccount } from "../bank-account/draft-account-reads.server.ts";
import { recordConsent } from "../consent/consents.server.ts";
import { sha256Hex, storeDocument } from "../document/documents.server.ts";
import { readProgramFacts } from "../projection/read-facts.server.ts";

// The enrollment agreement's changes of state (issue 22), by the one recipe
// (state-change.server.ts): the customer signs the plan revision their page showed, an admin
// changes the terms of an unsigned plan. A signature writes, in one transaction: the plan signed
// at that revision, the audit row, the two consent records (ESIGN first, then the agreement, with
// the PDF's SHA-256) and both copies of the agreement in the document store. The PDF is made
// before the transaction, from the revision the page showed; a plan changed since is refused.
// The signed copy (issue 44) is the same pages with the signature block filled in, then the
// signature certificate, digitally signed (PAdES) with the server's document-signing key; while
// that key's certificate has expired, signing is refused (docs/decisions/0067).

export { AGREEMENT_TERMS_VERSION, AGREEMENT_VERSION, DISCLOSURES_VERSION, ESIGN_VERSION };

interface AgreementRow extends AgreementState {
  /** The application's id. */
  id: string;
  /** The plan's revision, as the version a page saw. */
  version: string;
  revision: number;
  termMonths: number;
  monthlyDepositCents: bigint;
  firstDepositDate: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  /** Encrypted (docs/decisions/0028): read only to write the contract's parties. */
  address: string;
  state: string | null;
  email: string;
  planUpdatedAt: Date;
}

const rowColumns = {
  id: applications.id,
  userId: applications.userId,
  firstName: applications.firstName,
  lastName: applications.lastName,
  address: applications.address,
  state: applications.state,
  email: applications.email,
  applicationStatus: applications.status,
  enrollmentStatus: applications.enrollmentStatus,
  revision: enrollmentPlans.revision,
  termMonths: enrollmentPlans.termMonths,
  monthlyDepositCents: enrollmentPlans.monthlyDepositCents,
  firstDepositDate: enrollmentPlans.firstDepositDate,
  signedAt: enrollmentPlans.signedAt,
  planUpdatedAt: enrollmentPlans.updatedAt,
  // The draft account given (issue 44): no signature without it.
  draftAccount: sql<boolean>`exists (select 1 from ${bankAccounts} where ${bankAccounts.applicationId} = ${applications.id} and ${bankAccounts.status} = 'active')`,
};

async function readAgreement(db: Db, applicationId: string): Promise<AgreementRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(applications)
    .innerJoin(enrollmentPlans, eq(enrollmentPlans.applicationId, applications.id))
    .where(eq(applications.id, applicationId));
  if (!row) return undefined;
  const { signedAt, ...rest } = row;
  return { ...rest, signed: signedAt !== null, version: String(row.revision) };
}

export interface AgreementCaller {
  id: string;
  email: string;
  role: "admin" | "customer";
}

/**
 * What the contract needs beyond the application: the company, the key to read the address, and
 * the site's words (the debit authorization's text names its brand and contacts).
 */
export interface ContractSources {
  company: ContractCompany;
  cipher: DataCipher;
  /** The site's words; the default site's when not given. */
  site?: SiteConfig | undefined;
}

/** The customer's address as the contract states it: the application's, with the state. */
function customerAddress(address: string, state: string | null): string {
  const trimmed = address.trim();
  return state && !new RegExp(`\\b${state}\\b`).test(trimmed) ? `${trimmed}, ${state}` : trimmed;
}

/**
 * The unsigned agreement of an application's current plan revision, and what it was made from:
 * the plan as offered (the program's one projection with no account yet: issue 43), on the
 * company's day of the revision, so the same plan always gives the same bytes.
 */
export async function makeAgreement(db: Db, applicationId: string, sources: ContractSources) {
  const row = await readAgreement(db, applicationId);
  if (!row) return null;
  // The debit authorization the signature gives (issue 44): the draft account's last fours and
  // the plan's terms, so the agreement's SHA-256 covers it too.
  const bankAccount = await findActiveBankAccount(db, applicationId);
  const terms = planAuthorizationTerms(row);
  const [facts] = await readProgramFacts(db, { applicationId }, row.planUpdatedAt);
  if (!facts) return null;
  const offered = projectProgramState({
    ...facts,
    debts: facts.debts.map((debt) => ({ ...debt, enrolled: null })),
    account: null,
  });
  const view = planView(offered, row.revision);
  const details: AgreementDetails = {
    company: sources.company,
    customer: {
      name: `${row.firstName} ${row.lastName}`,
      address: customerAddress(sources.cipher.decrypt("applications.address", row.address), row.state),
    },
    applicationNumber: `#${applicationNumber(row.id)}`,
    plan: view,
    disclosures: fillDisclosures(DISCLOSURE_SECTIONS, disclosureFigures(view)),
    esign: ESIGN_CONSENT,
    madeAt: row.planUpdatedAt,
    ...(bankAccount
      ? {
          debitAuthorization: {
            holderName: bankAccount.holderName,
            accountType: bankAccount.accountType,
            accountLastFour: bankAccount.accountLastFour,
            routingLastFour: bankAccount.routingLastFour,
            paragraphs: authorizationParagraphs(sources.site ?? DEFAULT_SITE, bankAccount, terms),
          },
        }
      : {}),
  };
  const bytes = await agreementPdf(details);
  return { row, view, details, bytes, sha256: sha256Hex(bytes), bankAccount, terms };
}

export interface SigningRequest {
  typedName: string;
  clientAddress: string | null;
  userAgent: string | null;
  /** The signer's zone, for the time the signature block and its certificate state. */
  timeZone: string;
  cipher: DataCipher;
  company: ContractCompany;
  /** The server's document-signing key and certificate (services.documentSigner()). */
  signer: DocumentSigner;
  /** The site's words (the authorization's text) and where its e-mailed copy points. */
  notice: NoticeSite;
}

type Agreement = NonNullable<Awaited<ReturnType<typeof makeAgreement>>>;

interface Prepared {
  agreement: Agreement | null;
}

function agreementRecipe(
  signing: SigningRequest | null,
  terms: PlanTerms | null,
): StateRecipe<AgreementRow, AgreementAction, AgreementActor, AgreementCaller, Prepared> {
  return {
    target: "application",
    table: AGREEMENT_TRANSITIONS,
    isId: isApplicationId,
    read: readAgreement,
    actorOf: (row, caller) =>
      caller.role === "admin" ? "admin" : row.userId !== null && row.userId === caller.id ? "owner" : null,
    async write(tx, row, action, now) {
      const unsigned = and(
        eq(enrollmentPlans.applicationId, row.id),
        eq(enrollmentPlans.revision, row.revision),
        isNull(enrollmentPlans.signedAt),
      );
      const changes =
        action === "sign"
          ? { signedRevision: row.revision, signedAt: now, updatedAt: now }
          : {
              termMonths: terms?.termMonths,
              monthlyDepositCents: terms?.monthlyDepositCents,
              firstDepositDate: terms?.firstDepositDate,
              revision: sql`${enrollmentPlans.revision} + 1`,
              updatedAt: now,
            };
      const written = await tx
        .update(enrollmentPlans)
        .set(changes)
        .where(unsigned)
        .returning({ id: enrollmentPlans.id });
      return written.length > 0 ? readAgreement(tx, row.id) : undefined;
    },
    refusal: agreementRefusal,
    auditAction: (action) => (action === "sign" ? "agreement_signed" : "plan_changed"),
    auditState: (row) => ({
      planRevision: row.revision,
      signed: row.signed,
      termMonths: row.termMonths,
      // Whole cents, as text (JSON has no bigint).
      monthlyDepositCents: String(row.monthlyDepositCents),
      firstDepositDate: row.firstDepositDate,
      // Which key signed the signed copy (a rotation or a leaked key: docs/operations.md).
      ...(signing && row.signed ? { signingCertificate: signing.signer.fingerprint } : {}),
    }),
    async prepare(db, applicationId, action) {
      return {
        agreement:
          action === "sign" && signing
            ? await makeAgreement(db, applicationId, {
                company: signing.company,
                cipher: signing.cipher,
                site: signing.notice.site,
              })
            : null,
      };
    },
    async after(tx, { before, now, action, prepared, caller }) {
      // The application changed with its plan: its version moves (an admin's open page is told
      // before acting on what it showed) and the admins' live list hears of it (migration 0005).
      await tx.update(applications).set({ updatedAt: now }).where(eq(applications.id, before.id));
      // A change of terms is all in `write` (and the audit row); a signature has its records.
      if (action !== "sign") return;
      const agreement = prepared.agreement;
      if (!signing || !agreement || !before.userId)
        throw new Error("a signature needs its agreement and signer");
      // The PDF was made from the revision the page showed, which the write just signed.
      if (agreement.view.revision !== before.revision)
        throw new Error("the agreement is of another revision");
      const common = {
        userId: before.userId,
        applicationId: before.id,
        typedName: signing.typedName,
        planRevision: before.revision,
        clientAddress: signing.clientAddress,
        userAgent: signing.userAgent,
        at: now,
      };
      const esignId = await recordConsent(tx, {
        ...common,
        kind: "esign",
        disclosureVersion: ESIGN_VERSION,
        documentSha256: null,
      });
      const consentId = await recordConsent(tx, {
        ...common,
        kind: "enrollment_agreement",
        disclosureVersion: AGREEMENT_VERSION,
        documentSha256: agreement.sha256,
      });
      // The debit authorization the agreement states (issue 44), on the account it was made with:
      // an account replaced since the PDF was made refuses the signature (the plan's lock orders them).
      const active = await findActiveBankAccount(tx, before.id);
      if (!agreement.bankAccount || active?.id !== agreement.bankAccount.id)
        throw new Error("the draft account changed since the agreement was made");
      const debits = await authorizeDebits(tx, {
        applicationId: before.id,
        userId: before.userId,
        recipient: { email: before.email, firstName: before.firstName, lastName: before.lastName },
        planRevision: before.revision,
        account: agreement.bankAccount,
        terms: agreement.terms,
        signature: signing,
        notice: signing.notice,
        actor: { id: before.userId, email: before.email },
        now,
      });
      const signed = await signedAgreementPdf({
        ...signing,
        details: agreement.details,
        presentedSha256: agreement.sha256,
        email: caller.email,
        consents: {
          esignId,
          consentId,
          debitAuthorization: { consentId: debits.consentId, version: DEBIT_AUTHORIZATION_VERSION },
        },
        now,
      });
      const number = applicationNumber(before.id);
      const owner = {
        userId: before.userId,
        applicationId: before.id,
        mediaType: "application/pdf" as const,
        now,
      };
      await storeDocument(tx, signing.cipher, {
        ...owner,
        kind: "agreement",
        fileName: `enrollment-agreement-${number}.pdf`,
        bytes: agreement.bytes,
      });
      await storeDocument(tx, signing.cipher, {
        ...owner,
        kind: "signed_agreement",
        fileName: `enrollment-agreement-${number}-signed.pdf`,
        bytes: signed,
      });
    },
  };
}

export type AgreementResult =
  | { kind: "changed"; revision: number }
  | { kind: "not-found" }
  | { kind: "refused"; reason: string; revision: number };

/** A signature's outcome; "unavailable" while the document-signing certificate has expired (nothing written). */
export type SigningResult = AgreementResult | { kind: "unavailable" };

export async function signAgreement(
  db: Db,
  options: {
    applicationId: string;
    caller: AgreementCaller;
    seenRevision: number;
    now: Date;
  } & SigningRequest,
): Promise<SigningResult> {
  const { applicationId, caller, seenRevision, now, ...signing } = options;
  // An expired document-signing certificate blocks signing (docs/decisions/0067): a signed copy
  // is never stored without its digital signature, and the start-up warning comes 60 days ahead.
  if (!canSign(signing.signer, now)) {
    logger.error(
      { fingerprint: signing.signer.fingerprint, notAfter: signing.signer.notAfter.toISOString() },
      "an agreement was not signed: the document-signing certificate has expired (npm run signing-key:rotate)",
    );
    return { kind: "unavailable" };
  }
  return outcome(
    await changeState(db, agreementRecipe(signing, null), {
      id: applicationId,
      action: "sign",
      caller,
      seenVersion: String(seenRevision),
      now,
    }),
  );
}

export async function changePlanTerms(
  db: Db,
  options: {
    applicationId: string;
    caller: AgreementCaller;
    seenRevision: number;
    terms: PlanTerms;
    now: Date;
  },
): Promise<AgreementResult> {
  return outcome(
    await changeState(db, agreementRecipe(null, options.terms), {
      id: options.applicationId,
      action: "change-terms",
      caller: options.caller,
      seenVersion: String(options.seenRevision),
      now: options.now,
    }),
  );
}

function outcome(result: StateChangeResult<AgreementRow>): AgreementResult {
  if (result.kind === "not-found") return result;
  if (result.kind === "refused")
    return { kind: "refused", reason: result.reason, revision: result.current.revision };
  return { kind: "changed", revision: result.after.revision };
}
