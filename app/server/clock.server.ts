// The one source of "now" for the server and its jobs (docs/decisions/0040): the running app uses
// the system's clock; tests hand in a clock they move (tests/support/clock.ts), so nothing that
// depends on time needs a test to sleep.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
