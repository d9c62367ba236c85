import { and, asc, eq, isNull } from "drizzle-orm";
import { applications, enrollmentPlans } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

// A customer's plans (issue 22): their approved applications that have one, oldest first, with
// what signing and the agreement's download need (the figures are the program's projection).

export interface CustomerPlan {
  applicationId: string;
  revision: number;
  signedAt: Date | null;
  enrollmentStatus: "pending" | "approved" | "declined";
  firstName: string;
  lastName: string;
}

export async function findPlansForCustomer(db: Db, userId: string): Promise<CustomerPlan[]> {
  return db
    .select({
      applicationId: applications.id,
      revision: enrollmentPlans.revision,
      signedAt: enrollmentPlans.signedAt,
      enrollmentStatus: applications.enrollmentStatus,
      firstName: applications.firstName,
      lastName: applications.lastName,
    })
    .from(applications)
    .innerJoin(enrollmentPlans, eq(enrollmentPlans.applicationId, applications.id))
    .where(and(eq(applications.userId, userId), eq(applications.status, "approved")))
    .orderBy(asc(applications.createdAt), asc(applications.id));
}

/** Whether the customer has a plan waiting for their signature (the overview's call to act). */
export async function hasUnsignedPlan(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollmentPlans.id })
    .from(enrollmentPlans)
    .innerJoin(applications, eq(applications.id, enrollmentPlans.applicationId))
    .where(
      and(
        eq(applications.userId, userId),
        eq(applications.status, "approved"),
        eq(applications.enrollmentStatus, "pending"),
        isNull(enrollmentPlans.signedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
