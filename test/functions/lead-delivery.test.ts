import { createHmac, randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import lead from "../../functions/admin-lead";
import resend from "../../functions/admin-lead-delivery-resend";
import leadsList from "../../functions/admin-leads";
import mail from "../../functions/admin-mail";
import leads from "../../functions/leads";
import outboxDeliver from "../../functions/outbox-deliver";
import { type SmtpSink, startSmtpSink } from "../../scripts/testing/smtp-sink";
import type { AdminLeadDelivery } from "../../src/lib/admin/lead-deliveries";
import { resetConfig } from "../../src/server/config";
import { findLeadByUuid } from "../../src/server/db/store/repositories/leads";
import { listStoreCompanies } from "../../src/server/db/store/repositories/store-companies";
import type { FunctionHandler } from "../../src/server/http/context";
import { adminCookie } from "../support/admin-session";
import { type RecordingServer, startRecordingServer } from "../support/recording-server";
import { sampleLeadFields } from "../support/sample-quote";
import { createTestDatabase, csvText, type TestDatabase } from "../support/test-database";

/**
 * Every lead reaches the movers the visitor chose: the leads function queues the emails and
 * webhooks with the lead, the outbox sends them to a real SMTP server and a real HTTP receiver,
 * and the admin API reports each delivery.
 */

const SECRET = "s".repeat(16) + "e".repeat(16);
const BASE = "http://localhost:4321";
let t: TestDatabase;
let smtp: SmtpSink;
let receiver: RecordingServer;
let cookie = "";
const ids: Record<string, number> = {};
const background: Array<Promise<unknown>> = [];
const ctx = (params: Record<string, string> = {}) => ({
  ip: "192.0.2.60",
  params,
  requestId: "t",
  waitUntil: (p: Promise<unknown>) => void background.push(p),
});
const settle = async () => {
  while (background.length > 0) await Promise.all(background.splice(0));
};

const admin = (handler: FunctionHandler, path: string, params: Record<string, string> = {}, method = "GET") =>
  handler(new Request(`${BASE}${path}`, { method, headers: { cookie, origin: BASE } }), ctx(params));

/** Submits the wizard's lead for `selected` movers with a fresh customer email; answers its confirmation id and lead id. */
async function submit(selected: number[]): Promise<{ publicId: string; leadId: number; email: string }> {
  const uuid = randomUUID();
  const email = `customer-${uuid.slice(0, 8)}@mail.example.com`;
  const fields = sampleLeadFields(uuid, { selectedCompanies: selected, email });
  const res = await leads(
    new Request(`${BASE}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    }),
    ctx(),
  );
  expect(res.status).toBe(200);
  const publicId = await res.text();
  await settle();
  const stored = await findLeadByUuid(t.store.db, uuid);
  return { publicId, leadId: stored?.id as number, email };
}

async function deliveries(leadId: number): Promise<AdminLeadDelivery[]> {
  const res = await admin(lead, `/api/admin/leads/${leadId}`, { id: String(leadId) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { deliveries: AdminLeadDelivery[] }).deliveries;
}

/** Retries wait OUTBOX_BASE_DELAY_MS, then twice that, …: long enough that one run (which delivers until nothing is due) never reaches the next retry, even on a loaded machine. */
const BASE_DELAY_MS = 250;

/** The scheduled delivery function, run once the retry after `attempt` failed attempts has come due. */
const scheduledRun = async (attempt: number) => {
  await new Promise((r) => setTimeout(r, BASE_DELAY_MS * 2 ** (attempt - 1) + 20));
  await outboxDeliver(new Request(`${BASE}/.netlify/functions/outbox-deliver`, { method: "POST", body: "{}" }), ctx());
};

function useEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfig();
}

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startSmtpSink();
  receiver = await startRecordingServer(204);
  const header = ["slug", "name", "city", "state", "zip", "phone", "email", "lead_webhook_url"];
  await t.seedCompanies(
    csvText(header, [
      ["alpha-movers", "Alpha Movers", "Austin", "TX", "78701", "(512) 555-0101", "dispatch@alpha.example", ""],
      ["bravo-van-lines", "Bravo Van Lines", "Dallas", "TX", "75201", "(214) 555-0102", "quotes@bravo.example", ""],
      ["charlie-moving", "Charlie Moving", "Austin", "TX", "78701", "(512) 555-0103", "", ""],
      ["delta-hauling", "Delta Hauling", "Austin", "TX", "78701", "(512) 555-0104", "leads@delta.example", "https://hooks.delta.example/leads"],
    ]),
  );
  for (const c of await listStoreCompanies(t.store.db)) ids[c.slug] = c.id;
  // The CSV accepts https only; the test's receiver is plain HTTP on loopback.
  const hookUrl = receiver.url("/leads");
  await t.store.db.updateTable("companies").set({ lead_webhook_url: hookUrl }).where("id", "=", ids["delta-hauling"]).execute();
  cookie = await adminCookie(t.store, "mail-admin");
});

beforeEach(() => {
  smtp.rejected.clear();
  useEnv({
    SMTP_URL: smtp.url,
    LEAD_WEBHOOK_SECRET: SECRET,
    OUTBOX_BASE_DELAY_MS: String(BASE_DELAY_MS),
    OUTBOX_MAX_ATTEMPTS: "3",
    LEAD_RATE_LIMIT: "100",
    WAREHOUSE_URL: undefined,
  });
});

afterAll(async () => {
  useEnv({
    SMTP_URL: undefined,
    LEAD_WEBHOOK_SECRET: undefined,
    OUTBOX_BASE_DELAY_MS: undefined,
    OUTBOX_MAX_ATTEMPTS: undefined,
    LEAD_RATE_LIMIT: undefined,
  });
  await smtp.stop();
  await receiver.close();
  await t.cleanup();
});

describe("a lead with two selected movers", () => {
  it("puts three messages on the SMTP server: one per mover with the customer's phone and Reply-To, one to the visitor", async () => {
    const { publicId, email } = await submit([ids["alpha-movers"], ids["bravo-van-lines"]]);
    const messages = smtp.messages.filter((m) => m.subject.includes(publicId));
    expect(messages.map((m) => m.to.join()).sort()).toEqual([email, "dispatch@alpha.example", "quotes@bravo.example"].sort());

    for (const to of ["dispatch@alpha.example", "quotes@bravo.example"]) {
      const mover = messages.find((m) => m.to[0] === to);
      expect(mover?.subject).toBe(`New moving lead ${publicId}: 90210 (Beverly Hills, CA) to Austin, TX 78701, ${fieldsDate(mover?.text)}`);
      expect(mover?.replyTo).toBe(email);
      expect(mover?.text).toContain("Customer: Jo Lee");
      expect(mover?.text).toContain("Phone: (512) 555-0123");
      expect(mover?.text).toContain(`Email: ${email}`);
      expect(mover?.text).toContain("Moving from: 90210 (Beverly Hills, CA) (Beverly Hills, CA 90210)");
      expect(mover?.text).toContain(`Confirmation ID: ${publicId}`);
    }
    const visitor = messages.find((m) => m.to[0] === email);
    expect(visitor?.subject).toBe(`Your moving quote request ${publicId}`);
    expect(visitor?.text).toContain(`Your confirmation ID is ${publicId}.`);
    expect(visitor?.text).toContain("- Alpha Movers: (512) 555-0101");
    expect(visitor?.text).toContain("- Bravo Van Lines: (214) 555-0102");
    expect(visitor?.text).toContain("What happens next:");
  });

  it("shows both mover deliveries and the visitor's email as delivered in the admin lead detail", async () => {
    const { leadId, email } = await submit([ids["alpha-movers"], ids["bravo-van-lines"]]);
    const list = await deliveries(leadId);
    expect(list.map((d) => [d.company_name, d.channel, d.recipient, d.status, d.attempts])).toEqual([
      ["Alpha Movers", "mover-email", "dispatch@alpha.example", "delivered", 1],
      ["Bravo Van Lines", "mover-email", "quotes@bravo.example", "delivered", 1],
      [null, "visitor-email", email, "delivered", 1],
    ]);
    expect(list[0].company_id).toBe(ids["alpha-movers"]);
    const page = (await (await admin(leadsList, "/api/admin/leads")).json()) as {
      leads: Array<{ id: number; deliveries: { total: number; delivered: number } }>;
    };
    expect(page.leads.find((l) => l.id === leadId)?.deliveries).toMatchObject({ total: 3, delivered: 3 });
  });
});

/** The move date as the subject carries it (the sample's date moves with the calendar). */
function fieldsDate(text: string | undefined): string {
  return /Move date: (\S+)/.exec(text ?? "")?.[1] ?? "";
}

describe("a mover whose SMTP server refuses the mail", () => {
  it("is retried with the error shown, marked failed after the last attempt, and delivered by Resend once the server accepts", async () => {
    smtp.rejected.add("quotes@bravo.example");
    const { leadId, publicId } = await submit([ids["alpha-movers"], ids["bravo-van-lines"]]);
    const bravo = () => deliveries(leadId).then((list) => list.find((d) => d.company_name === "Bravo Van Lines") as AdminLeadDelivery);

    expect(await bravo()).toMatchObject({ status: "pending", attempts: 1, last_error: expect.stringContaining("550") });
    expect((await deliveries(leadId)).find((d) => d.company_name === "Alpha Movers")?.status).toBe("delivered");
    await scheduledRun(1);
    expect(await bravo()).toMatchObject({ status: "pending", attempts: 2 });
    await scheduledRun(2);
    const failed = await bravo();
    expect(failed).toMatchObject({ status: "failed", attempts: 3, last_error: expect.stringContaining("Mailbox quotes@bravo.example unavailable") });
    const listed = (await (await admin(leadsList, "/api/admin/leads")).json()) as { leads: Array<{ id: number; deliveries: { failed: number } }> };
    expect(listed.leads.find((l) => l.id === leadId)?.deliveries.failed).toBe(1);
    // The lead itself is untouched by the failure.
    expect(
      (
        await findLeadByUuid(
          t.store.db,
          (
            await t.store.db.selectFrom("leads").select("lead_uuid").where("id", "=", leadId).executeTakeFirstOrThrow()
          ).lead_uuid,
        )
      )?.status,
    ).toBe("new");

    smtp.rejected.clear();
    const res = await admin(
      resend,
      `/api/admin/leads/${leadId}/deliveries/${failed.id}/resend`,
      { id: String(leadId), deliveryId: String(failed.id) },
      "POST",
    );
    expect(res.status).toBe(200);
    await settle();
    expect(await bravo()).toMatchObject({ status: "delivered", attempts: 4, last_error: null });
    expect(smtp.messages.filter((m) => m.to[0] === "quotes@bravo.example" && m.subject.includes(publicId))).toHaveLength(1);
  });

  it("answers 404 for a delivery of another lead", async () => {
    const first = await submit([ids["alpha-movers"]]);
    const second = await submit([ids["alpha-movers"]]);
    const other = (await deliveries(second.leadId))[0];
    const res = await admin(resend, "/x", { id: String(first.leadId), deliveryId: String(other.id) }, "POST");
    expect(res.status).toBe(404);
  });
});

describe("movers that cannot get an email or a webhook", () => {
  it("records a skipped delivery saying why", async () => {
    useEnv({ LEAD_WEBHOOK_SECRET: undefined });
    const { leadId } = await submit([ids["charlie-moving"], ids["delta-hauling"]]);
    const list = await deliveries(leadId);
    expect(list.map((d) => [d.company_name, d.channel, d.status, d.last_error])).toEqual([
      ["Charlie Moving", "mover-email", "skipped", "The company has no email address on file"],
      ["Delta Hauling", "mover-email", "delivered", null],
      ["Delta Hauling", "mover-webhook", "skipped", expect.stringContaining("LEAD_WEBHOOK_SECRET is not set")],
      [null, "visitor-email", "delivered", null],
    ]);
  });
});

describe("a mover's webhook", () => {
  it("receives the lead as JSON signed with HMAC-SHA256 of the raw body", async () => {
    const { leadId, publicId } = await submit([ids["delta-hauling"]]);
    const hook = receiver.accepted.find((h) => h.body.includes(publicId));
    expect(hook).toBeDefined();
    const expected = `sha256=${createHmac("sha256", SECRET)
      .update(hook?.body ?? "")
      .digest("hex")}`;
    expect(hook?.headers["x-movers-signature"]).toBe(expected);
    expect(Number.isNaN(Date.parse(String(hook?.headers["x-movers-timestamp"])))).toBe(false);
    const body = JSON.parse(hook?.body ?? "{}");
    expect(body).toMatchObject({
      event: "lead.created",
      confirmation_id: publicId,
      company: { id: ids["delta-hauling"], name: "Delta Hauling" },
      customer: { first_name: "Jo", last_name: "Lee", phone: "5125550123" },
      move: { from: { zip: "90210", city: "Beverly Hills", state: "CA" }, to: { zip: "78701", city: "Austin", state: "TX" } },
    });
    expect((await deliveries(leadId)).find((d) => d.channel === "mover-webhook")).toMatchObject({ status: "delivered", attempts: 1 });
  });
});

describe("without SMTP_URL", () => {
  it("holds every message instead of sending it and lists them on the Mail page", async () => {
    useEnv({ SMTP_URL: undefined });
    const before = smtp.messages.length;
    const { leadId, publicId, email } = await submit([ids["alpha-movers"]]);
    expect((await deliveries(leadId)).map((d) => d.status)).toEqual(["held", "held"]);
    expect(smtp.messages.length).toBe(before);

    const res = await admin(mail, "/api/admin/mail?status=held");
    expect(res.status).toBe(200);
    const page = (await res.json()) as {
      messages: Array<{ to: string; subject: string; text: string; status: string; replyTo: string | null }>;
      total: number;
    };
    const mine = page.messages.filter((m) => m.subject.includes(publicId));
    expect(mine.map((m) => [m.to, m.status])).toEqual([
      [email, "held"],
      ["dispatch@alpha.example", "held"],
    ]);
    expect(mine[1].text).toContain("Phone: (512) 555-0123");
    expect(mine[1].replyTo).toBe(email);
    expect((await admin(mail, "/api/admin/mail?status=bogus")).status).toBe(400);
  });
});
