import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useReplyToast } from "#app/components/ui/use-fetcher-action.ts";
import type { MailboxActionData } from "#app/domain/admin/mailbox.ts";

/**
 * 'Send again' for a failed message: a form that posts to this page (it works without
 * JavaScript too); the server decides again whether the message may be sent again.
 */
export function ResendForm({
  canResend,
  reply,
}: {
  canResend: boolean;
  reply: MailboxActionData | undefined;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "resend";
  useReplyToast(reply, { toastId: "mailbox-resend" });
  return (
    <div className="space-y-2">
      {canResend ? (
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <Button type="submit" disabled={pending}>
            {pending ? "Sending again..." : "Send again"}
          </Button>
        </Form>
      ) : null}
      <p role="status" className={reply && !reply.ok ? "text-red-800" : "text-slate-700"}>
        {reply?.message ?? ""}
      </p>
    </div>
  );
}
