import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import { and, eq } from "drizzle-orm";
import express from "express";
import pino from "pino";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NegotiationReply } from "#app/domain/admin/negotiation.ts";
import { UPLOAD_MESSAGES } from "#app/domain/documents/upload.ts";
import { OFFER_DECISION_MESSAGES } from "#app/domain/negotiation/offer-decisions.ts";
import { action } from "#app/routes/admin/negotiation.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { readDocumentBytes, sha256Hex } from "#app/server/models/document/documents.server.ts";
import { approveOffer } from "#app/server/models/negotiation/offer-decisions.server.ts";
import { applications, auditLog, creditorPayments, documents, settlementOffers } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import type { EnrolledCustomer } from "#tests/support/enrolled-fixtures.ts";
import { HOSTILE_PDFS, plainPdf } from "#tests/support/hostile-pdfs.ts";
import { negotiationCalls, PLAN } from "#tests/support/negotiation-route.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";
import { bodyRuleFor } from "../../server/body-rules.ts";
import { requestBodies, streamedBody, withReadBody } from "../../server/request-body.ts";

// The creditor's confirmation of an approved settlement on /admin/negotiations/:debtAccountId
// (issue 24): a multipart form with the settlement letter, streamed to the action through the
// upload's limit while the page's other forms stay urlencoded; the letter checked on its bytes
// as a customer's upload is and kept, as its checked copy, with the customer's documents, and the
// plan's payments scheduled, once.

let database: Database;
let services: Services;
let admin: SignedInUser;
const clock = new TestClock("2026-11-20T15:00:00Z");
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
let PDF: Buffer;
const { negotiating, page, post, recordPlan, confirm } = negotiationCalls(
  () => services,
  () => admin,
  clock,
);

beforeAll(async () => {
  PDF = await plainPdf("Settlement confirmed");
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  admin = await signedInAdmin(services);
});
afterAll(() => database.close());

const first = (enrolled: EnrolledCustomer) => enrolled.debtIds[0] ?? "";

/** The customer approves the debt's offer with their typed name, as My Program does. */
async function approveAsCustomer(enrolled: EnrolledCustomer, debtId: string) {
  const [offer] = await database.db
    .select()
    .from(settlementOffers)
    .where(eq(settlementOffers.debtAccountId, debtId));
  const [person] = await database.db
    .select()
    .from(applications)
    .where(eq(applications.id, enrolled.applicationId));
  if (!offer || !person) throw new Error("no offer");
  const approved = await approveOffer(database.db, {
    offerId: offer.id,
    caller: enrolled.owner,
    typedName: `${person.firstName} ${person.lastName}`,
    clientAddress: null,
    userAgent: null,
    now: clock.now(),
  });
  expect(approved.kind).toBe("changed");
}

