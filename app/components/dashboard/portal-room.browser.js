// @ts-check
// The live part of a portal room sent without React (docs/decisions/0055), inlined after the
// dashboard's frame (portal-room-script.tsx). It does what the frame's React hooks do
// (use-live-portal.ts, use-revalidate-on-return.ts):
// - on each change of the customer's own records (GET /dashboard/events, "changed") and when the
//   stream opens again, the page is read again in the background (not activity, decision 21)
//   and each part of the frame marked `data-live` (the rooms' links with the unread count, the
//   room's panels: never a form, so nothing typed and no answer is lost) is put in place of the
//   one shown, by its id; the address, the scroll and the focus stay;
// - coming back to the tab after 30 seconds away reads it again too;
// - never while a form is being sent: one refresh follows, however many changes came meanwhile
//   (live-connection.browser.js);
// - when the page read says the session has ended, its 'Please Sign In' takes the whole frame's
//   place, and the stream is closed;
// - the room's forms, posted as pages: a field's error cleared when the field is edited, each
//   form sent once, its submit button disabled and saying its `data-busy-label` meanwhile
//   (page-form.browser.js); a page answering a refused form has the focus on the first field it
//   names.
// It ends by marking the document as ready (`data-hydrated`), as React's root does.
import { connectLive, createRefreshScheduler } from "../live/live-connection.browser.js";
import { watchPageForm } from "../ui/page-form.browser.js";

(() => {
  const settings = document.currentScript?.dataset ?? {};
  const frameId = settings.frame ?? "";
  const staleAfterMs = Number(settings.staleAfterMs);
  const frame = () => document.getElementById(frameId);

  function busy() {
    return document.querySelector("form[data-sending]") !== null;
  }

  const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

  /**
   * `fresh` in place of `current`; a focus inside stays on the element in the same place (the
   * n-th link or control of the part).
   * @param {Element} current
   * @param {Element} fresh
   */
  function replace(current, fresh) {
    if (fresh.innerHTML === current.innerHTML) return;
    const active = document.activeElement;
    const place =
      active && current.contains(active) ? [...current.querySelectorAll(FOCUSABLE)].indexOf(active) : -1;
    current.replaceWith(document.adoptNode(fresh));
    const again = place >= 0 ? fresh.querySelectorAll(FOCUSABLE)[place] : undefined;
    if (again instanceof HTMLElement) again.focus({ preventScroll: true });
  }

  async function refresh() {
    const response = await fetch(window.location.href, {
      headers: { [settings.backgroundHeader ?? ""]: "1", Accept: "text/html" },
      credentials: "same-origin",
      cache: "no-store",
    });
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const fresh = page.getElementById(frameId);
    const current = frame();
    if (!fresh || !current || busy()) return;
    if (fresh.querySelector("[data-signed-out]")) {
      stopLive();
      return replace(current, fresh);
    }
    for (const region of current.querySelectorAll("[data-live][id]")) {
      const next = page.getElementById(region.id);
      if (next) replace(region, next);
    }
  }

  const scheduler = createRefreshScheduler({ revalidate: refresh, isBusy: busy, onUpdated: () => {} });
  let closeStream = () => {};
  let stopped = false;

  function stopLive() {
    stopped = true;
    closeStream();
  }

  // Opened once the page has loaded: the stream does not share the first paint's connection.
  window.addEventListener("load", () => {
    if (stopped) return;
    closeStream = connectLive({
      url: settings.events,
      event: "changed",
      onStatus: () => {},
      onChange: (missed) => scheduler.request(!missed),
    });
  });

  /** @param {HTMLFormElement} form @param {boolean} busy */
  function setBusy(form, busy) {
    for (const button of form.querySelectorAll("button[type=submit][data-busy-label]")) {
      if (!(button instanceof HTMLButtonElement)) continue;
      if (busy) {
        button.dataset.label ??= button.textContent ?? "";
        button.textContent = button.dataset.busyLabel ?? "";
      } else button.textContent = button.dataset.label ?? button.textContent;
      button.disabled = busy;
    }
  }

  const forms = [...(frame()?.querySelectorAll("form[method=post]") ?? [])];
  for (const form of forms) {
    if (!(form instanceof HTMLFormElement)) continue;
    // After the submission has started: a submit button disabled before it would not be sent.
    watchPageForm(form, () => setTimeout(() => setBusy(form, true)));
  }
  const refused = frame()?.querySelector('form [aria-invalid="true"]');
  if (refused instanceof HTMLElement && !refused.contains(document.activeElement)) refused.focus();

  // Back to this page from the next one (the back/forward cache): its forms can be sent again,
  // and a waiting refresh runs.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) {
      for (const form of forms) {
        if (!(form instanceof HTMLFormElement)) continue;
        delete form.dataset.sending;
        setBusy(form, false);
      }
    }
    scheduler.poke();
  });

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
