import { useEffect } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FileField } from "#app/components/ui/file-field.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { type BrowserCheck, useCheckedForm } from "#app/components/ui/use-checked-form.ts";
import {
  UPLOAD_MESSAGES as M,
  UPLOAD_INTENT,
  UPLOAD_KIND_OPTIONS,
  uploadFormProblems,
} from "#app/domain/documents/upload.ts";
import { useDashboardAction } from "./use-dashboard-action.ts";
import { useReadByStream } from "./use-live-portal.ts";

type UploadField = "kind" | "file";
const FIELDS: readonly UploadField[] = ["kind", "file"];

/** The form as it is about to be sent, checked by the room's action's own check (a 40 MB photo is not sent). */
function checkUpload(data: FormData): BrowserCheck<UploadField> {
  const file = data.get("file");
  const problems = uploadFormProblems(String(data.get("kind") ?? ""), file instanceof File ? file : null);
  const fieldErrors: Partial<Record<UploadField, string>> = {};
  if (problems.kind) fieldErrors.kind = M[problems.kind];
  if (problems.file) fieldErrors.file = M[problems.file];
  return problems.kind || problems.file ? { ok: false, fieldErrors } : { ok: true };
}

/**
 * The customer's upload (issue 22): what the document is, then the file, a multipart form. The
 * browser checks the choice, the name and the size first, with the server's own check; the server
 * checks all of it again, on the bytes. Once uploaded the form empties and says so. Without
 * JavaScript it is posted as a page, which answers the same way.
 */
export function UploadDocumentForm() {
  const { fetcher, busy, answer } = useDashboardAction(UPLOAD_INTENT, "upload-document");
  const form = useCheckedForm(checkUpload, FIELDS, { reply: answer });
  const formRef = form.props.ref;
  const revalidate = useReadByStream();
  useEffect(() => {
    if (answer?.ok) formRef.current?.reset();
  }, [answer, formRef]);
  // Done: said on the form until the next upload is sent (and without JavaScript, on the page).
  const done = answer?.ok && !busy ? { ok: true, text: answer.message ?? M.uploaded } : undefined;
  const formMessage = form.formMessage ?? done;
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      {...form.props}
      defaultShouldRevalidate={revalidate}
      aria-labelledby="upload-heading"
      className="max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="upload-heading" className="text-lg font-semibold text-slate-900">
        {M.heading}
      </h3>
      <p className="text-sm text-slate-700">{M.intro}</p>
      <input type="hidden" name="intent" value={UPLOAD_INTENT} />
      <FormMessage message={formMessage} />
      <SelectField
        label={M.kindLabel}
        name="kind"
        options={UPLOAD_KIND_OPTIONS}
        placeholder="Select…"
        error={form.errors.kind}
        disabled={busy}
        autoFocus={form.autoFocus("kind")}
        defaultValue={answer && !answer.ok ? (answer.values?.kind ?? "") : ""}
      />
      <FileField
        label={M.fileLabel}
        hint={M.fileHint}
        error={form.errors.file}
        name="file"
        disabled={busy}
        autoFocus={form.autoFocus("file")}
      />
      <Button type="submit" disabled={busy}>
        {busy ? M.submitting : M.submit}
      </Button>
    </fetcher.Form>
  );
}