/** The route's action behind the body middleware of server/express-app.ts, over real HTTP. */
async function startBodyServer(): Promise<{ url: string; close: () => void }> {
  const app = express();
  app.use(requestBodies(pino({ level: "silent" })));
  app.all("/{*splat}", async (req, res) => {
    const request = new Request(new URL(req.originalUrl, TEST_ORIGIN), {
      method: req.method,
      headers: new Headers(req.headers as Record<string, string>),
      body: createReadableStreamFromReadable(withReadBody(req)),
      duplex: "half",
    } as RequestInit);
    const context = contextFor(services, undefined, { dataRequest: true, uploadBody: streamedBody(req) });
    const debtAccountId = req.path.split("/")[3]?.replace(/\.data$/, "") ?? "";
    const answer = await outcome(() =>
      Promise.resolve(action({ request, context, params: { debtAccountId } } as never)),
    );
    res.status(answer.status).json(answer.body ?? null);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe("confirming a settlement with its letter", () => {
  it("confirms an approved offer with its letter, which schedules the payments", async () => {
    const enrolled = await negotiating();
    const debtId = first(enrolled);
    expect((await recordPlan(debtId)).status).toBe(200);
    await approveAsCustomer(enrolled, debtId);
    const [offer] = (await page(debtId)).view.offers;
    if (!offer) throw new Error("no offer");
    expect(offer).toMatchObject({ statusLabel: "Approved", canConfirm: true, canWithdraw: true });
    const fields = { offerId: offer.id, version: offer.version };

    const withoutFile = await post(debtId, { intent: "confirm-offer", ...fields });
    expect(withoutFile.body?.fieldErrors).toEqual({ file: OFFER_DECISION_MESSAGES.letterRequired });
    const empty = await confirm(debtId, fields, { name: "", bytes: Buffer.alloc(0) });
    expect([empty.status, empty.body?.fieldErrors]).toEqual([
      400,
      { file: OFFER_DECISION_MESSAGES.letterRequired },
    ]);
    const text = await confirm(debtId, fields, { name: "letter.pdf", bytes: Buffer.from("not a letter") });
    expect([text.status, text.body?.fieldErrors]).toEqual([415, { file: UPLOAD_MESSAGES.wrongType }]);
    // The upload check the customer's files pass (decision 0058): a scripted letter is refused.
    const scripted = await confirm(debtId, fields, {
      name: "letter.pdf",
      bytes: HOSTILE_PDFS[0]?.build() ?? PDF,
    });
    expect([scripted.status, scripted.body?.fieldErrors]).toEqual([415, { file: UPLOAD_MESSAGES.activePdf }]);
    const stale = await confirm(debtId, { ...fields, version: "99" }, { name: "letter.pdf", bytes: PDF });
    expect([stale.status, stale.body?.formMessage]).toEqual([409, OFFER_DECISION_MESSAGES.stale]);

    const confirmed = await confirm(debtId, fields, { name: "letter.pdf", bytes: PDF });
    expect([confirmed.status, confirmed.body?.message]).toEqual([200, OFFER_DECISION_MESSAGES.confirmed]);
    const payments = await database.db
      .select({ status: creditorPayments.status })
      .from(creditorPayments)
      .where(eq(creditorPayments.offerId, offer.id));
    expect(payments.map((payment) => payment.status)).toEqual(["scheduled", "scheduled"]);
    const [after] = (await page(debtId)).view.offers;
    expect(after).toMatchObject({ canConfirm: false, confirmed: "Nov 20, 2026" });
    const [letter] = await database.db
      .select()
      .from(documents)
      .where(eq(documents.userId, enrolled.owner.id));
    // What is kept is the checked copy: the letter rewritten to its pages (decision 0058).
    if (!letter) throw new Error("no letter stored");
    const stored = await readDocumentBytes(database.db, services.cipher, letter);
    expect(stored.equals(PDF)).toBe(false);
    expect((await extractText(new Uint8Array(stored))).text.join(" ")).toContain("Settlement confirmed");
    expect(letter).toMatchObject({
      kind: "settlement_letter",
      fileName: "letter.pdf",
      sizeBytes: stored.length,
      sha256: sha256Hex(stored),
    });
    expect(after?.letterHref).toBe(`/admin/documents/${letter?.id}`);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, offer.id), eq(auditLog.action, "offer_confirmed")));
    expect(audits.map((row) => row.actorEmail)).toEqual([admin.email]);
    expect(after?.payments.map((payment) => payment.statusLabel)).toEqual(["Scheduled", "Scheduled"]);
    const nextVersion = { ...fields, version: String(Number(offer.version) + 1) };
    const again = await confirm(debtId, nextVersion, { name: "letter.pdf", bytes: PDF });
    expect([again.status, again.body?.formMessage]).toEqual([409, OFFER_DECISION_MESSAGES.alreadyConfirmed]);
  });

  it("takes the letter multipart and the other forms urlencoded over HTTP, and refuses JSON", async () => {
    const enrolled = await negotiating();
    const debtId = first(enrolled);
    const { url, close } = await startBodyServer();
    try {
      const send = (body: BodyInit, headers: Record<string, string> = {}) =>
        fetch(`${url}/admin/negotiations/${debtId}.data`, {
          method: "POST",
          headers: { Origin: TEST_ORIGIN, Cookie: admin.cookie, ...headers },
          body,
        });
      const version = (await page(debtId)).view.debt.version;
      const recorded = await send(new URLSearchParams({ intent: "record-offer", version, ...PLAN }));
      expect([recorded.status, ((await recorded.json()) as NegotiationReply).ok]).toEqual([200, true]);
      await approveAsCustomer(enrolled, debtId);
      const [offer] = (await page(debtId)).view.offers;
      const json = await send(JSON.stringify({ intent: "confirm-offer" }), {
        "Content-Type": "application/json",
      });
      expect(json.status).toBe(415);
      const letter = new FormData();
      letter.append("intent", "confirm-offer");
      letter.append("offerId", offer?.id ?? "");
      letter.append("version", offer?.version ?? "");
      letter.append("file", new File([new Uint8Array(PDF)], "letter.pdf", { type: "application/pdf" }));
      const confirmed = await send(letter);
      expect([confirmed.status, ((await confirmed.json()) as NegotiationReply).message]).toEqual([
        200,
        OFFER_DECISION_MESSAGES.confirmed,
      ]);
    } finally {
      close();
    }
  });

  it("streams the page's multipart letter through the upload's limit and reads its other forms whole", () => {
    const address = `/admin/negotiations/${UNKNOWN}`;
    for (const at of [address, `${address}.data`]) {
      expect(bodyRuleFor(at, "multipart/form-data")).toMatchObject({
        streamed: true,
        limit: 32 * 1024 * 1024,
      });
      const form = bodyRuleFor(at, "application/x-www-form-urlencoded");
      expect(form).toMatchObject({ limit: 64 * 1024, types: ["application/x-www-form-urlencoded"] });
      expect(form.streamed).toBeUndefined();
    }
    expect(bodyRuleFor("/admin/negotiations/not-an-id", "multipart/form-data").streamed).toBeUndefined();
    expect(bodyRuleFor("/admin/money", "multipart/form-data").streamed).toBeUndefined();
  });
});
