-- The submit's limit on applications awaiting a decision (docs/decisions/0029) counts an
-- account's pending applications from this small index, however many decided ones it holds.
CREATE INDEX "applications_user_id_pending_idx" ON "applications" USING btree ("user_id") WHERE "applications"."status" = 'pending';
