// @ts-check
// Tabs on a page sent without React (docs/decisions/0055), on the markup Radix's tabs draw on the
// server (tabs.tsx, every panel drawn, the others hidden): a click or Enter chooses a tab, the
// arrow keys, Home and End move between them and choose (as Radix does), only the chosen tab is
// in the Tab order, and the address is replaced by the tab's `data-href` so a reload shows the
// same; the links marked `data-keeps-view` take the tab's `data-view`. The handlers are on the
// document, so tabs put in place later (a live refresh) work too; `settleTabs` fixes the Tab
// order of those. Plain JavaScript, inlined into the page's script
// (inline-script.ts); no comment inside a function.

/**
 * Only the chosen tab of each list is reached with Tab, the list itself is not.
 * @param {ParentNode} root
 */
export function settleTabs(root) {
  for (const list of root.querySelectorAll('[role="tablist"]')) {
    list.removeAttribute("tabindex");
    for (const tab of list.querySelectorAll('[role="tab"]')) {
      if (tab instanceof HTMLElement) tab.tabIndex = tab.getAttribute("aria-selected") === "true" ? 0 : -1;
    }
  }
}

/**
 * @param {HTMLElement} tab
 * @param {boolean} focus
 */
function chooseTab(tab, focus) {
  const list = tab.closest('[role="tablist"]');
  if (!list) return;
  for (const other of list.querySelectorAll('[role="tab"]')) {
    if (!(other instanceof HTMLElement)) continue;
    const chosen = other === tab;
    other.setAttribute("aria-selected", String(chosen));
    other.dataset.state = chosen ? "active" : "inactive";
    other.tabIndex = chosen ? 0 : -1;
    const panel = document.getElementById(other.getAttribute("aria-controls") ?? "");
    if (panel) {
      panel.hidden = !chosen;
      panel.dataset.state = chosen ? "active" : "inactive";
    }
  }
  if (focus) tab.focus();
  if (tab.dataset.href) window.history.replaceState(window.history.state, "", tab.dataset.href);
  if (tab.dataset.view) keepView(tab.dataset.view);
}

/**
 * The links that keep the sub-tab (`data-keeps-view`: the application list's) take the one
 * chosen, as React's do; the first tab is the default, left out of the address.
 * @param {string} view
 */
function keepView(view) {
  const first = document.querySelector('[role="tab"][data-view]');
  for (const link of document.querySelectorAll("a[data-keeps-view]")) {
    if (!(link instanceof HTMLAnchorElement)) continue;
    const url = new URL(link.href);
    if (first instanceof HTMLElement && first.dataset.view === view) url.searchParams.delete("view");
    else url.searchParams.set("view", view);
    link.href = `${url.pathname}${url.search}`;
  }
}

const TAB_KEYS = ["ArrowRight", "ArrowLeft", "Home", "End"];

/** Makes the document's tabs work (see the file's header). */
export function watchTabs() {
  settleTabs(document);
  document.addEventListener("click", (event) => {
    const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
    if (tab instanceof HTMLElement) chooseTab(tab, false);
  });
  document.addEventListener("keydown", (event) => {
    const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
    const list = tab?.closest('[role="tablist"]');
    if (!(tab instanceof HTMLElement) || !list || !TAB_KEYS.includes(event.key)) return;
    const tabs = [...list.querySelectorAll('[role="tab"]')];
    const at = tabs.indexOf(tab);
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? tabs.length - 1
          : (at + (event.key === "ArrowRight" ? 1 : -1) + tabs.length) % tabs.length;
    const target = tabs[next];
    if (!(target instanceof HTMLElement)) return;
    event.preventDefault();
    chooseTab(target, true);
  });
}
