import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationsActionData, ApplicationsPageData } from "#app/domain/admin/application-views.ts";
import { DECLINE_REASON_TEXTS } from "#app/domain/application/decline-form.ts";
import { DECLINE_FORM_MESSAGES } from "#app/domain/application/decline-rules.ts";
import { action, loader } from "#app/routes/admin/applications.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import { applications, auditLog, emailOutbox } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { loadDashboard } from "#tests/support/dashboard-route.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest, TEST_ORIGIN } from "#tests/support/test-services.ts";

// Decline App with its reason (issue 21): refused without a valid one (400, a message under the
// field, nothing written); with one, the reason and note are stored with the status in one
// transaction, recorded in the audit row, e-mailed to the applicant and shown in their portal.

let database: Database;
let services: Services;
let admin: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  admin = await signedInAdmin(services);
});
afterAll(() => database.close());

type Loaded = Extract<ApplicationsPageData, { ok: true }>;

async function versionOf(id: string): Promise<string> {
  const request = new Request(new URL(`/admin/applications?open=${id}`, TEST_ORIGIN), {
    headers: { Cookie: admin.cookie },
  });
  const page = (
    await outcome<ApplicationsPageData>(() =>
      loader({ request, context: contextFor(services), params: {} } as never),
    )
  ).body as Loaded;
  const version = page.rows.find((row) => row.id === id)?.version;
  if (!version) throw new Error("the application is not on the first page");
  return version;
}

function decline(applicationId: string, version: string, fields: Record<string, string>) {
  const request = formRequest(
    "/admin/applications",
    { intent: "lifecycle", action: "decline", applicationId, version, ...fields },
    { Cookie: admin.cookie },
  );
  return outcome<ApplicationsActionData>(() =>
    action({ request, context: contextFor(services), params: {} } as never),
  );
}

const rowOf = async (id: string) => {
  const [row] = await database.db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new Error("no such application");
  return row;
};
const auditOf = (id: string) => database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
const mailTo = (email: string) =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

