import { describe, expect, it } from "vitest";
import { testEngine } from "../../../../test/support/test-database";
import { upgradedStore } from "../../../../test/support/upgraded-store";
import { insertDelivery } from "../store/repositories/outbox";

/**
 * 0002_deliveries on a store that already holds outbox rows (a live site upgrading): the rows
 * survive with their statuses, and the widened status check accepts 'held' and still refuses
 * anything else. On SQLite this is the table copy; on Postgres the constraint swap.
 */
const at = "2026-01-01T00:00:00.000Z";
const db = upgradedStore("0002_deliveries", "outbox", [
  {
    lead_id: null,
    kind: "warehouse",
    payload: '{"lead_first_name":"Jo"}',
    status: "delivered",
    attempts: 2,
    next_attempt_at: at,
    last_error: null,
    created_at: at,
    updated_at: at,
  },
  {
    lead_id: null,
    kind: "warehouse",
    payload: "{}",
    status: "failed",
    attempts: 5,
    next_attempt_at: at,
    last_error: "HTTP 503",
    created_at: at,
    updated_at: at,
  },
]);

describe(`0002_deliveries on a store with outbox rows (${testEngine()})`, () => {
  it("keeps every row and its status, with an empty recipient", async () => {
    const rows = await db()
      .selectFrom("outbox")
      .select(["id", "kind", "status", "attempts", "last_error", "recipient", "company_id", "payload"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      {
        id: 1,
        kind: "warehouse",
        status: "delivered",
        attempts: 2,
        last_error: null,
        recipient: "",
        company_id: null,
        payload: '{"lead_first_name":"Jo"}',
      },
      { id: 2, kind: "warehouse", status: "failed", attempts: 5, last_error: "HTTP 503", recipient: "", company_id: null, payload: "{}" },
    ]);
  });

  it("accepts held mail and new rows numbered after the old ones, and refuses an unknown status", async () => {
    const id = await insertDelivery(db(), {
      kind: "visitor-email",
      recipient: "jo@mail.example.com",
      payload: { to: "jo@mail.example.com" },
      status: "held",
    });
    expect(id).toBe(3);
    await expect(db().updateTable("outbox").set({ status: "lost" }).where("id", "=", id).execute()).rejects.toThrow();
  });

  it("gives companies the optional lead_webhook_url column", async () => {
    await db()
      .insertInto("companies")
      .values({
        slug: "a",
        name: "A Movers",
        city: "Austin",
        state: "TX",
        zip: "78701",
        lat: 30,
        lng: -97,
        description: "",
        street: "",
        photo_urls: "[]",
        services: "[]",
        review_count: 0,
        is_featured: 0,
        is_in_list: 1,
        phone: null,
        email: null,
        website: null,
        logo_url: null,
        rating: null,
        years_in_business: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    expect(await db().selectFrom("companies").select("lead_webhook_url").executeTakeFirst()).toEqual({ lead_webhook_url: null });
  });
});
