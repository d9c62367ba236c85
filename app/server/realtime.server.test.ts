import { describe, expect, it } from "vitest";
import { RESYNC } from "./db.server.ts";
import { createApplicationsFeed, SINCE_MARGIN_MS } from "./realtime.server.ts";

// What an admins' feed remembers for a page's first stream (admin-stream.server.ts): whether
// anything on its channel may have changed since the page was read. It may say yes without need
// (a gap in listening, a change just before the stamp); it must never say no after a change.

function setUp() {
  let time = 1_000_000;
  let deliver: (payload: string) => void = () => {};
  const feed = createApplicationsFeed(
    {
      listen: async (_channel: string, onPayload: (payload: string) => void) => {
        deliver = onPayload;
        return async () => {};
      },
    },
    { now: () => time, minIntervalMs: 0 },
  );
  return {
    feed,
    send: (payload: string) => deliver(payload),
    wait: (ms: number) => {
      time += ms;
    },
  };
}

const CHANGE = JSON.stringify({ op: "update", rows: 1 });

describe("changedSince", () => {
  it("says yes before the feed listens, and for a stamp from before it listened", async () => {
    const { feed, wait } = setUp();
    const early = feed.now();
    expect(feed.changedSince(early)).toBe(true);
    wait(10_000);
    await feed.start();
    expect(feed.changedSince(early)).toBe(true);
    expect(feed.changedSince(feed.now())).toBe(true);
    wait(SINCE_MARGIN_MS + 1);
    expect(feed.changedSince(feed.now())).toBe(false);
    expect(feed.changedSince(early + 10_000 + SINCE_MARGIN_MS)).toBe(false);
  });

  it("says yes after a change, a change a little before the stamp included", async () => {
    const { feed, send, wait } = setUp();
    await feed.start();
    wait(10_000);
    const stamp = feed.now();
    expect(feed.changedSince(stamp)).toBe(false);
    wait(500);
    send(CHANGE);
    expect(feed.changedSince(stamp)).toBe(true);
    // Heard 500 ms after this later stamp was taken on another node whose clock is ahead: still yes.
    expect(feed.changedSince(stamp + 500 + SINCE_MARGIN_MS)).toBe(true);
    expect(feed.changedSince(stamp + 500 + SINCE_MARGIN_MS + 1)).toBe(false);
  });

  it("says yes after a gap in listening (a RESYNC), and for no stamp", async () => {
    const { feed, send, wait } = setUp();
    await feed.start();
    wait(10_000);
    const stamp = feed.now();
    wait(1_000);
    send(RESYNC);
    expect(feed.changedSince(stamp)).toBe(true);
    wait(SINCE_MARGIN_MS + 1);
    expect(feed.changedSince(feed.now())).toBe(false);
    expect(feed.changedSince(Number.NaN)).toBe(true);
  });
});
