import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listInquiries } from "../../src/server/db/inquiries";
import { createTestDatabase, type TestDatabase } from "../../src/server/db/test-database";
import inquiries from "../../functions/inquiries";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

const valid = { companyName: "Acme Movers", contactName: "Dana Lee", email: "dana@acme.example", topic: "listing", message: "We cover Austin." };
const context = (ip = "203.0.113.7") => ({ ip, params: {}, requestId: "t", waitUntil: () => {} });
const post = (body: unknown, headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" }, ip?: string) =>
  inquiries(
    new Request("http://localhost/api/inquiries", { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) }),
    context(ip),
  );

describe("POST /api/inquiries", () => {
  it("stores a valid inquiry and answers with its id", async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect((await listInquiries(t.store.db)).find((i) => i.id === id)).toMatchObject({ companyName: "Acme Movers", topic: "listing" });
  });

  it("redirects a plain form post to the thank-you page", async () => {
    const form = new URLSearchParams({ ...valid, topic: "advertising" }).toString();
    const res = await post(form, { "content-type": "application/x-www-form-urlencoded" }, "203.0.113.8");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://localhost/inquiry-received");
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
