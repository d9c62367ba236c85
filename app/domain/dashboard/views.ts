// The shapes the customer's rooms (/dashboard and its children) send to the browser: text ready
// to show (money, dates, masked SSN), never a database row. Built by app/routes/dashboard/*.server.ts.

import type { AccountDetailsCard } from "../account-details-form/card.ts";
import type { DeclineExplanation } from "../application/decline-form.ts";
import type { TimelineState, TimelineStepKey } from "../application/timeline.ts";
import type { ReplaceAccountField } from "../bank-account/draft-account-form.ts";
import type { DetailItem } from "../display.ts";
import type { SigningField } from "../enrollment/signing-form.ts";
import type { ApplicationStatus } from "../enums.ts";
import type { FormReply } from "../forms.ts";
import type { ChangePasswordField } from "../password-forms.ts";
import type { SupportField } from "../support/request.ts";
import type { ProfileField } from "../user/profile-form.ts";
import type { TimeZoneField } from "../user/time-zone-form.ts";
import type { ApplicationChoice } from "./location.ts";
import type { ProgramCardView } from "./program-card.ts";

/** A panel's data, or the spec's message for a failed read (section 8, "Customer toasts"). */
export type Loaded<T> = { ok: true; value: T } | { ok: false; message: string };

export interface SummaryView {
  applicationCount: number;
  totalDebt: string;
  potentialSavings: string;
  netResult: string;
  /** Null when no application is counted (or a program's deposits do not cover it). */
  projectedCompletion: string | null;
  /** "Projected Completion", or "Program Completed" once every program counted has graduated (issue 43). */
  completionLabel: string;
  /**
   * Where the figures come from (issue 43): the spec's estimate for applications without a plan,
   * the programs' one projection once a plan exists, or both.
   */
  basis: "estimate" | "program" | "mixed";
  /** The note under Potential Savings ("Est. 40% average" for an estimate only). */
  savingsNote: string;
  /** The note under Projected Completion, matching where it comes from. */
  completionNote: string | null;
}

export interface ApplicationListItemView {
  id: string;
  number: string;
  status: ApplicationStatus;
  statusLabel: string;
  debt: string;
  submitted: string;
}

/** One page of the applications list, newest first (docs/decisions/0029). */
export interface ApplicationListPageView {
  items: ApplicationListItemView[];
  /** The page shown, 1 to `pageCount` (an address beyond the last page shows the last). */
  page: number;
  pageCount: number;
  /** All the account's applications. */
  total: number;
}

export interface TimelineStepView {
  key: TimelineStepKey;
  title: string;
  state: TimelineState;
  label: string;
  date: string | null;
  current: boolean;
}

export interface ApplicationView extends ApplicationListItemView {
  cancellable: boolean;
  /** Estimates in whole dollars; null for a declined or cancelled application (issue 21). */
  potentialSavings: string | null;
  projectedCompletion: string | null;
  /** Why it was declined, as the customer is told it (issue 21); null otherwise. */
  decline: DeclineExplanation | null;
  timeline: TimelineStepView[];
  personal: DetailItem[];
  financial: DetailItem[];
  debtAccounts: { id: string; creditor: string; items: DetailItem[] }[];
  /** Null until the team has completed the form (the customer then sees the placeholder). */
  accountDetails: AccountDetailsCard | null;
  /**
   * Once a plan exists (issue 43), each debt's program status ("Paid Off since Mar 3, 2028:
   * settled for $5,200.00") beside the creditor's last reported balance (what the application
   * lists, an admin may update it): a debt the program paid off never reads as outstanding.
   */
  programDebts: { id: string; creditor: string; status: string; lastReported: string }[];
  /**
   * Its program, once a plan exists (issue 43): progress, the next deposit, the next action with
   * its deadline, the graduation summary. Its Overview's cards read its phase.
   */
  program: ProgramCardView | null;
}

