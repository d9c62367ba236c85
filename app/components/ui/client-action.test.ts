import { describe, expect, it } from "vitest";
import { answerWhenUnreachable } from "./client-action.ts";

// A send that never reached the server is answered in the browser, keeping the page (issue 42).

const args = (serverAction: () => Promise<unknown>) => {
  const body = new FormData();
  body.set("intent", "send-message");
  return {
    request: new Request("http://localhost/dashboard/messages", { method: "POST", body }),
    params: {},
    serverAction,
  } as never;
};

const clientAction = answerWhenUnreachable((form) => ({
  intent: String(form.get("intent")),
  ok: false,
  formMessage: "Your message could not be sent. Check your connection and try again.",
}));

describe("answerWhenUnreachable", () => {
  it("passes the server's answer on", async () => {
    await expect(clientAction(args(async () => ({ ok: true })))).resolves.toEqual({ ok: true });
  });

  it("answers a lost send with the form's refusal and a status that reads nothing again", async () => {
    const answer = (await clientAction(
      args(async () => {
        throw new TypeError("Failed to fetch");
      }),
    )) as { data: unknown; init: { status: number } };
    expect(answer.init.status).toBe(503);
    expect(answer.data).toEqual({
      intent: "send-message",
      ok: false,
      formMessage: "Your message could not be sent. Check your connection and try again.",
    });
  });

  it("lets a redirect or a thrown answer of the server through", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/auth" } });
    await expect(
      clientAction(
        args(async () => {
          throw redirect;
        }),
      ),
    ).rejects.toBe(redirect);
  });

  it("answers a failure of the server's own (a 5xx) the same way, keeping the page", async () => {
    const answer = (await clientAction(
      args(async () => {
        throw new Response("Bad Gateway", { status: 502 });
      }),
    )) as { init: { status: number } };
    expect(answer.init.status).toBe(503);
  });
});
