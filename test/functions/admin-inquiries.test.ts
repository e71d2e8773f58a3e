import { afterAll, beforeAll, describe, expect, it } from "vitest";
import list from "../../functions/admin-inquiries";
import detail from "../../functions/admin-inquiries-detail";
import type { AdminInquiryDetail, AdminInquiryPage } from "../../src/lib/admin/inquiries-api";
import type { Inquiry, InquiryTopic } from "../../src/lib/inquiries/inquiries-api";
import { resetConfig } from "../../src/server/config";
import { insertInquiry } from "../../src/server/db/store/repositories/inquiries";
import { adminCookie } from "../support/admin-session";
import { adminCaller, json } from "../support/function-request";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const BASE = "http://localhost:4321";
const USER = "inquiry-admin";
let t: TestDatabase;
let cookie = "";
const ids: Record<string, number> = {};

const call = adminCaller({ base: BASE, cookie: () => cookie, headers: { origin: BASE } });
const patch = (id: number | string, body: unknown) => call(detail, `/api/admin/inquiries/${id}`, { method: "PATCH", id: String(id), body });

const sample = (companyName: string, topic: InquiryTopic): Inquiry => ({
  companyName,
  contactName: "Dana Lee",
  email: `${companyName.toLowerCase().replace(/\W+/g, "-")}@movers.example`,
  phone: "5125550142",
  topic,
  message: `${companyName} would like to know more.`,
});

beforeAll(async () => {
  t = await createTestDatabase();
  cookie = await adminCookie(t.store, USER);
  // 27 advertising inquiries a minute apart (two pages), then one of each other topic, newest last.
  const start = Date.parse("2024-03-01T12:00:00Z");
  for (let i = 1; i <= 27; i++) ids[`ad${i}`] = await insertInquiry(t.store.db, sample(`Ad Movers ${i}`, "advertising"), null, start + i * 60_000);
  ids.listing = await insertInquiry(t.store.db, sample("Listing Co", "listing"), null, start + 100 * 60_000);
  ids.leads = await insertInquiry(t.store.db, sample("Leads Co", "moving-leads"), null, start + 101 * 60_000);
});
afterAll(async () => {
  await t.cleanup();
});

describe("GET /api/admin/inquiries", () => {
  it("lists every inquiry newest first, 25 a page, with the total", async () => {
    const first = await json<AdminInquiryPage>(call(list, "/api/admin/inquiries"));
    expect(first).toMatchObject({ total: 29, page: 1, pageSize: 25 });
    expect(first.inquiries).toHaveLength(25);
    expect(first.inquiries.slice(0, 3).map((i) => i.companyName)).toEqual(["Leads Co", "Listing Co", "Ad Movers 27"]);
    expect(first.inquiries[0]).toMatchObject({
      contactName: "Dana Lee",
      email: "leads-co@movers.example",
      phone: "5125550142",
      topic: "moving-leads",
      status: "new",
    });
    const second = await json<AdminInquiryPage>(call(list, "/api/admin/inquiries?page=2"));
    expect(second.inquiries.map((i) => i.companyName)).toEqual(["Ad Movers 4", "Ad Movers 3", "Ad Movers 2", "Ad Movers 1"]);
  });

  it("filters by topic and by status", async () => {
    const ads = await json<AdminInquiryPage>(call(list, "/api/admin/inquiries?topic=advertising&page=2"));
    expect(ads).toMatchObject({ total: 27, page: 2 });
    expect(ads.inquiries.map((i) => i.companyName)).toEqual(["Ad Movers 2", "Ad Movers 1"]);
    const listing = await json<AdminInquiryPage>(call(list, "/api/admin/inquiries?topic=listing"));
    expect(listing.inquiries.map((i) => i.companyName)).toEqual(["Listing Co"]);

    expect((await patch(ids.ad5, { status: "won" })).status).toBe(200);
    const won = await json<AdminInquiryPage>(call(list, "/api/admin/inquiries?status=won"));
    expect(won.inquiries.map((i) => i.companyName)).toEqual(["Ad Movers 5"]);
    const wonListing = await json<AdminInquiryPage>(call(list, "/api/admin/inquiries?status=won&topic=listing"));
    expect(wonListing).toMatchObject({ total: 0, inquiries: [] });
  });

  it("says whether new inquiries are emailed to the owner", async () => {
    const before = process.env.SITE_OWNER_EMAIL;
    try {
      delete process.env.SITE_OWNER_EMAIL;
      resetConfig();
      expect((await json<AdminInquiryPage>(call(list, "/api/admin/inquiries"))).ownerNotified).toBe(false);
      process.env.SITE_OWNER_EMAIL = "owner@movers.example";
      resetConfig();
      expect((await json<AdminInquiryPage>(call(list, "/api/admin/inquiries"))).ownerNotified).toBe(true);
    } finally {
      if (before === undefined) delete process.env.SITE_OWNER_EMAIL;
      else process.env.SITE_OWNER_EMAIL = before;
      resetConfig();
    }
  });

  it("names a bad filter with 400", async () => {
    const topic = await call(list, "/api/admin/inquiries?topic=spam");
    expect(topic.status).toBe(400);
    expect(await topic.json()).toMatchObject({ error: expect.stringContaining("topic: must be one of listing"), issues: [{ path: "topic" }] });
    const page = await call(list, "/api/admin/inquiries?status=open&page=0");
    expect(page.status).toBe(400);
    const { error } = await json<{ error: string }>(page);
    expect(error).toContain("status: must be one of new, contacted, won, lost");
    expect(error).toContain("page: must be a whole number of 1 or more");
  });
});

