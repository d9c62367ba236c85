// The edit loop of `npm run dev`: startup, then the time from saving a file to the change
// being seen, for a component (in Chromium, by hot update, without a reload), a loader (the
// next request), and a server module the loaders share (app/server/context.server.ts: the
// next request still finds its services). Each edit is undone right after its measure, and
// saves are a second apart, as a person makes them: two saves within a few hundred ms can
// leave the browser on the first (React Router's own `react-router dev` does the same).
// Usage: node bench/dev-hmr.ts [rounds]   (DEBUG_HMR=1 prints the browser's console)
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { startDevServer } from "../tests/support/dev-server.ts";
import { CHROMIUM, CHROMIUM_FLAGS, median } from "./support.ts";

const rounds = Number(process.argv[2] ?? 3);
const COMPONENT = "app/components/auth/auth-form.tsx";
const COMPONENT_TEXT = "Sign in to your account.";
const LOADER = "app/routes/seo/robots-txt.ts";
const LOADER_TEXT = '"User-agent: *",';
const SERVER_MODULE = "app/server/context.server.ts";

const originals = new Map<string, string>();
function edit(file: string, change: (text: string) => string): number {
  const text = originals.get(file) ?? fs.readFileSync(file, "utf8");
  originals.set(file, text);
  const changed = change(text);
  if (changed === text) throw new Error(`${file}: the text to edit was not found`);
  fs.writeFileSync(file, changed);
  return performance.now();
}
function restoreAll() {
  for (const [file, text] of originals) fs.writeFileSync(file, text);
}
process.on("SIGINT", () => {
  restoreAll();
  process.exit(130);
});

const pause = () => new Promise((resolve) => setTimeout(resolve, 1_000));

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const server = await startDevServer({ LOG_LEVEL: "warn" });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const figures: Record<string, number[]> = { component: [], loader: [], "server module": [] };
let firstPageMs = 0;
try {
  const page = await browser.newPage();
  if (process.env.DEBUG_HMR)
    page.on("console", (m) =>
      process.stderr.write(`${Date.now() % 100000} browser ${m.type()} ${m.text().slice(0, 200)}\n`),
    );
  const t = performance.now();
  await page.goto(`${server.origin}/auth`, { waitUntil: "networkidle" });
  firstPageMs = performance.now() - t;
  const email = page.getByLabel("Email");
  await email.fill("kept@test.example");
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  for (let round = 0; round < rounds; round += 1) {
    const marker = `[hmr ${Date.now()}]`;
    if (process.env.DEBUG_HMR) process.stderr.write(`${Date.now() % 100000} edit ${marker}\n`);
    const saved = edit(COMPONENT, (text) => text.replace(COMPONENT_TEXT, `${COMPONENT_TEXT} ${marker}`));
    await page.getByText(marker).waitFor({ timeout: 60_000 });
    figures.component?.push(performance.now() - saved);
    restoreAll();
    await page.getByText(marker).waitFor({ state: "detached", timeout: 60_000 });
    await pause();
  }
  const sameDocument = await page.evaluate(() => "__sameDocument" in window);
  if (!sameDocument) throw new Error("the page was reloaded: not a hot update");
  if ((await email.inputValue()) !== "kept@test.example") throw new Error("the form's state was lost");

  for (let round = 0; round < rounds; round += 1) {
    const marker = `# hmr ${Date.now()}`;
    const saved = edit(LOADER, (text) => text.replace(LOADER_TEXT, `${LOADER_TEXT} "${marker}",`));
    await waitFor(
      async () => (await (await fetch(`${server.origin}/robots.txt`)).text()).includes(marker),
      "the edited loader",
    );
    figures.loader?.push(performance.now() - saved);
    restoreAll();
    await pause();
  }

  const reloads = () => server.output().split("program reload").length;
  for (let round = 0; round < rounds; round += 1) {
    const before = reloads();
    const saved = edit(SERVER_MODULE, (text) => `${text}// hmr ${Date.now()}\n`);
    // Vite's runner evaluates the server modules again; the next responses come from them: the
    // router context made by the new createLoadContext carries the keys the new loaders read
    // (without them robots.txt fails, and the root loader renders the page as prerendered).
    await waitFor(async () => reloads() > before, "Vite's program reload");
    const robots = await fetch(`${server.origin}/robots.txt`);
    const home = await (await fetch(`${server.origin}/`)).text();
    if (robots.status !== 200 || !home.includes(`<link rel="canonical" href="${server.origin}/"`)) {
      throw new Error(
        `after editing ${SERVER_MODULE}: robots.txt ${robots.status}, or / without its services`,
      );
    }
    figures["server module"]?.push(performance.now() - saved);
    restoreAll();
    await waitFor(async () => reloads() > before + 1, "Vite's program reload");
  }
} catch (error) {
  process.stderr.write(`${server.output().split("\n").slice(-40).join("\n")}\n`);
  throw error;
} finally {
  restoreAll();
  await browser.close();
  const { stopMs } = await server.stop();
  const ms = (value: number) => `${Math.round(value)} ms`;
  process.stdout.write(
    `npm run dev: running after ${ms(server.startupMs)}, first page (/auth) ${ms(firstPageMs)}\n`,
  );
  for (const [name, values] of Object.entries(figures)) {
    if (values.length === 0) continue;
    process.stdout.write(
      `${name} edit to seen: median ${ms(median(values))} (${values.map(ms).join(", ")})\n`,
    );
  }
  process.stdout.write(`stopped ${ms(stopMs)} after SIGTERM\n`);
}
