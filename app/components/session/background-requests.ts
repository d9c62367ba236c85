import { BACKGROUND_HEADER } from "#app/domain/session/status.ts";

// Requests the page makes by itself (the admins' live refreshes, the dashboard's refresh when
// its tab comes back) must not keep an idle session alive (docs/decisions/0021). They are React
// Router revalidations, whose fetch takes no headers from us: while one runs, its data request
// for the page's own URL carries X-Harborline-Background, and the server does not count it as
// activity. Any other request (a navigation elsewhere, a form post) goes out unmarked.

let running = 0;
let pagePath = "";
let installed = false;

function isBackgroundFetch(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  if (running === 0) return false;
  const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  if (method !== "GET") return false;
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname === dataPath(pagePath);
}

/** React Router's data request for a page: "/admin/applications.data", "/_.data" for "/". */
function dataPath(pathname: string): string {
  return pathname.endsWith("/") ? `${pathname}_.data` : `${pathname}.data`;
}

function install() {
  if (installed || typeof window === "undefined") return;
  installed = true;
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    if (!isBackgroundFetch(input, init)) return original(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(BACKGROUND_HEADER, "1");
    return original(input, { ...init, headers });
  };
}

/** Runs a revalidation of the current page as a background request (not the person's activity). */
export async function inBackground<T>(revalidate: () => Promise<T>): Promise<T> {
  install();
  running += 1;
  pagePath = window.location.pathname;
  try {
    return await revalidate();
  } finally {
    running -= 1;
  }
}
