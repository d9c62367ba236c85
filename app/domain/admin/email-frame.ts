// A stored message's html, shown inside the admin page without being able to act on it: in an
// iframe whose `sandbox` allows neither scripts nor its own origin (so it can read nothing of
// the page or the session), with a policy of its own that loads nothing from anywhere (images
// only as data: URLs, inline styles only). Its links open in a new top-level tab, outside the
// sandbox, so a confirmation link works as in a mail client; they are also listed under the
// frame as plain links.

/** The frame's own Content-Security-Policy (in a <meta>: the page's applies to it too). */
export const FRAME_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/** No allow-scripts, no allow-same-origin, no forms: only links, opening outside the sandbox. */
export const FRAME_SANDBOX = "allow-popups allow-popups-to-escape-sandbox";

const FRAME_HEAD = `<meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}"><base target="_blank">`;

/** The html for the frame's `srcdoc`: the policy and the links' target first in its head. */
export function framedEmail(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) {
    const at = head.index + head[0].length;
    return `${html.slice(0, at)}${FRAME_HEAD}${html.slice(at)}`;
  }
  return `<head>${FRAME_HEAD}</head>${html}`;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The web links of a message (http and https only, each once, in order), with their text:
 * what a person could click in the message, offered as plain links under the frame.
 */
export function emailLinks(html: string): { href: string; label: string }[] {
  const links = new Map<string, string>();
  for (const match of html.matchAll(/<a\s[^>]*?href\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a>/gi)) {
    const href = decodeEntities(match[1] ?? match[2] ?? "").trim();
    if (!/^https?:\/\//i.test(href) || links.has(href)) continue;
    const label = decodeEntities((match[3] ?? "").replace(/<[^>]*>/g, " "))
      .replace(/[\u200b-\u200f\u2028-\u202f\ufeff]/g, "")
      .replace(/\s+/g, " ")
      .trim();
    links.set(href, label || href);
  }
  return [...links].map(([href, label]) => ({ href, label }));
}
