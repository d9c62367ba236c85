// The one source of "now" for the server and its jobs (docs/decisions/0040): the running app uses
// the system's clock; tests hand in a clock they move (tests/support/clock.ts), so nothing that
// depends on time needs a test to sleep. Two clocks since issue 45 (docs/decisions/0069):
// `Services.clock` is the program's (deposits, offers, refunds, tasks, pages), which the
// demonstration (`npm run demo`) moves ahead; `Services.realClock` is always the system's, for
// security (sessions, two-factor, rate limits, a webhook's timeliness, account security).

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
