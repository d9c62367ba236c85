import { and, asc, eq, isNull } from "drizzle-orm";
import { applications, enrollmentPlans } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { findPlan, type StoredPlan } from "./plan.server.ts";

// A customer's plans (issue 22): their approved applications that have one, oldest first.

export interface CustomerPlan extends StoredPlan {
  applicationId: string;
  enrollmentStatus: "pending" | "approved" | "declined";
  firstName: string;
  lastName: string;
}

export async function findPlansForCustomer(db: Db, userId: string): Promise<CustomerPlan[]> {
  const rows = await db
    .select({
      id: applications.id,
      enrollmentStatus: applications.enrollmentStatus,
      firstName: applications.firstName,
      lastName: applications.lastName,
    })
    .from(applications)
    .innerJoin(enrollmentPlans, eq(enrollmentPlans.applicationId, applications.id))
    .where(and(eq(applications.userId, userId), eq(applications.status, "approved")))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const plans = await Promise.all(
    rows.map(async (row) => {
      const stored = await findPlan(db, row.id);
      return stored
        ? {
            ...stored,
            applicationId: row.id,
            enrollmentStatus: row.enrollmentStatus,
            firstName: row.firstName,
            lastName: row.lastName,
          }
        : null;
    }),
  );
  return plans.filter((plan): plan is CustomerPlan => plan !== null);
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
