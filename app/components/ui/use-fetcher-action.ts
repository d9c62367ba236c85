import { useEffect, useEffectEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import { notify } from "#app/components/toaster.tsx";

// A form posting to its page's action without leaving the page (a fetcher), whose every answer
// is a toast in the spec's words (section 8), once. Without JavaScript the form posts as a page
// and the answer arrives as the page's action data, which is read the same way (decision 15).

/** What every answer says: the form it answers, whether it went through, and the toast. */
export interface ActionReply {
  intent: string;
  ok: boolean;
  message?: string | undefined;
  /** What the form acted on, when the page has one such form for each of several (domain/forms.ts). */
  subject?: string | undefined;
}

/** The answer of a page that stays open after its session ended: no toast, the caller says so. */
export interface SignedOutReply {
  signedOut: true;
}

/** A reply that answers the form (not "signed out"). */
export type AnswerOf<R> = Exclude<R, SignedOutReply>;

export interface FetcherReplyOptions {
  /** The fetcher's key: its answer outlives the form, and another component may read it by the key. */
  key?: string | undefined;
  /**
   * The intents this form posts: the page's action data answers it when it names one of them (or
   * says the session ended). Left out, only the fetcher's own answer counts.
   */
  intent?: string | readonly string[] | undefined;
  /** What this form acts on: a page's answer naming another subject is not this form's. */
  subject?: string | undefined;
}

export interface ReplyToastOptions<A> {
  /** After the toast, once per answer: close a dialog, move the focus… */
  onReply?: (answer: A) => void;
  /** Instead of a toast, when the session has ended (`{ signedOut: true }`). */
  onSignedOut?: () => void;
  /** Keeps one message from showing twice (two forms reading the same answer). */
  toastId?: string;
}

export function isSignedOut(reply: unknown): reply is SignedOutReply {
  return typeof reply === "object" && reply !== null && (reply as { signedOut?: unknown }).signedOut === true;
}

/**
 * Whether the page's action data answers a form posting `intent` about `subject`: it says the
 * session ended, or it names one of the form's intents and no other subject than the form's.
 */
export function answersForm(
  posted: ActionReply | SignedOutReply | undefined,
  intent: FetcherReplyOptions["intent"],
  subject?: string,
): boolean {
  const intents: readonly string[] =
    intent === undefined ? [] : typeof intent === "string" ? [intent] : intent;
  if (posted === undefined || intents.length === 0) return false;
  if (isSignedOut(posted)) return true;
  return intents.includes(posted.intent) && (posted.subject ?? subject) === subject;
}

/**
 * The fetcher, whether it is busy, everything the server said to this form (`reply`, "signed out"
 * included) and its answer (`answer`: undefined before one, or when the session has ended). No
 * toast: for a component that the answer may remove, while `useReplyToast` runs in one that stays.
 */
export function useFetcherReply<R extends ActionReply | SignedOutReply>({
  key,
  intent,
  subject,
}: FetcherReplyOptions = {}) {
  const fetcher = useFetcher<R>(key ? { key } : undefined);
  const posted = useActionData<R>() as R | undefined;
  const reply =
    (fetcher.data as R | undefined) ?? (answersForm(posted, intent, subject) ? posted : undefined);
  const answer = reply === undefined || isSignedOut(reply) ? undefined : (reply as AnswerOf<R>);
  return { fetcher, busy: fetcher.state !== "idle", reply, answer };
}

/** Shows each reply once: its toast (when it has one) then `onReply`, or `onSignedOut`. */
export function useReplyToast<R extends ActionReply | SignedOutReply>(
  reply: R | undefined,
  { onReply, onSignedOut, toastId }: ReplyToastOptions<AnswerOf<R>> = {},
): void {
  const replied = useEffectEvent((said: R) => {
    if (isSignedOut(said)) {
      onSignedOut?.();
      return;
    }
    const answer = said as AnswerOf<R> & ActionReply;
    if (answer.message) notify(answer.ok ? "success" : "error", answer.message, toastId);
    onReply?.(answer);
  });
  useEffect(() => {
    if (reply !== undefined) replied(reply);
  }, [reply]);
}

/** A form of the page posting with a fetcher, its answer shown once as a toast. */
export function useFetcherAction<R extends ActionReply | SignedOutReply>(
  options: FetcherReplyOptions & ReplyToastOptions<AnswerOf<R>> = {},
) {
  const action = useFetcherReply<R>(options);
  useReplyToast(action.reply, options);
  return action;
}
