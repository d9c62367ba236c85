import { type RefObject, useCallback, useEffect } from "react";
import { isSignedOut } from "#app/components/ui/use-fetcher-action.ts";
import type { DashboardActionData } from "#app/domain/dashboard/views.ts";

// Nothing typed is lost (decisions.md): what a person writes to the team (a message, a support
// request) is kept in the tab while it is sent. When the send is answered "your session has
// ended" (the page then says 'Please Sign In' and the form goes) or never reaches the server,
// it stays kept, and the room's form puts it back the next time it is shown (signed in again),
// once. An answer from the server, whatever it says, drops it. Never a password.

const DRAFT_KEY = "harborline.draft.v1";

interface KeptDraft {
  path: string;
  intent: string;
  fields: Record<string, string>;
  /** The send was answered "signed out" or never arrived: put it back. Otherwise it is still on its way. */
  kept: boolean;
}

function read(): KeptDraft | null {
  try {
    return JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null") as KeptDraft | null;
  } catch {
    return null;
  }
}

function write(draft: KeptDraft | null) {
  try {
    if (draft) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage refused (private mode, full): the form still holds the text while it is shown.
  }
}

/** A field holding typed text, as a person wrote it. */
function typedField(field: Element): field is HTMLTextAreaElement | HTMLInputElement {
  return (
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLInputElement && ["text", "email", "tel", "search", "url"].includes(field.type))
  );
}

/** Sets a field's value as typing does, so the form's own handlers (a count, an error cleared) follow. */
function typeInto(field: HTMLTextAreaElement | HTMLInputElement, value: string) {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * For the form `formRef` posting `intent`, answered by `reply`: returns `keep`, to call as the
 * form is sent (after its checks passed).
 */
export function useKeptDraft(
  formRef: RefObject<HTMLFormElement | null>,
  intent: string,
  reply: DashboardActionData | undefined,
) {
  // Shown again: a kept draft of this room's form goes back into its empty fields, once.
  useEffect(() => {
    const draft = read();
    if (!draft || draft.intent !== intent) return;
    write(null);
    const form = formRef.current;
    if (!draft.kept || draft.path !== window.location.pathname || !form) return;
    for (const [name, value] of Object.entries(draft.fields)) {
      const field = form.elements.namedItem(name);
      if (field instanceof Element && typedField(field) && field.value === "") typeInto(field, value);
    }
  }, [formRef, intent]);

  useEffect(() => {
    if (reply === undefined) return;
    const draft = read();
    if (!draft || draft.intent !== intent) return;
    write(isSignedOut(reply) || reply.unreachable ? { ...draft, kept: true } : null);
  }, [reply, intent]);

  return useCallback(
    (form: HTMLFormElement) => {
      const fields: Record<string, string> = {};
      for (const field of form.elements) {
        if (typedField(field) && field.name && field.value && !/password/i.test(field.name))
          fields[field.name] = field.value;
      }
      write({ path: window.location.pathname, intent, fields, kept: false });
    },
    [intent],
  );
}
