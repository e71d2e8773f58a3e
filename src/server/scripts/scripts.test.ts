import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseForFile } from "../../../test/support/seeded-database";
import type { TestDatabase } from "../../../test/support/test-database";
import { enqueueJob, getJob } from "../db/store/repositories/jobs";
import { listStoreCompanies } from "../db/store/repositories/store-companies";
import { type JobHandler, runQueuedJobs } from "../jobs/job-runner";
import { scriptJobHandlers } from "./registry";

const ids: Record<string, number> = {};
const seeded = testDatabaseForFile({
  companies: {
    header: ["slug", "name", "city", "state", "zip", "phone", "website", "services"],
    rows: [
      ["acme-austin", "Acme Movers", "Austin", "TX", "78701", "(512) 555-0100", "https://www.acme-movers.example/", "local-moving"],
      ["acme-austin-llc", "Acme Movers, LLC", "Austin", "TX", "78702", "512-555-0199", "", "local-moving"],
      ["blue-austin", "Blue Van Lines", "Austin", "TX", "78703", "+1 512 555 0150", "http://blue.example", "local-moving"],
      ["blue-austin-2", "Blue Van Austin", "Austin", "TX", "78704", "5125550150", "", "local-moving"],
      ["acme-dallas", "Acme Movers", "Dallas", "TX", "75201", "(214) 555-0100", "https://acme-movers.example", "local-moving"],
      ["far-away", "Far Away Movers", "Denver", "CO", "80202", "(303) 555-0101", "", "local-moving"],
      ["wrong-state", "Wrong State Movers", "Denver", "CO", "80203", "(303) 555-0102", "", "local-moving"],
      ["bad-city", "Bad City Movers", "Denver", "CO", "80204", "(303) 555-0103", "", "local-moving"],
    ],
  },
});
let t: TestDatabase;

beforeAll(async () => {
  t = seeded();
  for (const c of await listStoreCompanies(t.store.db)) ids[c.slug] = c.id;
  const db = t.store.db;
  // Problems the CSV import would refuse, written as a broken edit might have left them.
  await db.updateTable("companies").set({ lat: 25.76, lng: -80.19 }).where("slug", "=", "far-away").execute(); // Miami
  await db.updateTable("companies").set({ zip: "10001" }).where("slug", "=", "wrong-state").execute(); // a New York ZIP
  await db.updateTable("companies").set({ city: "Denvre" }).where("slug", "=", "bad-city").execute();
});

/** Queues one run of a script and lets a job runner with every script's handler run it. */
async function run(kind: string, params: Record<string, unknown> = {}) {
  const id = await enqueueJob(t.store.db, kind, { params }, "tester");
  const handlers: Record<string, JobHandler> = scriptJobHandlers();
  await runQueuedJobs(t.store, handlers);
  const job = await getJob(t.store.db, id);
  if (!job) throw new Error("job vanished");
  return job;
}

