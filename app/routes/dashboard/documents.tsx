import { data } from "react-router";
import { DocumentsList } from "#app/components/dashboard/documents-list.tsx";
import { RoomError } from "#app/components/dashboard/room-error.tsx";
import { unreachableReply } from "#app/components/dashboard/unreachable-reply.ts";
import { UploadDocumentForm } from "#app/components/dashboard/upload-document-form.tsx";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { answerWhenUnreachable } from "#app/components/ui/client-action.ts";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { DOCUMENTS_MESSAGES, documentView } from "#app/domain/documents/views.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireUserOrSignedOut } from "#app/server/guards.server.ts";
import { findDocumentsForUser } from "#app/server/models/document/documents.server.ts";
import type { Route } from "./+types/documents";
import { documentsAction } from "./documents-actions.server.ts";
import { attempt, signedOutData, signedOutReply } from "./room.server.ts";

// Documents (/dashboard/documents; issue 22): the customer's documents, newest first, each to
// download (only by them and admins), and the upload of their own (documents-actions.server.ts).
// Rendered for each request, like My Program.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutData();
  const { db } = getServices(context);
  const documents = await attempt("documents", DOCUMENTS_MESSAGES.failedLoad, async () =>
    (await findDocumentsForUser(db, user.id)).map((row) =>
      documentView(row, user.timeZone, "/dashboard/documents"),
    ),
  );
  return data({ signedOut: false as const, documents });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutReply();
  return documentsAction(request, context, user);
}

/** An upload whose send was lost (a 10 MB file on a bad connection): the form says so, its choice kept. */
export const clientAction = answerWhenUnreachable(unreachableReply);

export default function DocumentsRoom({ loaderData }: Route.ComponentProps) {
  if (loaderData.signedOut) return null;
  const { documents } = loaderData;
  return (
    <PanelBoundary name="your documents">
      <section aria-labelledby="documents-heading" className="space-y-4">
        <h2 id="documents-heading" className="text-xl font-semibold text-slate-900">
          {DOCUMENTS_MESSAGES.heading}
        </h2>
        <p className="text-slate-700">{DOCUMENTS_MESSAGES.intro}</p>
        {!documents.ok ? (
          <PanelMessage tone="error">{documents.message}</PanelMessage>
        ) : documents.value.length === 0 ? (
          <PanelMessage tone="info">{DOCUMENTS_MESSAGES.empty}</PanelMessage>
        ) : (
          <DocumentsList documents={documents.value} caption="Your documents" />
        )}
        <UploadDocumentForm />
      </section>
    </PanelBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RoomError error={error} />;
}