export type Selection =
  /** No application to show: the list is empty or could not be read. */
  | { kind: "none" }
  /** The id in the URL is not one of the user's applications: nothing more is said. */
  | { kind: "not-found" }
  | { kind: "failed"; message: string }
  | { kind: "found"; application: ApplicationView };

/** A room's answer when the session has ended while the page was open ('Please Sign In'). */
export interface SignedOutData {
  signedOut: true;
}

/** The frame of every room (routes/dashboard/layout.tsx): who is signed in and the financial summary. */
export interface DashboardFrameData {
  signedOut: false;
  user: { id: string; email: string; name: string; emailVerified: boolean };
  summary: Loaded<SummaryView>;
  /** Messages from the team not yet read (issue 25): the Messages link's count. */
  unreadMessages: number;
}

/** My Applications and Account Details: a page of the list and the application chosen in it. */
export interface ApplicationChoiceData {
  signedOut: false;
  /** The URL's choice, with the application actually shown. */
  choice: ApplicationChoice;
  applications: Loaded<ApplicationListPageView>;
  selection: Selection;
  /**
   * My Applications only: a card per program enrollment opened (issue 43), the one in progress
   * first: progress, the next deposit, the next action with its deadline, or the graduation
   * summary. Empty on Account Details.
   */
  programs: ProgramCardView[];
}

/** Profile Settings: the profile, and how the account is signed in to (issue 20). */
export interface ProfileRoomData {
  signedOut: false;
  profile: Loaded<ProfileView>;
  security: Loaded<SecurityView>;
  /** The zone every date is shown in, and the ones it may be changed to (issue 21). */
  timeZone: TimeZoneView;
}

export interface TimeZoneView {
  /** "America/Phoenix". */
  current: string;
  /** "Mountain Time, no daylight saving (Phoenix)". */
  label: string;
  choices: { value: string; label: string }[];
}

export interface SecurityView {
  twoFactorEnabled: boolean;
  passkeys: { id: string; name: string; added: string; lastUsed: string | null }[];
  sessions: {
    id: string;
    /** "Chrome on Windows" */
    device: string;
    /** "203.0.113.7", "Local network (10.0.0.5)" */
    address: string;
    signedIn: string;
    lastActive: string;
    /** This browser's own session. */
    current: boolean;
  }[];
}

/** Support: who is asking, for the request's text. */
export interface SupportRoomData {
  signedOut: false;
  user: { id: string; email: string; name: string };
}

export interface ProfileView {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  emailVerified: boolean;
}

export type DashboardIntent =
  | "cancel"
  | "sign-agreement"
  | "leave-program"
  | "approve-offer"
  | "decline-offer"
  | "upload-document"
  | "profile"
  | "change-password"
  | "resend-verification"
  | "support"
  | "two-factor-enable"
  | "two-factor-confirm"
  | "two-factor-disable"
  | "passkey-options"
  | "passkey-add"
  | "passkey-delete"
  | "session-end"
  | "sessions-end-others"
  | "time-zone"
  | "send-message"
  | "draft-account"
  | "replace-account"
  | "revoke-authorization"
  /** A change to the deposits, confirmed after its preview (issue 44). */
  | "change-deposits";

/** The dashboard's answers: the one form reply (domain/forms.ts), or "your session has ended". */
export type DashboardActionData =
  | { signedOut: true }
  | (FormReply<
      | ProfileField
      | SupportField
      | ChangePasswordField
      | TimeZoneField
      | SigningField
      | ReplaceAccountField
      | "password"
      | "name"
      | "kind"
      | "file"
      | "version"
      | "reason"
      | "body"
      | "files"
    > & {
      signedOut?: false;
      intent: DashboardIntent;
      /** The toast: the spec's words. */
      message: string;
      /** A passkey's ceremony: what the browser's authenticator is asked, and its challenge's id. */
      passkey?: { challengeId: string; options: unknown };
      /** Said by the browser: the send never reached the server (nothing was decided). */
      unreachable?: true;
    });