describe(`maintenance scripts (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("find-duplicate-companies groups same name, phone or website within a city, and changes nothing", async () => {
    const before = await listStoreCompanies(t.store.db);
    const job = await run("find-duplicate-companies");
    expect(job.status).toBe("succeeded");
    const result = job.result as {
      companiesChecked: number;
      groupCount: number;
      groups: { match: string; city: string; companies: { id: number }[] }[];
    };
    expect(result.companiesChecked).toBe(8);
    const groups = result.groups.map((g) => [g.match, g.city, g.companies.map((c) => c.id).sort((a, b) => a - b)]);
    expect(groups).toEqual([
      ["name", "Austin", [ids["acme-austin"], ids["acme-austin-llc"]]],
      ["phone", "Austin", [ids["blue-austin"], ids["blue-austin-2"]]],
    ]);
    expect(result.groupCount).toBe(2);
    expect(job.log).toMatch(/Found 2 groups/);
    expect(await listStoreCompanies(t.store.db)).toEqual(before);
  });

  it("find-duplicate-companies can look at one state only", async () => {
    const job = await run("find-duplicate-companies", { state: "CO" });
    expect(job.result).toMatchObject({ companiesChecked: 3, groupCount: 0, groups: [] });
  });

  it("check-company-locations reports without fix and changes nothing", async () => {
    const job = await run("check-company-locations", { max_miles: 50 });
    expect(job.status).toBe("succeeded");
    const result = job.result as {
      problems: { id: number; issue: string; fix: string | null }[];
      fixed: number;
      fixable: number;
      rebuildJobId: number | null;
    };
    const found = result.problems.map((p) => [p.id, p.issue, p.fix !== null]);
    expect(found).toEqual(
      expect.arrayContaining([
        [ids["far-away"], "far", true],
        [ids["wrong-state"], "zip-state", false],
        [ids["bad-city"], "city", true],
      ]),
    );
    expect(found).toHaveLength(3);
    expect(result).toMatchObject({ fixable: 2, fixed: 0, rebuildJobId: null });
    const far = await t.store.db.selectFrom("companies").select(["lat", "city"]).where("id", "=", ids["far-away"]).executeTakeFirstOrThrow();
    expect(far.lat).toBeCloseTo(25.76);
  });

  it("check-company-locations with fix corrects coordinates and an unknown city, leaves the rest, and asks for a rebuild", async () => {
    const job = await run("check-company-locations", { fix: true });
    expect(job.status).toBe("succeeded");
    const result = job.result as { fixed: number; rebuildJobId: number };
    expect(result.fixed).toBe(2);
    const rows = await t.store.db
      .selectFrom("companies")
      .select(["id", "lat", "lng", "city", "zip"])
      .where("id", "in", [ids["far-away"], ids["bad-city"], ids["wrong-state"]])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ids["far-away"])?.lat).toBeCloseTo(39.75, 1); // Denver 80202
    expect(byId.get(ids["bad-city"])?.city).toBe("Denver");
    expect(byId.get(ids["wrong-state"])?.zip).toBe("10001"); // needs a person: untouched
    const rebuild = await getJob(t.store.db, result.rebuildJobId);
    expect(rebuild).toMatchObject({ kind: "rebuild-site", status: "queued" });
    expect(job.log).toMatch(/Fixed 2 companies/);
    const again = await run("check-company-locations", {});
    expect((again.result as { problemCount: number }).problemCount).toBe(1);
    await t.store.db.deleteFrom("jobs").where("kind", "=", "rebuild-site").execute();
  });

  describe("purge-old-data", () => {
    const old = "2020-01-01T00:00:00.000Z";
    const fresh = () => new Date().toISOString();
    const IMPORTED_UPLOAD = { size_bytes: 3, content: "a,b", uploaded_by: "x", status: "imported", report: "{}", counts: "{}", job_id: null };
    beforeEach(async () => {
      const db = t.store.db;
      await db
        .insertInto("quote_sessions")
        .values([
          { id: "s-old", uuid: "u1", ip_address: null, data: "{}", created_at: old },
          { id: "s-new", uuid: "u2", ip_address: null, data: "{}", created_at: fresh() },
        ])
        .execute();
      await db
        .insertInto("funnel_events")
        .values([
          { event: "form_step", step: 1, status: null, lead_uuid: "u1", session_id: "s-old", created_at: old },
          { event: "form_step", step: 1, status: null, lead_uuid: "u1", session_id: "s-old", created_at: old },
          { event: "form_step", step: 2, status: null, lead_uuid: "u2", session_id: "s-new", created_at: fresh() },
        ])
        .execute();
      await db
        .insertInto("match_sets")
        .values([
          { ping_id: "p-old", lead_uuid: "u1", request: "{}", companies: "[]", created_at: old },
          { ping_id: "p-new", lead_uuid: "u2", request: "{}", companies: "[]", created_at: fresh() },
        ])
        .execute();
      await db
        .insertInto("csv_uploads")
        .values([
          { ...IMPORTED_UPLOAD, file_name: "old.csv", created_at: old },
          { ...IMPORTED_UPLOAD, file_name: "new.csv", created_at: fresh() },
        ])
        .execute();
    });

    it("deletes what is older than the limits, reports counts per table and keeps leads", async () => {
      const leadsBefore = await t.store.db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      const job = await run("purge-old-data", { days: 30, upload_days: 30 });
      expect(job.status).toBe("succeeded");
      expect(job.result).toMatchObject({ deleted: { quote_sessions: 1, funnel_events: 2, match_sets: 1, csv_uploads: 1 }, total: 5 });
      const left = async (table: "quote_sessions" | "funnel_events" | "match_sets" | "csv_uploads") =>
        Number(
          (
            await t.store.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect([await left("quote_sessions"), await left("funnel_events"), await left("match_sets"), await left("csv_uploads")]).toEqual([1, 1, 1, 1]);
      const leadsAfter = await t.store.db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(leadsAfter.n)).toBe(Number(leadsBefore.n));
      await t.store.db.deleteFrom("quote_sessions").execute();
      await t.store.db.deleteFrom("funnel_events").execute();
      await t.store.db.deleteFrom("match_sets").execute();
      await t.store.db.deleteFrom("csv_uploads").execute();
    });

    it("keeps uploads younger than upload_days even when sessions go", async () => {
      const job = await run("purge-old-data", { days: 30, upload_days: 3650 });
      expect(job.result).toMatchObject({ deleted: { quote_sessions: 1, csv_uploads: 0 } });
    });
  });

  it("retry-deliveries puts failed outbox rows back in the queue, due now, and reports how many", async () => {
    const db = t.store.db;
    const at = "2024-01-01T00:00:00.000Z";
    const row = (status: string) => ({
      lead_id: null,
      kind: "owner-email",
      recipient: "o@example.com",
      payload: "{}",
      status,
      attempts: 5,
      next_attempt_at: at,
      last_error: "boom",
      created_at: at,
      updated_at: at,
    });
    await db
      .insertInto("outbox")
      .values([row("failed"), row("failed"), row("delivered")])
      .execute();
    const job = await run("retry-deliveries");
    expect(job.result).toEqual({ requeued: 2 });
    const statuses = (await db.selectFrom("outbox").select(["status", "next_attempt_at"]).orderBy("id").execute()).map((r) => r.status);
    expect(statuses).toEqual(["pending", "pending", "delivered"]);
    const due = await db.selectFrom("outbox").select("next_attempt_at").where("status", "=", "pending").execute();
    expect(due.every((r) => r.next_attempt_at > at)).toBe(true);
    expect((await run("retry-deliveries")).result).toEqual({ requeued: 0 });
  });

  it("a stored run with parameters its script refuses fails naming the field", async () => {
    const job = await run("purge-old-data", { days: 0 });
    expect(job).toMatchObject({ status: "failed" });
    expect(job.error).toMatch(/days: must be at least 1/);
  });
});
