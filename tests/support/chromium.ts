// Debian's Chromium (no browser download) and the flags this machine's closed network needs:
// without the background-networking ones Chromium keeps trying to reach Google's hosts.
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
