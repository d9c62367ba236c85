// Signed-in customers for the streams of submissions: each submits at most as many
// applications as may await a decision at once (decision 0029's default, 3), then the next
// customer is signed up, so no submission is refused by the per-account limits.
import crypto from "node:crypto";
import { SUBMISSION_LIMITS } from "../../app/domain/application/limits.ts";
import { applicationDraft, PASSWORD, type Target, uniqueEmail, Visitor } from "./client.ts";
import type { Ledger } from "./ledger.ts";

export class CustomerPool {
  private visitor: Visitor | null = null;
  private used = 0;

  /** A signed-in customer with room for one more submission (signed up on `target` if needed). */
  async next(target: Target): Promise<Visitor> {
    if (this.visitor && this.used < SUBMISSION_LIMITS.pending) return this.visitor;
    const visitor = new Visitor();
    const email = uniqueEmail("customer");
    await visitor.signUp(target, email);
    const signedIn = await visitor.signIn(target, email, PASSWORD);
    if (signedIn.status !== 302) throw new Error(`sign-in answered ${signedIn.status}`);
    this.visitor = visitor;
    this.used = 0;
    return visitor;
  }

  /**
   * Submits one application through `target`, and again with the same submission id (as the
   * wizard retries) on `retry` when the first answer never came: recorded in the ledger once a
   * node acknowledged it. Resolves with the application's id, or null when no node stored it.
   */
  async submit(target: Target, ledger: Ledger, retry?: Target): Promise<string | null> {
    const visitor = await this.next(target);
    this.used += 1;
    const submissionId = crypto.randomUUID();
    const email = uniqueEmail("applicant");
    const application = applicationDraft(email);
    for (const node of retry ? [target, retry] : [target]) {
      try {
        const { status, applicationId } = await visitor.submit(node, submissionId, application);
        if (applicationId && (status === 200 || status === 201)) {
          ledger.submitted.set(submissionId, applicationId);
          ledger.applicants.set(applicationId, email);
          return applicationId;
        }
        if (status !== 500 && status !== 503) return null;
      } catch {
        // No answer (the node died, the connection dropped): unknown outcome, try the other node.
      }
    }
    return null;
  }
}