describe("GET and PATCH /api/admin/inquiries/:id", () => {
  it("opens an inquiry with its message and no notes yet", async () => {
    const inquiry = await json<AdminInquiryDetail>(call(detail, `/api/admin/inquiries/${ids.listing}`, { id: String(ids.listing) }));
    expect(inquiry).toMatchObject({
      id: ids.listing,
      companyName: "Listing Co",
      message: "Listing Co would like to know more.",
      status: "new",
      notes: [],
    });
  });

  it("moves the status with a note, keeps who and when, and adds notes without a status change", async () => {
    const moved = await json<AdminInquiryDetail>(patch(ids.listing, { status: "contacted", note: "  Called Dana, sending prices.  " }));
    expect(moved.status).toBe("contacted");
    expect(moved.updatedAt > moved.createdAt).toBe(true);
    expect(moved.notes).toEqual([
      {
        id: expect.any(Number),
        author: USER,
        text: "Called Dana, sending prices.",
        statusFrom: "new",
        statusTo: "contacted",
        createdAt: moved.updatedAt,
      },
    ]);

    const noted = await json<AdminInquiryDetail>(patch(ids.listing, { note: "Prices sent." }));
    expect(noted.status).toBe("contacted");
    expect(noted.notes.map((n) => [n.text, n.statusFrom, n.statusTo])).toEqual([
      ["Called Dana, sending prices.", "new", "contacted"],
      ["Prices sent.", null, null],
    ]);

    // Choosing the status it already has records nothing new.
    const same = await json<AdminInquiryDetail>(patch(ids.listing, { status: "contacted" }));
    expect(same.notes).toHaveLength(2);

    const reopened = await json<AdminInquiryDetail>(call(detail, `/api/admin/inquiries/${ids.listing}`, { id: String(ids.listing) }));
    expect(reopened.notes).toHaveLength(2);
    expect((await json<AdminInquiryPage>(call(list, "/api/admin/inquiries?status=contacted"))).inquiries.map((i) => i.companyName)).toEqual([
      "Listing Co",
    ]);
  });

  it("400 naming the field for a bad status, an empty change or a long note; nothing changes", async () => {
    const bad = await patch(ids.leads, { status: "archived" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "status: must be one of new, contacted, won, lost", issues: [{ path: "status" }] });
    const empty = await patch(ids.leads, { note: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: "note: write a note or choose a different status" });
    const long = await patch(ids.leads, { note: "x".repeat(2001) });
    expect(await json<{ error: string }>(long)).toEqual({
      error: "note: must be at most 2000 characters",
      issues: [{ path: "note", message: "must be at most 2000 characters" }],
    });
    const nonText = await patch(ids.leads, { note: 42 });
    expect((await json<{ error: string }>(nonText)).error).toBe("note: must be text");
    const after = await json<AdminInquiryDetail>(call(detail, `/api/admin/inquiries/${ids.leads}`, { id: String(ids.leads) }));
    expect(after).toMatchObject({ status: "new", notes: [] });
  });

  it("404 for an unknown or malformed id", async () => {
    for (const id of ["999999", "1x"]) {
      const get = await call(detail, `/api/admin/inquiries/${id}`, { id });
      expect(get.status).toBe(404);
      expect(await get.json()).toEqual({ error: "Inquiry not found" });
      expect((await patch(id, { status: "won" })).status).toBe(404);
    }
  });

  it("401 without a session, 403 for a write from another origin", async () => {
    expect((await call(list, "/api/admin/inquiries", { auth: false })).status).toBe(401);
    expect((await call(detail, `/api/admin/inquiries/${ids.leads}`, { id: String(ids.leads), auth: false })).status).toBe(401);
    expect(
      (await call(detail, `/api/admin/inquiries/${ids.leads}`, { method: "PATCH", id: String(ids.leads), body: { status: "won" }, auth: false }))
        .status,
    ).toBe(401);
    const foreign = await detail(
      new Request(`${BASE}/api/admin/inquiries/${ids.leads}`, {
        method: "PATCH",
        headers: { cookie, origin: "https://evil.example", "content-type": "application/json" },
        body: JSON.stringify({ status: "won" }),
      }),
      { ip: "192.0.2.1", params: { id: String(ids.leads) }, requestId: "t", waitUntil: () => {} },
    );
    expect(foreign.status).toBe(403);
    expect((await json<AdminInquiryDetail>(call(detail, `/api/admin/inquiries/${ids.leads}`, { id: String(ids.leads) }))).status).toBe("new");
  });
});
