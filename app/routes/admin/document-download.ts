import { getServices } from "#app/server/context.server.ts";
import { downloadResponse, notFound } from "#app/server/documents/download.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import { isApplicationId } from "#app/server/models/application/customer-reads.server.ts";
import {
  auditDocumentDownload,
  findDocument,
  readDocumentBytes,
} from "#app/server/models/document/documents.server.ts";
import type { Route } from "./+types/document-download";

// GET /admin/documents/:documentId (issue 22): a customer's document for an admin; every such
// download is on record in the audit log before the first byte leaves.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db, cipher, clock } = getServices(context);
  if (!isApplicationId(params.documentId)) return notFound();
  const facts = await findDocument(db, params.documentId);
  if (!facts) return notFound();
  const bytes = await readDocumentBytes(db, cipher, facts);
  await auditDocumentDownload(db, admin, facts, clock.now());
  return downloadResponse(facts, bytes);
}
