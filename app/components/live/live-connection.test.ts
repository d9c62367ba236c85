import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  connectLive,
  createRefreshScheduler,
  type EventSourceLike,
  type LiveStatus,
  RECONNECT_DELAYS_MS,
  reconnectDelay,
} from "#app/components/live/live-connection.ts";

/** An EventSource the test drives: `emit("open")`, `emit("error")`, `emit("applications")`. */
class FakeSource implements EventSourceLike {
  readonly listeners = new Map<string, (() => void)[]>();
  closed = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

describe("reconnecting to the live stream", () => {
  let sources: FakeSource[];
  let statuses: LiveStatus[];
  let changes: boolean[];
  let close: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    sources = [];
    statuses = [];
    changes = [];
    close = connectLive({
      open: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source;
      },
      onStatus: (status) => statuses.push(status),
      onChange: (missed) => changes.push(missed),
    });
  });
  afterEach(() => {
    close();
    vi.useRealTimers();
  });

  const latest = () => sources.at(-1) as FakeSource;

  it("waits 1 s, 2 s, 5 s, then 10 s each time before opening the stream again", () => {
    expect(RECONNECT_DELAYS_MS).toEqual([1_000, 2_000, 5_000, 10_000]);
    expect([1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
    expect(latest().url).toBe("/admin/applications/events");
    for (const delay of [1_000, 2_000, 5_000, 10_000, 10_000]) {
      const failed = latest();
      failed.emit("error");
      // Closed at once: the browser's own retry (about 3 s) would not follow our schedule.
      expect(failed.closed).toBe(true);
      vi.advanceTimersByTime(delay - 1);
      expect(latest()).toBe(failed);
      vi.advanceTimersByTime(1);
      expect(latest()).not.toBe(failed);
    }
    expect(sources).toHaveLength(6);
    expect(statuses).toEqual(["connecting", ...Array(5).fill("reconnecting")]);
  });

  it("starts again from 1 s after a successful open, and asks for a refresh on every open", () => {
    latest().emit("error");
    vi.advanceTimersByTime(1_000);
    latest().emit("error");
    vi.advanceTimersByTime(2_000);
    latest().emit("open");
    expect(statuses.at(-1)).toBe("live");
    expect(changes).toEqual([true]);
    latest().emit("error");
    vi.advanceTimersByTime(1_000);
    expect(sources).toHaveLength(4);
    latest().emit("open");
    expect(changes).toEqual([true, true]);
  });

  it("passes each applications event on as a change, and ignores a stream it has closed", () => {
    latest().emit("open");
    latest().emit("applications");
    latest().emit("applications");
    expect(changes).toEqual([true, false, false]);
    const old = latest();
    old.emit("error");
    old.emit("applications");
    old.emit("error");
    expect(changes).toEqual([true, false, false]);
    vi.advanceTimersByTime(1_000);
    expect(sources).toHaveLength(2);
  });

  it("opens nothing more once closed", () => {
    latest().emit("error");
    close();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
    expect(latest().closed).toBe(true);
  });
});

describe("a first opening that tells the stream when the page was read", () => {
  it("asks for no refresh of its own on that opening, and for one on every reopening", () => {
    vi.useFakeTimers();
    const sources: FakeSource[] = [];
    const changes: boolean[] = [];
    const close = connectLive({
      url: "/dashboard/events",
      firstUrl: "/dashboard/events?since=1700000000000",
      event: "changed",
      open: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source;
      },
      onStatus: () => {},
      onChange: (missed) => changes.push(missed),
    });
    try {
      expect(sources.map((source) => source.url)).toEqual(["/dashboard/events?since=1700000000000"]);
      sources[0]?.emit("open");
      // The stream says whether the page missed something, as an event.
      expect(changes).toEqual([]);
      sources[0]?.emit("changed");
      expect(changes).toEqual([false]);
      // A reopening cannot know: the page reads itself again.
      sources[0]?.emit("error");
      vi.advanceTimersByTime(1_000);
      expect(sources.map((source) => source.url)).toEqual([
        "/dashboard/events?since=1700000000000",
        "/dashboard/events",
      ]);
      sources[1]?.emit("open");
      expect(changes).toEqual([false, true]);
    } finally {
      close();
      vi.useRealTimers();
    }
  });
});

describe("coalescing refreshes", () => {
  function setUp() {
    let busy = false;
    const runs: (() => void)[] = [];
    const updated: number[] = [];
    const scheduler = createRefreshScheduler({
      revalidate: () => new Promise<void>((resolve) => runs.push(resolve)),
      isBusy: () => busy,
      onUpdated: () => updated.push(runs.length),
    });
    return {
      scheduler,
      runs,
      updated,
      setBusy: (value: boolean) => {
        busy = value;
      },
    };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("runs one refresh at a time: changes during one make exactly one more after it", async () => {
    const { scheduler, runs, updated } = setUp();
    scheduler.request(true);
    expect(runs).toHaveLength(1);
    for (let i = 0; i < 20; i += 1) scheduler.request(true);
    expect(runs).toHaveLength(1);
    runs[0]?.();
    await settle();
    expect(runs).toHaveLength(2);
    runs[1]?.();
    await settle();
    expect(runs).toHaveLength(2);
    expect(updated).toEqual([1, 2]);
  });

  it("waits while the page is busy (a navigation, a revalidation, a fetcher), then runs once", async () => {
    const { scheduler, runs, setBusy } = setUp();
    setBusy(true);
    scheduler.request(true);
    scheduler.request(false);
    scheduler.poke();
    expect(runs).toHaveLength(0);
    setBusy(false);
    scheduler.poke();
    scheduler.poke();
    expect(runs).toHaveLength(1);
  });

  it("announces only refreshes that a change asked for, not one after the stream reopened", async () => {
    const { scheduler, runs, updated } = setUp();
    scheduler.request(false);
    runs[0]?.();
    await settle();
    expect(updated).toEqual([]);
    scheduler.request(true);
    runs[1]?.();
    await settle();
    expect(updated).toEqual([2]);
  });
});
