import { getServices } from "#app/server/context.server.ts";
import { downloadResponse, notFound } from "#app/server/documents/download.server.ts";
import { requireUser } from "#app/server/guards.server.ts";
import { isApplicationId } from "#app/server/models/application/customer-reads.server.ts";
import { findDocument, readDocumentBytes } from "#app/server/models/document/documents.server.ts";
import type { Route } from "./+types/document-download";

// GET /dashboard/documents/:documentId (issue 22): one of the customer's own documents. Anyone
// else's, or none, is a 404 alike.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, cipher } = getServices(context);
  // A document id is a UUID, like an application's.
  if (!isApplicationId(params.documentId)) return notFound();
  const facts = await findDocument(db, params.documentId);
  if (!facts || facts.userId !== user.id) return notFound();
  return downloadResponse(facts, await readDocumentBytes(db, cipher, facts));
}
