import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { CustomerReply } from "#app/domain/admin/customer-views.ts";

/** The answer to the form of `intent` (and `subject`, for a form about one note or task), if it is the latest. */
export function replyFor(
  reply: CustomerReply | undefined,
  intent: string,
  subject?: string,
): CustomerReply | undefined {
  if (!reply || reply.intent !== intent) return undefined;
  if (subject !== undefined && reply.subject !== subject) return undefined;
  return reply;
}

/** What was typed, given back with a refusal (so nothing is lost), or the field's default. */
export function typed(reply: CustomerReply | undefined, name: string, fallback = ""): string {
  return reply && !reply.ok ? (reply.values?.[name] ?? fallback) : fallback;
}

/** The answer said beside its form (the page shows no toast without JavaScript). */
export function ReplyLine({ reply }: { reply: CustomerReply | undefined }) {
  if (!reply) return null;
  return (
    <p
      role={reply.ok ? "status" : "alert"}
      className={reply.ok ? "text-sm text-green-800" : "text-sm text-red-800"}
    >
      {reply.message}
    </p>
  );
}

/** A one-button form: an intent on one note or task, with the version the page showed. */
export function ActionButton({
  intent,
  id,
  version,
  label,
  children,
}: {
  intent: string;
  id: string;
  version: string;
  label: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === id;
  return (
    <Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      <Button type="submit" variant="secondary" size="sm" disabled={busy} aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}

/** Whether the page is sending the form of `intent`. */
export function useSending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}
