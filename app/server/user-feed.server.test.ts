import { describe, expect, it } from "vitest";
import { RESYNC } from "./db.server.ts";
import { CHANGES_KEPT_MS, createUserFeed, SINCE_MARGIN_MS } from "./user-feed.server.ts";

// What a customer's feed remembers for a page's first stream (routes/dashboard/events.ts): whether
// their records may have changed since the page was read. It may say yes without need (a gap in
// listening, a change just before the stamp, a stamp too old); it must never say no after a change.

function setUp() {
  let time = 1_000_000;
  let deliver: (payload: string) => void = () => {};
  const feed = createUserFeed(
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

describe("changedSince", () => {
  it("says yes before the feed listens, and for a stamp from before it listened", async () => {
    const { feed, wait } = setUp();
    const early = feed.now();
    expect(feed.changedSince("alice", early)).toBe(true);
    wait(10_000);
    await feed.start();
    expect(feed.changedSince("alice", early)).toBe(true);
    wait(SINCE_MARGIN_MS + 1);
    expect(feed.changedSince("alice", feed.now())).toBe(false);
  });

  it("says yes after a change of that user's only, a change a little before the stamp included", async () => {
    const { feed, send, wait } = setUp();
    await feed.start();
    wait(10_000);
    const stamp = feed.now();
    wait(500);
    send("bob");
    expect(feed.changedSince("alice", stamp)).toBe(false);
    expect(feed.changedSince("bob", stamp)).toBe(true);
    // Heard 500 ms after this later stamp was taken on another node whose clock is ahead: still yes.
    expect(feed.changedSince("bob", stamp + 500 + SINCE_MARGIN_MS)).toBe(true);
    expect(feed.changedSince("bob", stamp + 500 + SINCE_MARGIN_MS + 1)).toBe(false);
  });

  it("says yes after a gap in listening (a RESYNC), for a stamp too old, and for no stamp", async () => {
    const { feed, send, wait } = setUp();
    await feed.start();
    wait(10_000);
    const stamp = feed.now();
    wait(1_000);
    send(RESYNC);
    expect(feed.changedSince("alice", stamp)).toBe(true);
    wait(SINCE_MARGIN_MS + 1);
    expect(feed.changedSince("alice", feed.now())).toBe(false);
    const old = feed.now();
    wait(CHANGES_KEPT_MS);
    expect(feed.changedSince("alice", old)).toBe(true);
    expect(feed.changedSince("alice", Number.NaN)).toBe(true);
  });

  it("forgets old changes, keeping what it must say yes to", async () => {
    const { feed, send, wait } = setUp();
    await feed.start();
    wait(10_000);
    send("bob");
    const stamp = feed.now();
    wait(CHANGES_KEPT_MS + 1);
    // The next change prunes bob's; a stamp that old is answered yes whatever is remembered.
    send("carol");
    expect(feed.changedSince("bob", stamp)).toBe(true);
    expect(feed.changedSince("bob", feed.now())).toBe(false);
    expect(feed.changedSince("carol", feed.now())).toBe(true);
  });
});
