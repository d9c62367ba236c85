import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostCookies, incomingCookies, outgoingCookie } from "../../server/host-cookies.ts";

// Production session cookies carry the `__Host-` prefix (issue 11), though better-auth writes
// `__Secure-` names: server/host-cookies.ts renames them at the edge, both ways.

describe("outgoingCookie and incomingCookies", () => {
  it("renames better-auth's cookie to __Host-, with Path=/, Secure and no Domain", () => {
    expect(
      outgoingCookie(
        "__Secure-harborline.session_token=abc.def; Max-Age=86400; Domain=harborline.example; Path=/api; HttpOnly; Secure; SameSite=Lax",
      ),
    ).toBe("__Host-harborline.session_token=abc.def; Path=/; Max-Age=86400; HttpOnly; Secure; SameSite=Lax");
    expect(outgoingCookie("__Secure-harborline.session_token=; Max-Age=0")).toBe(
      "__Host-harborline.session_token=; Path=/; Max-Age=0; Secure",
    );
    expect(outgoingCookie("harborline_flash=x; Path=/; HttpOnly")).toBe(
      "harborline_flash=x; Path=/; HttpOnly",
    );
  });

  it("gives better-auth the __Host- cookie under its own name, and drops a __Secure- one sent by the browser", () => {
    expect(
      incomingCookies(
        "theme=dark; __Secure-harborline.session_token=planted; __Host-harborline.session_token=real.sig",
      ),
    ).toBe("theme=dark; __Secure-harborline.session_token=real.sig");
    expect(incomingCookies("__Secure-harborline.session_token=planted")).toBe("");
  });
});

describe("the hostCookies middleware", () => {
  let origin = "";
  let close: () => void = () => undefined;
  beforeAll(async () => {
    const app = express();
    app.use(hostCookies());
    app.get("/", (req, res) => {
      res.append(
        "Set-Cookie",
        "__Secure-harborline.session_token=t1; Path=/; HttpOnly; Secure; SameSite=Lax",
      );
      res.append("Set-Cookie", "__Secure-harborline.dont_remember=1; Path=/; Secure");
      res.json({ seen: req.headers.cookie ?? null });
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("sends only __Host- session cookies and reads them back under better-auth's names", async () => {
    const answer = await fetch(origin, {
      headers: { Cookie: "__Host-harborline.session_token=t1; __Secure-harborline.session_token=planted" },
    });
    expect(answer.headers.getSetCookie()).toEqual([
      "__Host-harborline.session_token=t1; Path=/; HttpOnly; Secure; SameSite=Lax",
      "__Host-harborline.dont_remember=1; Path=/; Secure",
    ]);
    expect(await answer.json()).toEqual({ seen: "__Secure-harborline.session_token=t1" });
  });
});
