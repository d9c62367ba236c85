// @ts-check
// The script of an admin page sent without React (docs/decisions/0055: the admin dashboard),
// inlined after the admin frame (admin-page-script.tsx). It does what the sidebar's React state
// does on a small screen: the menu button shows and hides the admin links (aria-expanded), and
// Escape closes them with the focus back on the button. It ends by marking the document as
// ready (`data-hydrated`), as React's root does.

(() => {
  const button = document.querySelector("button[aria-controls][data-admin-menu]");
  const nav = document.getElementById(button?.getAttribute("aria-controls") ?? "");
  if (button instanceof HTMLButtonElement && nav) {
    const icons = button.querySelectorAll("svg");

    /** @param {boolean} open */
    const show = (open) => {
      button.setAttribute("aria-expanded", String(open));
      nav.classList.toggle("hidden", !open);
      nav.classList.toggle("block", open);
      icons[0]?.classList.toggle("hidden", open);
      icons[1]?.classList.toggle("hidden", !open);
    };

    button.addEventListener("click", () => show(button.getAttribute("aria-expanded") !== "true"));
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || button.getAttribute("aria-expanded") !== "true") return;
      show(false);
      button.focus();
    });
  }
  document.documentElement.dataset.hydrated = "";
})();
