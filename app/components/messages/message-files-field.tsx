import { FileField } from "#app/components/ui/file-field.tsx";

interface MessageFilesFieldProps {
  label: string;
  hint: string;
  error: string | undefined;
  busy: boolean;
  /** The field the server refused first, on a page posted without JavaScript. */
  autoFocus: true | undefined;
}

/**
 * A message's files (up to three), from the customer's Messages room or the admin's answer: the
 * field the message's check reads (check-message.ts) and the server's submission takes.
 */
export function MessageFilesField({ label, hint, error, busy, autoFocus }: MessageFilesFieldProps) {
  return (
    <FileField
      label={label}
      hint={hint}
      error={error}
      name="files"
      multiple
      disabled={busy}
      autoFocus={autoFocus}
    />
  );
}
