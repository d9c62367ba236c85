import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FileField } from "#app/components/ui/file-field.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import {
  isUploadKind,
  UPLOAD_MESSAGES as M,
  UPLOAD_INTENT,
  UPLOAD_KIND_OPTIONS,
  uploadSizeProblem,
} from "#app/domain/documents/upload.ts";
import { useDashboardAction } from "./use-dashboard-action.ts";

type Errors = { kind?: string; file?: string };

/** What the browser can tell before sending: a kind chosen, a file chosen, its size. */
function checkBeforeSending(form: HTMLFormElement): Errors {
  const data = new FormData(form);
  const errors: Errors = {};
  if (!isUploadKind(String(data.get("kind") ?? ""))) errors.kind = M.noKind;
  const file = data.get("file");
  if (!(file instanceof File) || (file.name === "" && file.size === 0)) errors.file = M.noFile;
  else {
    const problem = uploadSizeProblem(file.size);
    if (problem) errors.file = M[problem];
  }
  return errors;
}

/**
 * The customer's upload (issue 22): what the document is, then the file. The browser checks the
 * choice and the size first (a 40 MB photo is not sent to be refused); the server checks all of
 * it again, on the bytes. Without JavaScript it is a plain multipart form and the page answers.
 */
export function UploadDocumentForm() {
  const { fetcher, busy, answer } = useDashboardAction(UPLOAD_INTENT, "upload-document");
  const formRef = useRef<HTMLFormElement>(null);
  const [checked, setChecked] = useState<Errors>({});
  const server = answer && !answer.ok ? answer.fieldErrors : undefined;
  const errors: Errors = { ...server, ...checked };
  useEffect(() => {
    if (answer?.ok) formRef.current?.reset();
  }, [answer]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const found = checkBeforeSending(event.currentTarget);
    setChecked(found);
    if (found.kind || found.file) {
      event.preventDefault();
      const name = found.kind ? "kind" : "file";
      event.currentTarget.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
    }
  };

  const formMessage = answer
    ? answer.ok
      ? { ok: true, text: answer.message ?? M.uploaded }
      : answer.formMessage
        ? { ok: false, text: answer.formMessage }
        : undefined
    : undefined;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      // Found by the room's own script when it is sent without React (documents-page.browser.js).
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
        error={errors.kind}
        disabled={busy}
        defaultValue={answer && !answer.ok ? (answer.values?.kind ?? "") : ""}
      />
      <FileField label={M.fileLabel} hint={M.fileHint} error={errors.file} name="file" disabled={busy} />
      <Button type="submit" disabled={busy} data-busy-label={M.submitting}>
        {busy ? M.submitting : M.submit}
      </Button>
    </fetcher.Form>
  );
}
