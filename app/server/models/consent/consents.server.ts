import crypto from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { ConsentKind } from "#app/domain/consent/kinds.ts";
import { consents } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

// The consent record (issue 22; decisions.md, "Disclosures and consent"): who consented to which
// version of which text, on which document, with which typed name, when and from where. Written
// once, in the transaction of what it consents to; the table refuses any change or removal
// (migration 0024's trigger) and no retention rule reads it.

/** A disclosure text's version: the SHA-256 of its exact words, so a changed word is a new version. */
export function disclosureVersion(text: string): string {
  return crypto.createHash("sha256").update(text, "utf8").digest("hex");
}

export interface NewConsent {
  userId: string;
  applicationId: string | null;
  kind: ConsentKind;
  disclosureVersion: string;
  documentSha256: string | null;
  typedName: string;
  planRevision: number | null;
  clientAddress: string | null;
  userAgent: string | null;
  at: Date;
}

/** The browser's own words, cut to what the column keeps. */
const USER_AGENT_MAX = 512;

export async function recordConsent(tx: Db, consent: NewConsent): Promise<string> {
  const [row] = await tx
    .insert(consents)
    .values({
      userId: consent.userId,
      applicationId: consent.applicationId,
      kind: consent.kind,
      disclosureVersion: consent.disclosureVersion,
      documentSha256: consent.documentSha256,
      typedName: consent.typedName,
      planRevision: consent.planRevision,
      clientAddress: consent.clientAddress,
      userAgent: consent.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      createdAt: consent.at,
    })
    .returning({ id: consents.id });
  if (!row) throw new Error("the consent insert returned no row");
  return row.id;
}

/** An application's consents, oldest first (the admin's view of a signature). */
export function findConsentsForApplication(db: Db, applicationId: string) {
  return db
    .select()
    .from(consents)
    .where(eq(consents.applicationId, applicationId))
    .orderBy(asc(consents.createdAt), asc(consents.id));
}
