import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import {
  type AccountFlagBinding,
  type AccountTextBinding,
  type AccountTextField,
  DebtAccountInputs,
} from "#app/components/apply/steps/debt-account-fields.tsx";
import { notify } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import {
  ACCOUNT_DETAILS_FAILURE,
  type AccountDetailsField,
  type AccountDetailsIntent,
  type AccountDetailsReply,
  accountDetailsForm,
} from "#app/domain/account-details-form/form.ts";
import type { AccountDetailsEditorView } from "#app/domain/admin/account-details-views.ts";
import { isoDay } from "#app/domain/application/dates.ts";
import { CHECKED } from "#app/domain/debt-account/form.ts";
import { CompleteFormButton } from "./complete-form-button.tsx";

interface EditorFormProps {
  form: AccountDetailsEditorView;
  /** The server's answer to the last Save or Complete Form. */
  reply: AccountDetailsReply | undefined;
}

/**
 * The form's fields, as the wizard shows a debt account (without its two dates), starting from
 * the stored values: checked here with the wizard's rules and again by the server, errors below
 * the fields and the first invalid one focused. The page remounts it for each new version of
 * the form, so after someone else's change it shows the current values.
 */
export function AccountDetailsEditorForm({ form, reply }: EditorFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const busy = sending !== undefined;
  // Which button sent the form, for the browser's own refusal toast.
  const intent = useRef<AccountDetailsIntent>("save");
  const [confirming, setConfirming] = useState(false);
  const editor = useForm(accountDetailsForm, {
    reply,
    defaults: form.values,
    onInvalid: () => {
      setConfirming(false);
      notify("error", ACCOUNT_DETAILS_FAILURE[intent.current]);
    },
  });
  // The confirmation closes once the server has answered.
  useEffect(() => {
    if (reply) setConfirming(false);
  }, [reply]);

  const text = (name: AccountTextField): AccountTextBinding => {
    const { error, defaultValue, autoFocus } = editor.field(name as AccountDetailsField);
    return { name, error, defaultValue, autoFocus };
  };
  const flag = (name: "accountSold" | "paidOff"): AccountFlagBinding => ({
    name,
    defaultChecked: editor.field(name).defaultValue === CHECKED,
  });

  return (
    <Form
      method="post"
      preventScrollReset
      {...editor.props}
      aria-label={`Account details form of ${form.applicantName}`}
      className="space-y-4"
    >
      <input type="hidden" name="version" value={form.version} />
      <FormMessage message={editor.formMessage} />
      <fieldset disabled={busy}>
        <legend className="sr-only">Debt account details</legend>
        <DebtAccountInputs text={text} flag={flag} today={isoDay(new Date())} dates={false} />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          name="intent"
          value="save"
          disabled={busy}
          onClick={() => {
            intent.current = "save";
          }}
        >
          {sending === "save" ? "Saving..." : "Save"}
        </Button>
        {form.completed ? null : (
          <CompleteFormButton
            applicantName={form.applicantName}
            formRef={editor.props.ref}
            busy={busy}
            open={confirming}
            onOpenChange={setConfirming}
            onConfirm={() => {
              intent.current = "complete";
            }}
          />
        )}
      </div>
    </Form>
  );
}
