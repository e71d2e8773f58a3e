import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import inquiries from "../../functions/inquiries";
import { startSmtpSink } from "../../scripts/testing/smtp-sink";
import { resetConfig } from "../../src/server/config";
import { listInquiries } from "../../src/server/db/store/repositories/inquiries";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { withFailingTableInsert } from "../support/test-failing-table";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

const valid = { companyName: "Acme Movers", contactName: "Dana Lee", email: "dana@acme.example", topic: "listing", message: "We cover Austin." };
/** Work the function left running after its answer (the owner's email delivery). */
let pending: Promise<unknown>[] = [];
const context = (ip = "203.0.113.7") => ({ ip, params: {}, requestId: "t", waitUntil: (p: Promise<unknown>) => void pending.push(p) });
const post = (body: unknown, headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" }, ip?: string) =>
  inquiries(
    new Request("http://localhost/api/inquiries", { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) }),
    context(ip),
  );

const ENV_NAMES = ["SITE_OWNER_EMAIL", "SMTP_URL", "SITE_URL"] as const;
const savedEnv = Object.fromEntries(ENV_NAMES.map((n) => [n, process.env[n]]));
/** Sets (or with undefined, removes) environment variables for one test; afterEach restores them. */
function setEnv(values: Partial<Record<(typeof ENV_NAMES)[number], string | undefined>>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfig();
}
afterEach(() => {
  setEnv(savedEnv);
  pending = [];
});

const ownerEmails = () =>
  t.store.db.selectFrom("outbox").select(["inquiry_id", "recipient", "payload", "status"]).where("kind", "=", "owner-email").orderBy("id").execute();

describe("POST /api/inquiries", () => {
  it("stores a valid inquiry and answers with its id", async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect((await listInquiries(t.store.db)).find((i) => i.id === id)).toMatchObject({ companyName: "Acme Movers", topic: "listing" });
  });

  it("redirects a plain form post to the thank-you page", async () => {
    const form = new URLSearchParams({ ...valid, topic: "advertising" }).toString();
    setEnv({ SITE_URL: "https://movers.example" });
    const res = await post(form, { "content-type": "application/x-www-form-urlencoded", host: "evil.example" }, "203.0.113.8");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/inquiry-received"); // this site's own path, never the Host
    expect((await listInquiries(t.store.db))[0]).toMatchObject({ topic: "advertising", email: "dana@acme.example" });
  });

  it("names every bad field and stores nothing", async () => {
    const before = (await listInquiries(t.store.db)).length;
    const res = await post({ companyName: "A", contactName: "", email: "nope", topic: "spam" }, undefined, "203.0.113.9");
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    expect(error).toContain("companyName: Company name must be at least 2 characters");
    expect(error).toContain("email: Enter a valid email address");
    expect(error).toContain("topic: Choose what you are interested in");
    expect(await listInquiries(t.store.db)).toHaveLength(before);
  });

  it("silently drops a bot that fills the honeypot", async () => {
    const before = (await listInquiries(t.store.db)).length;
    const res = await post({ ...valid, company_fax: "555" }, undefined, "203.0.113.10");
    expect(res.status).toBe(201);
    expect(await listInquiries(t.store.db)).toHaveLength(before);
  });

  it("limits one network to five inquiries an hour", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(valid, undefined, "198.51.100.1")).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await post(valid, undefined, "198.51.100.1");
    expect(limited.headers.get("retry-after")).toBe("3600");
    expect(((await limited.json()) as { error: string }).error).toMatch(/^Too many requests/);
  });

  it("refuses oversized, malformed and wrongly typed bodies", async () => {
    expect((await post({ ...valid, message: "x".repeat(9000) })).status).toBe(413);
    expect((await post("{not json")).status).toBe(400);
    expect((await post("a=b", { "content-type": "text/plain" })).status).toBe(415);
    const get = await inquiries(new Request("http://localhost/api/inquiries"), context());
    expect(get.status).toBe(405);
  });
});

