import fs from "node:fs";

// Debian's Chromium (no browser download) and the flags this machine's closed network needs:
// without the background-networking ones Chromium keeps trying to reach Google's hosts.
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * The browser of the end-to-end tests: Debian's Chromium headless shell (`apt-get install
 * chromium-headless-shell`, which `.ci/run` does), the same Blink and V8 without the full
 * browser's UI processes: the flavor Playwright itself runs headless tests in. It took the same
 * four axe-heavy files from 128 to 84 s on two cores. Without it, the full Chromium.
 * `E2E_CHROMIUM` names another. Lighthouse (bench/) keeps the full browser.
 */
export const HEADLESS_SHELL_PATH = "/usr/lib/chromium/chromium-headless-shell";

export function e2eChromiumPath(): string {
  const chosen = process.env.E2E_CHROMIUM;
  if (chosen) return chosen;
  return fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
