import { useEffect, useRef } from "react";

/**
 * A list whose rows can remove themselves (a passkey removed, a session signed out): when a row
 * goes and the focus went with it (its button, or the dialog it opened), the focus moves to the
 * element this returns a ref for (the list's heading, with `tabIndex={-1}`), not to the page's
 * start, so a keyboard user carries on where they were (WCAG 2.4.3).
 */
export function useFocusWhenGone<E extends HTMLElement>(ids: readonly string[]) {
  const ref = useRef<E>(null);
  const previous = useRef(ids);
  useEffect(() => {
    const gone = previous.current.some((id) => !ids.includes(id));
    previous.current = ids;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (gone && lost) ref.current?.focus();
  }, [ids]);
  return ref;
}
