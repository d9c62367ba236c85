import { describe, expect, it } from "vitest";
import { calendarDateIn, DEFAULT_TIME_ZONE, formatDateTimeIn } from "./time-zone.ts";

describe("calendarDateIn", () => {
  it("gives the date in the person's zone, not the server's", () => {
    // 7:35 PM on Nov 26 in Phoenix is already Nov 27 in UTC.
    const moment = new Date("2026-11-27T02:35:00Z");
    expect(calendarDateIn(moment, "America/Phoenix")).toBe("2026-11-26");
    expect(calendarDateIn(moment, "UTC")).toBe("2026-11-27");
  });

  it("is US Eastern until the zone is known", () => {
    expect(DEFAULT_TIME_ZONE).toBe("America/New_York");
    expect(calendarDateIn(new Date("2026-11-27T04:59:00Z"))).toBe("2026-11-26");
    expect(calendarDateIn(new Date("2026-11-27T05:00:00Z"))).toBe("2026-11-27");
  });
});

describe("formatDateTimeIn", () => {
  it("shows the moment in the person's zone, with the zone named", () => {
    const moment = new Date("2026-11-27T02:35:00Z");
    expect(formatDateTimeIn(moment, "America/Phoenix")).toBe("Nov 26, 2026, 7:35 PM MST");
    expect(formatDateTimeIn(moment)).toBe("Nov 26, 2026, 9:35 PM EST");
  });
});
