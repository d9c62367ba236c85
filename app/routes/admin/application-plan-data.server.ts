import { accountLabel, authorizationView } from "#app/domain/bank-account/draft-account-view.ts";
import { DOCUMENT_KIND_LABELS } from "#app/domain/documents/kinds.ts";
import { documentView } from "#app/domain/documents/views.ts";
import type { AdminPlanView } from "#app/domain/enrollment/admin-plan-view.ts";
import { planView } from "#app/domain/enrollment/plan-view.ts";
import { centsToDecimal } from "#app/domain/money.ts";
import { formatDateTimeIn } from "#app/domain/time-zone.ts";
import type { Db } from "#app/server/db.server.ts";
import { findDraftAccounts } from "#app/server/models/bank-account/draft-account-reads.server.ts";
import { findConsentsForApplication } from "#app/server/models/consent/consents.server.ts";
import { findApplicationDocuments } from "#app/server/models/document/documents.server.ts";
import { programProjection } from "#app/server/models/projection/program-projection.server.ts";

// The expanded row's plan (issue 22): the terms and table, the signature's consent facts and
// both copies (each download audited: /admin/documents/:id), or the terms form before it. Its
// figures are the program's one projection (issue 43): after enrollment, the live ones.

export async function loadAdminPlan(
  db: Db,
  application: { id: string; enrollmentStatus: string },
  timeZone: string,
  now: Date,
): Promise<AdminPlanView | null> {
  const program = await programProjection(db, application.id, now);
  if (!program) return null;
  const { facts, projection } = program;
  const [consents, documents, draftAccounts] = await Promise.all([
    findConsentsForApplication(db, application.id),
    findApplicationDocuments(db, application.id),
    findDraftAccounts(db, [application.id], { consent: true }),
  ]);
  const draft = draftAccounts.get(application.id);
  const agreement = consents.filter((consent) => consent.kind === "enrollment_agreement").at(-1);
  const terms = facts.plan;
  return {
    plan: planView(projection, terms.revision),
    editable: terms.signedAt === null && application.enrollmentStatus === "pending",
    terms: {
      termMonths: String(terms.termMonths),
      monthlyDeposit: centsToDecimal(terms.monthlyDepositCents),
      firstDepositDate: terms.firstDepositDate,
    },
    signature:
      terms.signedAt && agreement
        ? {
            signedAt: formatDateTimeIn(terms.signedAt, timeZone),
            typedName: agreement.typedName,
            clientAddress: agreement.clientAddress ?? "Not known",
            browser: agreement.userAgent ?? "Not known",
            agreementSha256: agreement.documentSha256 ?? "",
            disclosureVersion: agreement.disclosureVersion,
            consentId: agreement.id,
          }
        : null,
    documents: documents
      .filter((document) => document.kind in DOCUMENT_KIND_LABELS)
      .map((document) => documentView(document, timeZone, "/admin/documents")),
    draftAccount: {
      account: draft?.bankAccount ? accountLabel(draft.bankAccount) : null,
      routingLastFour: draft?.bankAccount?.routingLastFour ?? null,
      holderName: draft?.bankAccount?.holderName ?? null,
      givenOn: draft?.bankAccount ? formatDateTimeIn(draft.bankAccount.givenAt, timeZone) : null,
      authorization: draft?.authorization ? authorizationView(draft.authorization, timeZone) : null,
    },
  };
}
