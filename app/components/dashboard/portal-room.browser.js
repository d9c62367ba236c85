// @ts-check
// The live part of a portal room sent without React (docs/decisions/0055), inlined after the
// dashboard's frame (portal-room-script.tsx). It does what the frame's React hooks do
// (use-live-portal.ts, use-revalidate-on-return.ts):
// - on each change of the customer's own records (GET /dashboard/events, "changed") and when the
//   stream opens again, the page is read again in the background (not activity, decision 21)
//   and the frame is put in place of the one shown, so the unread count, the stage and the
//   room's panels are current; the address, the scroll and a focused element (by its id) stay;
// - coming back to the tab after 30 seconds away reads it again too;
// - never while a form of the frame is being sent or a field of it has the focus: one refresh
//   follows, however many changes came meanwhile (live-connection.browser.js);
// - once the frame says the session has ended ('Please Sign In'), the stream is closed.
// It ends by marking the document as ready (`data-hydrated`), as React's root does.
import { connectLive, createRefreshScheduler } from "../live/live-connection.browser.js";

(() => {
  const settings = document.currentScript?.dataset ?? {};
  const frameId = settings.frame ?? "";
  const staleAfterMs = Number(settings.staleAfterMs);
  const frame = () => document.getElementById(frameId);

  /** @param {Element | null} element */
  function isField(element) {
    return (
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    );
  }

  function busy() {
    const current = frame();
    if (!current) return true;
    const active = document.activeElement;
    return (
      current.querySelector("form[data-sending]") !== null || (isField(active) && current.contains(active))
    );
  }

  async function refresh() {
    const response = await fetch(window.location.href, {
      headers: { [settings.backgroundHeader ?? ""]: "1", Accept: "text/html" },
      credentials: "same-origin",
      cache: "no-store",
    });
    const fresh = new DOMParser().parseFromString(await response.text(), "text/html").getElementById(frameId);
    const current = frame();
    if (!fresh || !current || busy()) return;
    if (fresh.querySelector("[data-signed-out]")) stopLive();
    if (fresh.innerHTML === current.innerHTML) return;
    const active = document.activeElement;
    const focusedId = active && current.contains(active) ? active.id : "";
    current.replaceWith(document.adoptNode(fresh));
    if (focusedId) document.getElementById(focusedId)?.focus({ preventScroll: true });
  }

  const scheduler = createRefreshScheduler({ revalidate: refresh, isBusy: busy, onUpdated: () => {} });
  let closeStream = connectLive({
    url: settings.events,
    event: "changed",
    onStatus: () => {},
    onChange: (missed) => scheduler.request(!missed),
  });

  function stopLive() {
    closeStream();
    closeStream = () => {};
  }

  // A field left, a form's page come back from the back/forward cache: a waiting refresh runs.
  document.addEventListener("focusout", () => setTimeout(scheduler.poke));
  window.addEventListener("pageshow", () => scheduler.poke());

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