describe("a decline without a valid reason is refused", () => {
  it("answers 400 with the message under the field, and writes nothing", async () => {
    const app = await insertApplication(database.db);
    const version = await versionOf(app.id);
    const cases: [Record<string, string>, "declineReason" | "declineNote", string][] = [
      [{}, "declineReason", DECLINE_FORM_MESSAGES.reasonRequired],
      [{ declineReason: "" }, "declineReason", DECLINE_FORM_MESSAGES.reasonRequired],
      [{ declineReason: "we-do-not-like-it" }, "declineReason", DECLINE_FORM_MESSAGES.reasonRequired],
      [{ declineReason: "other", declineNote: "  " }, "declineNote", DECLINE_FORM_MESSAGES.noteRequired],
      [
        { declineReason: "could_not_verify", declineNote: "x".repeat(501) },
        "declineNote",
        DECLINE_FORM_MESSAGES.noteTooLong,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await decline(app.id, version, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body).toMatchObject({
        intent: "lifecycle",
        ok: false,
        message: "Failed to decline application",
        fieldErrors: { [field]: message },
      });
    }
    expect(await rowOf(app.id)).toMatchObject({ status: "pending", declineReason: null, declineNote: null });
    expect(await auditOf(app.id)).toEqual([]);
    expect(await mailTo(app.email)).toEqual([]);
  });

  it("the model itself never declines without a reason", async () => {
    const app = await insertApplication(database.db);
    const env = services.env;
    await expect(
      changeApplicationStatus(database.db, {
        applicationId: app.id,
        action: "decline",
        actor: { id: admin.id, email: admin.email, role: "admin" },
        env,
      }),
    ).rejects.toThrow("a decline needs its reason");
    expect((await rowOf(app.id)).status).toBe("pending");
  });
});

describe("a decline with its reason", () => {
  it("stores the reason and note with the status, writes them in the audit row and e-mails the applicant", async () => {
    const owner = await signedInUser(services);
    const app = await insertApplication(database.db, { userId: owner.id, firstName: "Marjorie" });
    const version = await versionOf(app.id);
    const note = "Your pay stub was unreadable.\nSend a clearer copy and we will look again.";
    const answer = await decline(app.id, version, {
      declineReason: "could_not_verify",
      declineNote: `  ${note} `,
    });
    expect(answer).toMatchObject({ status: 200, body: { ok: true, message: "Application declined" } });

    const row = await rowOf(app.id);
    expect(row).toMatchObject({ status: "declined", declineReason: "could_not_verify", declineNote: note });
    // The one UPDATE that declined it wrote the reason: the same updated_at as the decision.
    expect(row.decidedAt?.getTime()).toBe(row.updatedAt.getTime());

    const [audit, ...moreAudit] = await auditOf(app.id);
    expect(moreAudit).toEqual([]);
    expect(audit).toMatchObject({
      action: "application_declined",
      actorId: admin.id,
      targetType: "application",
      before: { status: "pending" },
      after: { status: "declined", declineReason: "could_not_verify", declineNote: note },
    });
    expect(audit?.before).not.toHaveProperty("declineReason");

    const [mail, ...moreMail] = await mailTo(app.email);
    expect(moreMail).toEqual([]);
    expect(mail).toMatchObject({
      kind: "decline",
      dedupeKey: `decline:${app.id}`,
      subject: "Your Harborline Debt Relief application was declined",
    });
    expect(mail?.textBody).toContain(`application #${app.id.slice(-8)}`);
    expect(mail?.textBody).toContain(DECLINE_REASON_TEXTS.could_not_verify);
    expect(mail?.textBody).toContain(
      "Your pay stub was unreadable. Send a clearer copy and we will look again.",
    );
    expect(mail?.textBody).toContain(`${TEST_ORIGIN}/dashboard?application=${app.id}`);
    expect(mail?.htmlBody).toContain(DECLINE_REASON_TEXTS.could_not_verify);

    // The customer's portal: the reason's sentence and the note; no estimate for it.
    const { body } = await loadDashboard(services, `/dashboard?application=${app.id}`, { user: owner });
    const shown = body?.selection?.kind === "found" ? body.selection.application : undefined;
    expect(shown?.decline).toEqual({ reason: DECLINE_REASON_TEXTS.could_not_verify, note });
    expect(shown).toMatchObject({ potentialSavings: null, projectedCompletion: null });

    // The admin's expanded row names the reason too.
    const request = new Request(new URL(`/admin/applications?open=${app.id}`, TEST_ORIGIN), {
      headers: { Cookie: admin.cookie },
    });
    const page = (
      await outcome<ApplicationsPageData>(() =>
        loader({ request, context: contextFor(services), params: {} } as never),
      )
    ).body as Loaded;
    const expanded = page.expanded;
    if (!expanded || "failed" in expanded) throw new Error("expected the details");
    expect(expanded.details.decline).toContainEqual({
      label: "Reason",
      value: "Information could not be verified",
    });
  });

  it("a decline refused (someone decided first) stores no reason and sends nothing", async () => {
    const app = await insertApplication(database.db);
    const version = await versionOf(app.id);
    const env = services.env;
    const approved = await changeApplicationStatus(database.db, {
      applicationId: app.id,
      action: "approve",
      actor: { id: admin.id, email: admin.email, role: "admin" },
      env,
    });
    expect(approved.kind).toBe("changed");
    const answer = await decline(app.id, version, { declineReason: "debt_below_minimum" });
    expect(answer.status).toBe(409);
    expect(await rowOf(app.id)).toMatchObject({ status: "approved", declineReason: null });
    expect((await mailTo(app.email)).map((mail) => mail.kind)).toEqual(["approval"]);
  });

  it("an e-mail that cannot be queued leaves the application pending, with no reason and no audit row", async () => {
    const app = await insertApplication(database.db);
    const version = await versionOf(app.id);
    // The outbox refuses the message (a CHECK added for this test), inside the decline's transaction.
    await database.db.execute(
      sql.raw(
        "alter table email_outbox add constraint test_no_decline_mail check (kind <> 'decline') not valid",
      ),
    );
    try {
      const request = formRequest(
        "/admin/applications",
        {
          intent: "lifecycle",
          action: "decline",
          applicationId: app.id,
          version,
          declineReason: "state_not_available",
        },
        { Cookie: admin.cookie },
      );
      const answer = await outcome<ApplicationsActionData>(() =>
        action({ request, context: contextFor(services), params: {} } as never),
      );
      expect(answer.status).toBe(500);
    } finally {
      await database.db.execute(sql.raw("alter table email_outbox drop constraint test_no_decline_mail"));
    }
    expect(await rowOf(app.id)).toMatchObject({ status: "pending", declineReason: null, declineNote: null });
    expect(await auditOf(app.id)).toEqual([]);
  });
});
