import crypto from "node:crypto";
import type { Db } from "#app/server/db.server.ts";
import { seedReferenceData } from "#app/server/seed.server.ts";
import { auditLog, emailOutbox, jobRuns, paymentMethods, sessions } from "#db/schema.ts";
import { insertApplicationWithAccounts } from "./debt-account-fixtures.ts";
import { insertUser } from "./user-fixtures.ts";

// A database with a little of everything a backup must carry: customers with sessions and
// payment methods, applications with debt accounts (personal data encrypted with the tests'
// key), admin decisions in the audit log, e-mails in the outbox, a job's lease, the resources.

export async function seedForBackup(db: Db, { customers = 3 } = {}) {
  await seedReferenceData(db);
  const applicationIds: string[] = [];
  for (let i = 0; i < customers; i += 1) {
    const user = await insertUser(db, { phone: `212555020${i}` });
    await db.insert(sessions).values({
      token: crypto.randomBytes(24).toString("hex"),
      userId: user.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await db.insert(paymentMethods).values({
      userId: user.id,
      type: "credit",
      holderName: "Ada Lovelace",
      lastFour: `000${i}`,
      expiryDate: "12/30",
      isDefault: true,
    });
    const { application } = await insertApplicationWithAccounts(db, {
      userId: user.id,
      count: 3,
      address: `${i + 1} Backup Lane, Springfield`,
    });
    applicationIds.push(application.id);
    await db.insert(auditLog).values({
      actorEmail: "admin@test.example",
      action: "application_approved",
      targetType: "application",
      targetId: application.id,
      before: { status: "pending" },
      after: { status: "approved" },
    });
    await db.insert(emailOutbox).values({
      kind: "approval",
      dedupeKey: `approval:${application.id}`,
      toAddress: user.email,
      subject: "Your application was approved",
      textBody: "Approved.",
    });
  }
  await db
    .insert(jobRuns)
    .values({ job: "retention", nextRunAt: new Date(Date.now() + 3_600_000) })
    .onConflictDoNothing();
  return { applicationIds };
}
