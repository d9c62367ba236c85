import type { DemoStatus } from "#app/domain/demo/demo-clock.ts";
import { COMPANY_TIME_ZONE, formatDayIn } from "#app/domain/time-zone.ts";
import type { Services } from "../context.server.ts";

/** Where the demonstration's clock is, for the banner and /admin/demo; null outside demo mode. */
export function demoStatusOf(services: Pick<Services, "demo">): DemoStatus | null {
  const { demo } = services;
  if (!demo) return null;
  return { day: formatDayIn(demo.now(), COMPANY_TIME_ZONE), aheadDays: demo.aheadDays() };
}
