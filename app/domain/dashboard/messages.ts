// The dashboard's strings from spec sections 2, 4 and 8 ("Customer toasts"), kept in one
// place so the UI, the actions and the tests use the same words.
import { ESTIMATED_SAVINGS_PERCENT } from "../program.ts";

export const DASHBOARD_MESSAGES = {
  pleaseSignIn: "Please Sign In",
  applicationNotFound: "Application not found",
  emptyApplications: "Create Your First Application",
  selectApplication: "Select an application to view its account details.",
  accountDetailsPlaceholder:
    "Your account details form will be available once your application is processed by our team.",
  cancelConfirmation: "Are you sure you want to cancel this application? This action cannot be undone.",
  savingsNote: `Est. ${ESTIMATED_SAVINGS_PERCENT}% average`,
  notAvailable: "N/A",
  emailChangeNotice:
    "Changing your e-mail address sends a confirmation link to the new address. The change takes effect once you open it.",
  // Toasts (spec section 8).
  failedLoadApplicationDetails: "Failed to load application details",
  failedLoadProfile: "Failed to load profile data",
  failedUpdateProfile: "Failed to update profile",
  failedLoadApplications: "Failed to load applications",
  failedCancel: "Failed to cancel application",
  failedLoadSummary: "Failed to load financial summary",
  failedLoadSecurity: "Failed to load your sign-in settings",
  failedSupportRequest: "Failed to prepare support request",
  profileUpdated: "Profile updated successfully",
  applicationCancelled: "Application cancelled successfully",
  // A form whose send never reached the server (no network, the connection dropped): issue 42.
  unreachable: "We could not reach our server, so nothing was sent. Check your connection and try again.",
} as const;

/** After a profile save that asked for a new e-mail address (the old one stays until confirmed). */
export function emailChangeRequested(newEmail: string): string {
  return `We sent a confirmation link to ${newEmail}. Your e-mail address changes once you open it.`;
}

/**
 * The Overview's cards (spec section 2: Total Debt, Potential Savings, Projected Completion),
 * named for what they hold once a plan exists (issue 43): the program's own figures, after fees;
 * once it is complete, what it came to, never a projected completion.
 */
export const OVERVIEW_CARDS = {
  estimate: {
    savings: "Potential Savings",
    completion: "Projected Completion",
    savingsNote: DASHBOARD_MESSAGES.savingsNote,
  },
  program: {
    savings: "Expected Savings",
    completion: "Expected End",
    savingsNote: "Estimated for your plan, after fees",
  },
  graduated: {
    savings: "Total Saved",
    completion: "Program Completed",
    savingsNote: "Forgiven, less our fees",
  },
} as const;
