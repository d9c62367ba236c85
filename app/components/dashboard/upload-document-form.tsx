import { Button } from "#app/components/ui/button.tsx";
import { FileField } from "#app/components/ui/file-field.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { UPLOAD_MESSAGES as M, UPLOAD_INTENT, UPLOAD_KIND_OPTIONS } from "#app/domain/documents/upload.ts";
import { useDashboardAction } from "./use-dashboard-action.ts";

/**
 * The customer's upload (issue 22): what the document is, then the file, a multipart form posted
 * as a page (the room is sent without React, docs/decisions/0055). The room's own script checks
 * the choice and the size first (a 40 MB photo is not sent to be refused:
 * documents-page.browser.js); the server checks all of it again, on the bytes.
 */
export function UploadDocumentForm() {
  const { fetcher, answer } = useDashboardAction(UPLOAD_INTENT, "upload-document");
  const errors = answer && !answer.ok ? answer.fieldErrors : undefined;

  const formMessage = answer
    ? answer.ok
      ? { ok: true, text: answer.message ?? M.uploaded }
      : answer.formMessage
        ? { ok: false, text: answer.formMessage }
        : undefined
    : undefined;
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      noValidate
      data-upload-form
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
        error={errors?.kind}
        defaultValue={answer && !answer.ok ? (answer.values?.kind ?? "") : ""}
      />
      <FileField label={M.fileLabel} hint={M.fileHint} error={errors?.file} name="file" />
      <Button type="submit" data-busy-label={M.submitting}>
        {M.submit}
      </Button>
    </fetcher.Form>
  );
}
