import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { flashHeader, readFlash } from "./flash.server.ts";

// The flash cookie is signed with a sub-key of the auth secret: a toast shown after a redirect
// is always one the server wrote, never text a page elsewhere or a tampered cookie put there.

const SECRET = "test-secret-test-secret-test-secret-0123456789";

const cookiePart = (setCookie: string) => setCookie.split(";")[0] ?? "";
const requestWith = (cookie: string) =>
  new Request("http://localhost:3000/", { headers: { Cookie: cookie } });

describe("flash cookie", () => {
  it("reads back what the server wrote, and clears it", async () => {
    const written = cookiePart(await flashHeader(SECRET, "success", "You have been signed out."));
    const { flash, headers } = await readFlash(SECRET, requestWith(written));
    expect(flash).toMatchObject({ type: "success", message: "You have been signed out." });
    expect(headers.get("Set-Cookie")).toMatch(/^harborline_flash=;.*Max-Age=0/i);
  });

  it("ignores an unsigned cookie, and clears it", async () => {
    const unsigned = createCookie("harborline_flash");
    const forged = cookiePart(
      await unsigned.serialize({ id: "x", type: "error", message: "Your account is locked: call 555-0100." }),
    );
    const { flash, headers } = await readFlash(SECRET, requestWith(forged));
    expect(flash).toBeNull();
    expect(headers.get("Set-Cookie")).toMatch(/^harborline_flash=;.*Max-Age=0/i);
  });

  it("ignores a tampered cookie and one signed under another secret", async () => {
    const written = cookiePart(await flashHeader(SECRET, "success", "Saved."));
    const value = decodeURIComponent(written.slice("harborline_flash=".length));
    const dot = value.lastIndexOf(".");
    expect(dot).toBeGreaterThan(0);
    const payload = JSON.parse(Buffer.from(value.slice(0, dot), "base64").toString("utf8")) as object;
    const changed = Buffer.from(JSON.stringify({ ...payload, message: "Call 555-0100 now." })).toString(
      "base64",
    );
    const tampered = `harborline_flash=${encodeURIComponent(`${changed}${value.slice(dot)}`)}`;
    expect((await readFlash(SECRET, requestWith(tampered))).flash).toBeNull();

    const other = cookiePart(await flashHeader(`${SECRET}-other`, "success", "Saved."));
    expect((await readFlash(SECRET, requestWith(other))).flash).toBeNull();
  });
});
