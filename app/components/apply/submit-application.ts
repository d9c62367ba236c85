import type { ApplicationDraft } from "#app/domain/application/draft.ts";
import { SUBMIT_URL, type SubmissionResponse } from "#app/domain/application/submission.ts";

/**
 * Sends the application; never throws. A lost connection or an answer that is not ours
 * becomes a "failed" response with no message, which the wizard turns into the generic toast.
 */
export async function submitApplication(
  submissionId: string,
  application: ApplicationDraft,
): Promise<SubmissionResponse> {
  try {
    const response = await fetch(SUBMIT_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ submissionId, application }),
      credentials: "same-origin",
    });
    const body = (await response.json()) as SubmissionResponse;
    if (typeof body?.ok !== "boolean") throw new Error("unexpected answer");
    return body;
  } catch {
    return { ok: false, reason: "failed", message: "" };
  }
}
