import { contractCompany } from "#app/config/company.ts";
import { applicationNumber } from "#app/domain/application/labels.ts";
import { getServices } from "#app/server/context.server.ts";
import { downloadResponse, notFound } from "#app/server/documents/download.server.ts";
import { requireUser } from "#app/server/guards.server.ts";
import { isApplicationId } from "#app/server/models/application/customer-reads.server.ts";
import { findApplicationDocuments, readDocumentBytes } from "#app/server/models/document/documents.server.ts";
import { makeAgreement } from "#app/server/models/enrollment/agreement.server.ts";
import { findPlansForCustomer } from "#app/server/models/enrollment/customer-reads.server.ts";
import type { Route } from "./+types/agreement-download";

// GET /dashboard/program/agreement/:applicationId (issue 22): the customer's agreement as a PDF to
// read before signing (made from the plan as it is now), and after signing the copy they signed.
// Only its owner gets it; for anyone else it does not exist.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, cipher, env } = getServices(context);
  const { applicationId } = params;
  if (!isApplicationId(applicationId)) return notFound();
  const plans = await findPlansForCustomer(db, user.id);
  const plan = plans.find((candidate) => candidate.applicationId === applicationId);
  if (!plan) return notFound();
  if (plan.signedAt) {
    const copy = (await findApplicationDocuments(db, applicationId)).find((d) => d.kind === "agreement");
    if (!copy) return notFound();
    return downloadResponse(copy, await readDocumentBytes(db, cipher, copy));
  }
  const agreement = await makeAgreement(db, applicationId, {
    company: contractCompany(env.company, env.site),
    cipher,
    site: env.site,
  });
  if (!agreement) return notFound();
  return downloadResponse(
    {
      fileName: `enrollment-agreement-${applicationNumber(applicationId)}-unsigned.pdf`,
      mediaType: "application/pdf",
    },
    agreement.bytes,
  );
}
