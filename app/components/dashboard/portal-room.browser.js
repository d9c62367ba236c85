// @ts-check
// The live part of a portal room sent without React (docs/decisions/0055), inlined after the
// dashboard's frame (portal-room-script.tsx). It does what the frame's React hooks do
// (use-live-portal.ts, use-revalidate-on-return.ts):
// - on each change of the customer's own records (GET /dashboard/events, "changed") and when the
//   stream opens again, the page is read again in the background (not activity, decision 21)
//   and each part of the frame marked `data-live` (the rooms' links with the unread count, the
//   room's panels: never a form with typed input, so nothing typed and no answer is lost) is put
//   in place of the one shown, by its id; the address, the scroll and the focus stay;
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
