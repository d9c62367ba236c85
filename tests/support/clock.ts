import type { Clock } from "#app/server/clock.server.ts";

/** A clock a test sets and moves: time passes only when the test says so. */
export class TestClock implements Clock {
  private at: number;

  constructor(start: Date | string = "2026-11-27T15:00:00Z") {
    this.at = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.at);
  }

  set(to: Date | string): void {
    this.at = new Date(to).getTime();
  }

  advance({
    days = 0,
    hours = 0,
    minutes = 0,
    seconds = 0,
  }: Partial<Record<"days" | "hours" | "minutes" | "seconds", number>>): void {
    this.at += (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
  }
}
