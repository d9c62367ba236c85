// How a session is named in Profile Settings' list of active sessions (issue 20): the browser and
// system its sign-in came from, read from its user agent, and where, by its address. No address is
// looked up anywhere (no location service): a private or loopback address says so, any other is
// shown as it is, for the person to recognise.

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/CriOS\/|Chrome\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** "Chrome on Windows", "Safari on iOS"; "Unknown browser" when the agent says nothing we know. */
export function describeDevice(userAgent: string | null | undefined): string {
  const agent = userAgent ?? "";
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return "Unknown browser";
}

function isPrivateAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, "");
  return (
    /^(127\.|10\.|192\.168\.|169\.254\.)/.test(plain) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(plain) ||
    plain === "::1" ||
    /^f[cd][0-9a-f]{2}:/i.test(plain) ||
    /^fe80:/i.test(plain)
  );
}

/** Where a session signed in from: "Local network (10.0.0.5)", "203.0.113.7", or "Unknown address". */
export function describeAddress(address: string | null | undefined): string {
  const value = (address ?? "").trim();
  if (!value || value === "unknown") return "Unknown address";
  return isPrivateAddress(value) ? `Local network (${value.replace(/^::ffff:/i, "")})` : value;
}
