import { describe, expect, it } from "vitest";
import { readEnv } from "#app/server/env.server.ts";

// The idle-timeout settings (docs/decisions/0021, README's table of variables).

describe("session settings", () => {
  it("default to 30 idle minutes for customers, 15 for admins, a 2-minute warning and a write a minute", () => {
    expect(readEnv({}).sessions).toEqual({
      customerIdleSeconds: 1800,
      adminIdleSeconds: 900,
      warningSeconds: 120,
      activityWriteSeconds: 60,
    });
  });

  it("can be shortened (the end-to-end test runs in seconds), but the warning must fit in the idle time", () => {
    expect(
      readEnv({
        SESSION_IDLE_CUSTOMER_SECONDS: "20",
        SESSION_IDLE_ADMIN_SECONDS: "18",
        SESSION_WARNING_SECONDS: "10",
        SESSION_ACTIVITY_WRITE_SECONDS: "1",
      }).sessions,
    ).toEqual({ customerIdleSeconds: 20, adminIdleSeconds: 18, warningSeconds: 10, activityWriteSeconds: 1 });
    expect(() => readEnv({ SESSION_IDLE_ADMIN_SECONDS: "100" })).toThrow(/SESSION_WARNING_SECONDS/);
    expect(() => readEnv({ SESSION_IDLE_CUSTOMER_SECONDS: "0" })).toThrow(/SESSION_IDLE_CUSTOMER_SECONDS/);
  });
});
