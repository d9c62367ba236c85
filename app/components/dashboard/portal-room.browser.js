// @ts-check
// The live part of a portal room sent without React (docs/decisions/0055), inlined after the
// dashboard's frame (portal-room-script.tsx). It does what the frame's React hooks do
// (use-live-portal.ts, use-revalidate-on-return.ts):
// - on each change of the customer's own records (GET /dashboard/events, "changed") and when the
//   stream opens again, the page is read again in the background (not activity, decision 21)
//   and each part of the frame marked `data-live` (the rooms' links with the unread count, the
//   room's panels) is put in place of the one shown, by its id; the address, the scroll and the
//   focus stay, and so does a form in use (typed text, chosen files, an answer shown) and which
//   disclosures are open: nothing typed and no answer is lost;
// - coming back to the tab after 30 seconds away reads it again too;
// - never while a form is being sent or a dialog is open (the idle-timeout warning, a
//   confirmation): one refresh follows, however many changes came meanwhile
//   (live-connection.browser.js);
// - when the server sends the page read elsewhere (to sign in again, the session having ended),
//   the browser goes there, as a link followed would;
// - the room's forms posted as pages, their confirmations (room-forms.browser.js) and its tabs
//   (tabs.browser.js).
// It ends by marking the document as ready (`data-hydrated`), as React's root does.
import { connectLive, createRefreshScheduler } from "../live/live-connection.browser.js";
import { settleTabs, watchTabs } from "../ui/tabs.browser.js";
import { watchRoomForms } from "./room-forms.browser.js";

(() => {
  const settings = document.currentScript?.dataset ?? {};
  const frameId = settings.frame ?? "";
  const staleAfterMs = Number(settings.staleAfterMs);
  const frame = () => document.getElementById(frameId);

  function busy() {
    return document.querySelector("form[data-sending], dialog[open]") !== null;
  }

  const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

  /**
   * A form the person is using: the focus in it, a field changed, a file chosen, or an answer
   * shown in it (a field's error, the form's message).
   * @param {HTMLFormElement} form
   */
  function inUse(form) {
    if (form.contains(document.activeElement) || form.querySelector('[aria-invalid="true"], [role="alert"]'))
      return true;
    return [...form.elements].some((field) => {
      if (field instanceof HTMLSelectElement)
        return [...field.options].some((option) => option.selected !== option.defaultSelected);
      if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
      if (!(field instanceof HTMLInputElement) || field.type === "hidden") return false;
      if (field.type === "file") return (field.files?.length ?? 0) > 0;
      if (field.type === "checkbox" || field.type === "radio") return field.checked !== field.defaultChecked;
      return field.value !== field.defaultValue;
    });
  }

  /**
   * `fresh` in place of `current`, keeping what the person is doing: a form in use (`inUse`) with
   * an id stays as it is, typed text, chosen files and shown answers included, in place of its new
   * drawing, whose hidden fields it takes; a disclosure with an id stays open or closed; the focus stays on the element it was
   * on, or on the one in the same place (the n-th link or control of the part).
   * @param {Element} current
   * @param {Element} fresh
   */
  function replace(current, fresh) {
    if (fresh.innerHTML === current.innerHTML) return;
    const active = document.activeElement;
    const place =
      active && current.contains(active) ? [...current.querySelectorAll(FOCUSABLE)].indexOf(active) : -1;
    const next = document.adoptNode(fresh);
    for (const form of current.querySelectorAll("form[id]")) {
      const drawn = next.querySelector(`form[id="${CSS.escape(form.id)}"]`);
      if (!(drawn instanceof HTMLFormElement) || !(form instanceof HTMLFormElement) || !inUse(form)) continue;
      // What the server keeps in the form (the version of what it acts on) is the new drawing's,
      // as React's would be: the form acts on what the page now shows.
      for (const hidden of drawn.querySelectorAll('input[type="hidden"][name]')) {
        const kept = form.elements.namedItem(hidden.getAttribute("name") ?? "");
        if (kept instanceof HTMLInputElement && kept.type === "hidden" && hidden instanceof HTMLInputElement)
          kept.value = hidden.value;
      }
      drawn.replaceWith(form);
    }
    for (const details of current.querySelectorAll("details[id]")) {
      const drawn = next.querySelector(`details[id="${CSS.escape(details.id)}"]`);
      if (drawn instanceof HTMLDetailsElement && details instanceof HTMLDetailsElement)
        drawn.open = details.open;
    }
    current.replaceWith(next);
    const again =
      active instanceof HTMLElement && next.contains(active)
        ? active
        : place >= 0
          ? next.querySelectorAll(FOCUSABLE)[place]
          : undefined;
    if (again instanceof HTMLElement) again.focus({ preventScroll: true });
  }

  async function refresh() {
    const response = await fetch(window.location.href, {
      headers: { [settings.backgroundHeader ?? ""]: "1", Accept: "text/html" },
      credentials: "same-origin",
      cache: "no-store",
    });
    const there = new URL(response.url);
    if (response.redirected && there.pathname !== window.location.pathname) {
      window.location.replace(there);
      return;
    }
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const fresh = page.getElementById(frameId);
    const current = frame();
    if (!fresh || !current || busy()) return;
    for (const region of current.querySelectorAll("[data-live][id]")) {
      const next = page.getElementById(region.id);
      if (next) replace(region, next);
    }
    settleTabs(current);
  }

  const scheduler = createRefreshScheduler({ revalidate: refresh, isBusy: busy, onUpdated: () => {} });
  // Opened once the page has loaded: the stream does not share the first paint's connection.
  window.addEventListener("load", () => {
    connectLive({
      url: settings.events,
      firstUrl: settings.since ? `${settings.events}?since=${settings.since}` : undefined,
      event: "changed",
      onStatus: () => {},
      onChange: (missed) => scheduler.request(!missed),
    });
  });

  watchRoomForms(frame);
  watchTabs();
  // Back to this page from the next one (the back/forward cache), or a dialog closed: a waiting refresh runs.
  window.addEventListener("pageshow", () => scheduler.poke());
  document.addEventListener("close", () => scheduler.poke(), true);

  /** @type {number | null} */
  let hiddenSince = null;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") hiddenSince = Date.now();
    else if (hiddenSince !== null && Date.now() - hiddenSince >= staleAfterMs) {
      hiddenSince = null;
      scheduler.request(false);
    }
  });

  document.documentElement.dataset.hydrated = "";
})();
