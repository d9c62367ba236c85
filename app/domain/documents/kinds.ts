// The document store's kinds and limits (issue 22; decisions.md, "Documents and messages"). The
// agreement and its signed copy are made by the server; the others a customer uploads (issue 22's
// upload comes with the Documents room). The database CHECKs are built from these lists.

export const DOCUMENT_KINDS = [
  "agreement",
  "signed_agreement",
  "legal_notice",
  "creditor_letter",
  "other",
  // A creditor's letter confirming an approved settlement, uploaded by an admin (issue 24).
  "settlement_letter",
  // A file attached to a secure message (issue 25), by the customer or the team.
  "message_attachment",
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  agreement: "Enrollment agreement",
  signed_agreement: "Signed enrollment agreement",
  legal_notice: "Legal notice",
  creditor_letter: "Creditor letter",
  other: "Other document",
  settlement_letter: "Settlement letter",
  message_attachment: "Message attachment",
};

export const DOCUMENT_MEDIA_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
export type DocumentMediaType = (typeof DOCUMENT_MEDIA_TYPES)[number];

/** 10 MB, the largest document kept. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
