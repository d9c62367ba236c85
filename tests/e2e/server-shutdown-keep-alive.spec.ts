import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServer } from "./support/spawned-server.ts";

// A client that keeps sending on its kept-alive connection (a load balancer's pool, a busy
// browser) must not hold a stopping node open: after SIGTERM every answer says
// `Connection: close`, so the client moves to another node and the process stops at once
// rather than after its 3.5 s drain, cutting requests off (bench/two-nodes.ts found this).

test.describe.configure({ timeout: 120_000 });

test("after SIGTERM, answers on a kept-alive connection close it, and the server stops without waiting for the drain", async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-keep-alive-"));
  try {
    const server = await startServer(folder);
    const socket = net.connect(server.port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    let received = "";
    let closed = false;
    socket.on("data", (chunk) => {
      received += chunk;
    });
    socket.on("close", () => {
      closed = true;
    });
    socket.on("error", () => {});
    const ask = () => socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`);
    const answers = () => received.match(/^HTTP\/1\.1 /gm)?.length ?? 0;

    ask();
    await expect.poll(answers).toBe(1);
    expect(received).toMatch(/connection: keep-alive/i);

    // A request in flight when SIGTERM comes (its body still arriving), so the connection is busy
    // when the server closes its idle ones; then a request after each answer while it stays open.
    const body = "intent=sign-in&email=someone%40test.example&password=x";
    socket.write(
      `POST /auth HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: http://127.0.0.1:${server.port}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(body.slice(10));
    for (let sent = 2; !closed && Date.now() - signalled < 4_000; ) {
      if (answers() === sent) {
        ask();
        sent += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(closed).toBe(true);
    expect(received.split(/^HTTP\/1\.1 /m).at(-1)).toMatch(/connection: close/i);
    expect(await server.exited).toBe(0);
    // Waiting for the drain would take its whole 3.5 s; anything less is the claim (a loaded CI
    // host took 3.1 s to stop without it, so a tighter bound only measured the host).
    expect(Date.now() - signalled).toBeLessThan(3_500);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
