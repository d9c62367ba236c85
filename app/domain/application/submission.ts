import type { ApplicationDraft } from "./draft.ts";

// The wizard's request to POST /api/applications and the answers it can get back.

export const SUBMIT_URL = "/api/applications";

export interface SubmissionRequest {
  /** A random UUID made once per wizard run: repeating a submit never stores twice. */
  submissionId: string;
  application: ApplicationDraft;
}

export type SubmissionResponse =
  | { ok: true; applicationId: string }
  | {
      ok: false;
      /** "sign-in": not signed in; "invalid": see fieldErrors; "failed": anything else. */
      reason: "sign-in" | "invalid" | "failed";
      message: string;
      fieldErrors?: Record<string, string>;
    };
