// @ts-check
// The idle-timeout warning of a signed-in page sent without React (docs/decisions/0021, 0055),
// inlined after its dialog (session-warning-page.tsx) under the response's nonce. It does what
// React's SessionTimeout does, on the same schedule (session-clock.browser.js):
// - two minutes before the session ends, the modal dialog opens, the focus on 'Stay signed in';
//   its countdown says the time left every second (role=timer, not read at each tick);
// - 'Stay signed in' (and Escape) asks the server for more time; when it cannot be reached the
//   dialog says so and stays; 'Sign out' is a form posted as a page;
// - the 12 hours cannot be extended: the notice only closes ('Continue', Escape);
// - another tab's answer closes this one at its next check; the server is asked again when the
//   tab comes back; when the time is up the page goes to the sign-in page, which says why.
// Its words, the status the page was sent with and where to go come from the dialog's `data-`.
import { requestSessionStatus } from "./session-api.browser.js";
import { formatCountdown, startSessionClock } from "./session-clock.browser.js";

(() => {
  const script = document.currentScript;
  const element = script?.previousElementSibling;
  if (!(element instanceof HTMLDialogElement)) return;
  const dialog = element;
  const words = dialog.dataset;
  const message = /** @type {HTMLElement} */ (dialog.querySelector("[data-message]"));
  const countdown = /** @type {HTMLElement} */ (dialog.querySelector("[role=timer]"));
  const failure = /** @type {HTMLElement} */ (dialog.querySelector("[data-failure]"));
  const stayButton = /** @type {HTMLButtonElement} */ (dialog.querySelector("[data-stay]"));
  const signOut = /** @type {HTMLButtonElement} */ (dialog.querySelector("[data-sign-out]"));

  /** @type {import("./session-clock.browser.js").SessionWarning | null} */
  let warning = null;
  let dismissed = false;
  let busy = false;
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let ticking;

  // A full load: nothing of the page stays in memory, and the expired page is not kept in the history.
  function leave() {
    window.location.replace(words.expiredHref ?? "/auth");
  }

  function tick() {
    if (warning) countdown.textContent = formatCountdown((warning.deadline - Date.now()) / 1000);
  }

  function render() {
    const open = warning !== null && !(dismissed && !warning.extendable);
    if (!open || !warning) {
      clearInterval(ticking);
      ticking = undefined;
      if (dialog.open) dialog.close();
      return;
    }
    message.textContent = (warning.extendable ? words.idle : words.lifetime) ?? "";
    stayButton.textContent =
      (warning.extendable ? (busy ? words.stayingLabel : words.stayLabel) : words.dismissLabel) ?? "";
    stayButton.disabled = busy;
    signOut.disabled = busy;
    tick();
    ticking ??= setInterval(tick, 1000);
    if (!dialog.open) dialog.showModal();
  }

  const clock = startSessionClock(
    {
      secondsLeft: Number(words.secondsLeft),
      warningSeconds: Number(words.warningSeconds),
      extendable: words.extendable === "true",
    },
    {
      check: () => requestSessionStatus(words.statusUrl ?? "", "GET"),
      onWarning: (next) => {
        warning = next;
        if (next === null) {
          dismissed = false;
          failure.textContent = "";
        }
        render();
      },
      onExpired: leave,
    },
  );

  async function stay() {
    if (busy) return;
    busy = true;
    failure.textContent = "";
    render();
    try {
      const fresh = await requestSessionStatus(words.statusUrl ?? "", "POST");
      busy = false;
      if (!fresh) return leave();
      clock.update(fresh);
    } catch {
      busy = false;
      failure.textContent = words.failed ?? "";
      render();
    }
  }

  // The person is here: 'Stay signed in', or 'Continue' when the 12 hours are near.
  function answer() {
    if (!warning) return;
    if (warning.extendable) void stay();
    else {
      dismissed = true;
      render();
    }
  }

  stayButton.addEventListener("click", answer);
  // Escape: the same answer; the dialog stays open while 'Stay signed in' is asked.
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    answer();
  });
  // Closed by the browser itself (a second Escape is not always cancelable): still an answer.
  dialog.addEventListener("close", () => {
    if (warning && !dismissed && !busy) answer();
  });
  signOut.form?.addEventListener("submit", () => {
    clock.stop();
  });
  // Timers sleep with the tab (and the laptop): ask again when the person comes back.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void clock.checkNow();
  });
})();
