import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextareaField } from "#app/components/ui/textarea-field.tsx";
import { DECLINE_NOTE_MAX_LENGTH } from "#app/domain/application/decline-reasons.ts";
import { DECLINE_REASON_OPTIONS, type DeclineField } from "#app/domain/application/decline-rules.ts";

interface DeclineReasonFieldsProps {
  reason: string;
  note: string;
  errors: Partial<Record<DeclineField, string | undefined>>;
  onReason: (value: string) => void;
  onNote: (value: string) => void;
}

/** Decline App's reason (the short list) and optional note, inside its confirmation. */
export function DeclineReasonFields({ reason, note, errors, onReason, onNote }: DeclineReasonFieldsProps) {
  return (
    <>
      <SelectField
        label="Reason"
        name="declineReason"
        placeholder="Choose a reason"
        options={DECLINE_REASON_OPTIONS}
        required
        value={reason}
        onChange={(event) => onReason(event.target.value)}
        error={errors.declineReason}
      />
      <TextareaField
        label="Note to the applicant (optional)"
        name="declineNote"
        rows={3}
        maxLength={DECLINE_NOTE_MAX_LENGTH}
        hint={`Up to ${DECLINE_NOTE_MAX_LENGTH} characters. The applicant reads it in the e-mail and in their dashboard.`}
        value={note}
        onChange={(event) => onNote(event.target.value)}
        error={errors.declineNote}
      />
    </>
  );
}
