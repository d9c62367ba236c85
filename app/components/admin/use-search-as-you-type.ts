import { useCallback, useEffect, useRef } from "react";
import { type Location, useLocation, useNavigation, useSubmit } from "react-router";

const TYPING_PAUSE_MS = 350;

/** The history state our own searches carry: which search made the entry. */
const MARK = "listSearch";
let searchesSent = 0;

function isOwn(location: Location, sent: number | undefined): boolean {
  const mark = (location.state as { [MARK]?: unknown } | null)?.[MARK];
  return sent !== undefined && mark === sent;
}

interface Pending {
  timer: ReturnType<typeof setTimeout>;
  /** The navigation already under way when the key was pressed: its arrival does not cancel. */
  under: string | undefined;
}

/**
 * An admin list's search as one types: the GET form is sent once typing pauses, replacing the
 * history entry. Anything else that moves the list meanwhile wins and the waiting search is
 * dropped, never sent after it (where it undid what was just chosen): Enter (the form's own
 * submit), a filter, a page, a row's details, Back, leaving the page. The input is not remounted
 * when our own search lands (the focus and what was typed since stay); after any other
 * navigation it shows the search the address has.
 */
export function useSearchAsYouType(value: string) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<Pending | undefined>(undefined);
  const sent = useRef<number | undefined>(undefined);
  const shown = useRef(location.key);

  const cancel = useCallback(() => {
    clearTimeout(pending.current?.timer);
    pending.current = undefined;
  }, []);

  // A navigation starts that is not our search (nor one already under way when typing began).
  useEffect(() => {
    const next = navigation.location;
    if (next && !isOwn(next, sent.current) && next.key !== pending.current?.under) cancel();
  }, [navigation.location, cancel]);

  // The address changed (some navigations never show as pending: nothing to load).
  useEffect(() => {
    if (shown.current === location.key) return;
    shown.current = location.key;
    if (isOwn(location, sent.current) || location.key === pending.current?.under) return;
    cancel();
    if (input.current && input.current.value !== value) input.current.value = value;
  }, [location, value, cancel]);

  useEffect(() => cancel, [cancel]);

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    cancel();
    const timer = setTimeout(() => {
      pending.current = undefined;
      searchesSent += 1;
      sent.current = searchesSent;
      submit(form, { replace: true, preventScrollReset: true, state: { [MARK]: searchesSent } });
    }, TYPING_PAUSE_MS);
    pending.current = { timer, under: navigation.location?.key };
  };

  return { input, onChange, onSubmit: cancel };
}
