import { FieldFrame } from "./field-frame.tsx";

/** What the document store takes (the server checks the bytes again: documents/upload.ts). */
const DOCUMENT_TYPES = "application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg";

interface FileFieldProps
  extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "accept" | "className"> {
  label: string;
  name: string;
  hint?: string;
  error?: string | undefined;
}

/** A labelled choice of PDF, PNG or JPEG files (an upload, a message's attachments), its error tied to it. */
export function FileField({ label, name, hint, error, ...input }: FileFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="file"
          name={name}
          accept={DOCUMENT_TYPES}
          className="mt-1 block w-full min-h-11 text-base text-slate-900 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-slate-100 file:px-4 file:font-semibold file:text-slate-900"
          {...input}
        />
      )}
    </FieldFrame>
  );
}
