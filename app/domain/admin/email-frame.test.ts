import { describe, expect, it } from "vitest";
import { emailLinks, FRAME_POLICY, FRAME_SANDBOX, framedEmail } from "./email-frame.ts";

describe("framedEmail", () => {
  it("puts the frame's own policy and the links' new-tab target first in the head", () => {
    const framed = framedEmail(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body>Hi</body></html>',
    );
    expect(framed).toBe(
      `<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}"><base target="_blank"><meta charset="utf-8"></head><body>Hi</body></html>`,
    );
  });

  it("adds a head to html that has none, and does not mistake <header> for one", () => {
    expect(framedEmail("<header>x</header><p>Hi</p>")).toMatch(
      /^<head><meta http-equiv="Content-Security-Policy" [^>]*><base target="_blank"><\/head><header>/,
    );
  });

  it("loads nothing from anywhere and runs nothing", () => {
    expect(FRAME_POLICY).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'");
    expect(FRAME_SANDBOX.split(" ")).not.toContain("allow-scripts");
    expect(FRAME_SANDBOX.split(" ")).not.toContain("allow-same-origin");
    expect(FRAME_SANDBOX.split(" ")).not.toContain("allow-forms");
  });
});

describe("emailLinks", () => {
  it("lists web links once each with their text, entities decoded", () => {
    const html = `<a href="https://x.test/verify?token=a&amp;callbackURL=%2Fauth" style="a"><span>&#8202;</span><span>Confirm my e-mail address</span></a>
      <p>Or copy: <a href="https://x.test/verify?token=a&amp;callbackURL=%2Fauth">https://x.test/verify?token=a&amp;callbackURL=%2Fauth</a></p>
      <a href='https://x.test/dashboard'>Open &quot;my&quot; dashboard</a>`;
    expect(emailLinks(html)).toEqual([
      { href: "https://x.test/verify?token=a&callbackURL=%2Fauth", label: "Confirm my e-mail address" },
      { href: "https://x.test/dashboard", label: 'Open "my" dashboard' },
    ]);
  });

  it("leaves out telephone, mail and script links", () => {
    const html = `<a href="tel:+18005550142">call</a><a href="mailto:a@b.test">write</a><a href="javascript:alert(1)">x</a><a href=" JAVASCRIPT:alert(1)">y</a>`;
    expect(emailLinks(html)).toEqual([]);
  });

  it("names a link without text by its address", () => {
    expect(emailLinks('<a href="http://localhost:3000/auth"><img alt=""></a>')).toEqual([
      { href: "http://localhost:3000/auth", label: "http://localhost:3000/auth" },
    ]);
  });
});
