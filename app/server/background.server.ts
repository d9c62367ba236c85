import { logFailure } from "./logger.server.ts";

// Work an action starts and does not wait for, so that its answer says nothing about what the
// work found (a password reset for a known address looks like one for an unknown one, and
// takes as long). Everything it does is durable in the database (the outbox); stopping the
// app waits for what is still running, and tests wait for it with settleBackgroundTasks.

const running = new Set<Promise<void>>();

/** Runs `task` after the current request; a failure is logged without personal data. */
export function runInBackground(label: string, task: () => Promise<void>): void {
  const promise: Promise<void> = Promise.resolve()
    .then(task)
    .catch((error: unknown) => logFailure(`${label} failed`, error))
    .finally(() => running.delete(promise));
  running.add(promise);
}

/** How many tasks are still running (tests check that an answer did not wait for its work). */
export function pendingBackgroundTasks(): number {
  return running.size;
}

/** Resolves once every task started so far has finished. */
export async function settleBackgroundTasks(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
