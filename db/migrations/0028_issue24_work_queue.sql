-- The Work Queue (issue 24) lists enrollment agreements still unsigned a week after the plan was
-- made, oldest first: read from this small index of the unsigned plans, never the whole table.
CREATE INDEX "enrollment_plans_unsigned_idx" ON "enrollment_plans" USING btree ("created_at","id") WHERE "enrollment_plans"."signed_at" is null;