describe("the owner's email about a new inquiry", () => {
  it("is queued with the inquiry: company, contact, email, phone, topic, message and the admin link; replies go to the company", async () => {
    setEnv({ SITE_OWNER_EMAIL: "owner@movers.example", SITE_URL: "https://movers.example", SMTP_URL: undefined });
    const before = (await ownerEmails()).length;
    const res = await post({ ...valid, topic: "advertising", phone: "512-555-0142", message: "Banner on Texas pages?" }, undefined, "203.0.113.20");
    const { id } = (await res.json()) as { id: number };
    const queued = (await ownerEmails()).slice(before);
    expect(queued).toHaveLength(1);
    // Without SMTP_URL the message is held for the admin's Mail page, not pretended sent.
    expect(queued[0]).toMatchObject({ inquiry_id: id, recipient: "owner@movers.example", status: "held" });
    const email = JSON.parse(queued[0].payload) as { to: string; subject: string; text: string; replyTo: string };
    expect(email).toMatchObject({ to: "owner@movers.example", subject: "New inquiry: Acme Movers (Advertising)", replyTo: "dana@acme.example" });
    for (const line of [
      "Company: Acme Movers",
      "Contact: Dana Lee",
      "Email: dana@acme.example",
      "Phone: (512) 555-0142",
      "Topic: Advertising",
      "Banner on Texas pages?",
      `https://movers.example/admin/inquiries/${id}`,
    ]) {
      expect(email.text).toContain(line);
    }
  });

  it("is not queued without SITE_OWNER_EMAIL", async () => {
    setEnv({ SITE_OWNER_EMAIL: undefined });
    const before = (await ownerEmails()).length;
    expect((await post(valid, undefined, "203.0.113.21")).status).toBe(201);
    expect(await ownerEmails()).toHaveLength(before);
  });

  it("commits with the inquiry or not at all", async () => {
    setEnv({ SITE_OWNER_EMAIL: "owner@movers.example" });
    // The function logs each failure it answers with 500; expected here.
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const inquiriesBefore = (await listInquiries(t.store.db)).length;
    const emailsBefore = (await ownerEmails()).length;

    const noInquiry = await withFailingTableInsert(t, "business_inquiries", "disk on fire", () => post(valid, undefined, "203.0.113.22"));
    expect(noInquiry.status).toBe(500);
    expect(await ownerEmails()).toHaveLength(emailsBefore);

    // The email's insert fails after the inquiry's succeeded: the inquiry is rolled back too.
    const noEmail = await withFailingTableInsert(t, "outbox", "outbox full", () =>
      post({ ...valid, companyName: "Rolled Back Movers" }, undefined, "203.0.113.23"),
    );
    expect(noEmail.status).toBe(500);
    expect(await listInquiries(t.store.db)).toHaveLength(inquiriesBefore);
    expect((await listInquiries(t.store.db)).some((i) => i.companyName === "Rolled Back Movers")).toBe(false);
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });

  it("reaches a real SMTP server when SMTP_URL is set", async () => {
    const smtp = await startSmtpSink();
    try {
      setEnv({ SITE_OWNER_EMAIL: "owner@movers.example", SMTP_URL: smtp.url, SITE_URL: "https://movers.example" });
      const res = await post({ ...valid, companyName: "Mail Test Movers", topic: "featured-listing" }, undefined, "203.0.113.24");
      const { id } = (await res.json()) as { id: number };
      await Promise.all(pending);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatchObject({
        to: ["owner@movers.example"],
        subject: "New inquiry: Mail Test Movers (Featured listing)",
        replyTo: "dana@acme.example",
      });
      expect(smtp.messages[0].text).toContain(`https://movers.example/admin/inquiries/${id}`);
      const [row] = (await ownerEmails()).filter((r) => r.inquiry_id === id);
      expect(row.status).toBe("delivered");
    } finally {
      await smtp.stop();
    }
  });
});

describe("a message from the contact page", () => {
  const message = {
    contactName: "Sam Ortiz",
    email: "sam@mail.example.com",
    topic: "general",
    message: "The phone number of a Dallas listing is wrong.",
  };

  it("is stored without a company and lands in the admin's list under its own topic", async () => {
    const res = await post(message, undefined, "203.0.113.30");
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const stored = (await listInquiries(t.store.db)).find((i) => i.id === id);
    expect(stored).toMatchObject({ companyName: "", contactName: "Sam Ortiz", topic: "general", message: message.message, status: "new" });
  });

  it("works as a plain form post, like the offer forms", async () => {
    const form = new URLSearchParams({ ...message, companyName: "", company_fax: "" }).toString();
    const res = await post(form, { "content-type": "application/x-www-form-urlencoded" }, "203.0.113.31");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/inquiry-received");
  });

  it("needs a message, while a company's inquiry needs the company", async () => {
    const before = (await listInquiries(t.store.db)).length;
    const empty = await post({ ...message, message: "  " }, undefined, "203.0.113.32");
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toContain("message: Message is required");
    const noCompany = await post({ ...valid, companyName: undefined }, undefined, "203.0.113.32");
    expect(noCompany.status).toBe(400);
    expect(((await noCompany.json()) as { error: string }).error).toContain("companyName: Company name is required");
    expect(await listInquiries(t.store.db)).toHaveLength(before);
  });

  it("is announced to the owner as a contact-page message, with replies going to the sender", async () => {
    setEnv({ SITE_OWNER_EMAIL: "owner@movers.example", SITE_URL: "https://movers.example", SMTP_URL: undefined });
    const before = (await ownerEmails()).length;
    await post(message, undefined, "203.0.113.33");
    const [queued] = (await ownerEmails()).slice(before);
    const email = JSON.parse(queued.payload) as { subject: string; text: string; replyTo: string };
    expect(email).toMatchObject({ subject: "New inquiry: Sam Ortiz (Contact page message)", replyTo: "sam@mail.example.com" });
    expect(email.text).toContain("Someone sent a message from the contact page");
    expect(email.text).toContain("Company: not given");
  });
});
