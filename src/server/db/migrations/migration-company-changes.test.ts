import { describe, expect, it } from "vitest";
import { storedCompanyRow } from "../../../../test/support/stored-company-row";
import { testEngine } from "../../../../test/support/test-database";
import { upgradedStore } from "../../../../test/support/upgraded-store";
import { readJournalChanges, readJournalHead } from "../store/repositories/company-changes";

/**
 * 0016_company_changes on a store that already holds companies (a live site upgrading): the
 * journal starts with one row naming no company, so the companies already there are not logged
 * (a snapshot with no position compares every company once), and writes after the upgrade are.
 */

const company = (slug: string, city: string, zip: string) => ({
  ...storedCompanyRow(slug, { city, state: "TX", zip, lat: 30.27, lng: -97.74 }),
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
});

const db = upgradedStore("0016_company_changes", "companies", [
  company("old-austin-movers", "Austin", "78701"),
  company("old-dallas-movers", "Dallas", "75201"),
]);

describe(`0016_company_changes on a store with companies (${testEngine()})`, () => {
  it("starts the journal with one row naming no company, then logs the writes that follow", async () => {
    const start = await readJournalHead(db());
    expect(await db().selectFrom("company_changes").select("company_id").execute()).toEqual([{ company_id: null }]);

    const { id } = await db().selectFrom("companies").select("id").where("slug", "=", "old-dallas-movers").executeTakeFirstOrThrow();
    await db().updateTable("companies").set({ review_count: 12 }).where("id", "=", id).execute();
    expect(await readJournalChanges(db(), start, await readJournalHead(db()), 10)).toEqual({ ok: true, ids: [id] });
  });
});
