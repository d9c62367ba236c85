// One Lighthouse 13 run (mobile, simulated throttling: its defaults) in a Chromium that
// chrome-launcher started, shared by bench/lighthouse.ts and bench/lighthouse-floor.ts.
import lighthouse from "lighthouse";

/**
 * A run whose trace Lighthouse could not read (NO_NAVSTART, seen now and then on this machine)
 * is made again, up to twice.
 */
export async function lighthouseRun(port: number, url: string, cookie?: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (!lhr.runtimeError) return { lhr, report: String(result.report) };
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    process.stderr.write(`${url}: ${lhr.runtimeError.code}, run again\n`);
  }
}
