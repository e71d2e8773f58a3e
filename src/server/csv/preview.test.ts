import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, csvText, type TestDatabase } from "../../../test/support/test-database";
import { getStoreCompaniesBySlugs } from "../db/store/repositories/store-companies";
import { importCompaniesCsv } from "./import";
import { previewCompaniesCsv } from "./preview";

let t: TestDatabase;
const preview = (text: string) => previewCompaniesCsv(t.store.db, t.snapshot, text);
const stored = async (slug: string) => (await getStoreCompaniesBySlugs(t.store.db, [slug])).get(slug);

const HEADER = ["slug", "name", "city", "state", "zip", "phone", "services", "rating", "review_count", "is_featured"];
const AUSTIN = ["austin-movers", "Austin Movers", "Austin", "TX", "78701", "(512) 555-0100", "local-moving|packing", "4.5", "80", "false"];
const DALLAS = ["dallas-van", "Dallas Van Lines", "Dallas", "TX", "75201", "", "local-moving", "4.1", "20", "true"];

beforeAll(async () => {
  t = await createTestDatabase();
  expect(await importCompaniesCsv(t.store.db, t.snapshot, csvText(HEADER, [AUSTIN, DALLAS]), "replace")).toMatchObject({ ok: true });
});
afterAll(async () => {
  await t.cleanup();
});

describe("previewCompaniesCsv", () => {
  it("sorts rows into add, update, unchanged and invalid, with row numbers and changed columns", async () => {
    const changedDallas = [...DALLAS];
    changedDallas[1] = "Dallas Van Lines & Storage";
    changedDallas[7] = "4.3";
    const fresh = ["houston-haulers", "Houston Haulers", "Houston", "TX", "77002", "", "", "", "", ""];
    const bad = ["bad-zip", "Bad Zip Movers", "Austin", "TX", "7870", "", "", "", "", ""];
    const { report, writes } = await preview(csvText(HEADER, [AUSTIN, changedDallas, fresh, bad]));

    expect(report.totalRows).toBe(4);
    expect(report.counts).toEqual({ add: 1, update: 1, unchanged: 1, invalid: 1 });
    expect(report.add).toEqual([{ row: 4, slug: "houston-haulers", name: "Houston Haulers", city: "Houston", state: "TX" }]);
    expect(report.update).toEqual([
      { row: 3, slug: "dallas-van", name: "Dallas Van Lines & Storage", city: "Dallas", state: "TX", changedColumns: ["name", "rating"] },
    ]);
    expect(report.invalid).toEqual([{ row: 5, column: "zip", message: expect.stringContaining("5-digit ZIP") }]);
    expect(report).toMatchObject({ truncated: false, fileError: null, imported: null, failure: null });
    expect(writes.map((w) => w.slug)).toEqual(["dallas-van", "houston-haulers"]);
    // A preview writes nothing.
    expect(await stored("houston-haulers")).toBeUndefined();
    expect((await stored("dallas-van"))?.name).toBe("Dallas Van Lines");
  });

  it("reports a reference error (unknown city) as an invalid row", async () => {
    const { report } = await preview(csvText(HEADER, [["x-co", "X Co", "Atlantis", "TX", "78701", "", "", "", "", ""]]));
    expect(report.counts).toEqual({ add: 0, update: 0, unchanged: 0, invalid: 1 });
    expect(report.invalid).toEqual([{ row: 2, column: "city", message: '"Atlantis" is not a city in TX' }]);
  });

  it("a missing required column is a file error: nothing can be imported", async () => {
    const header = HEADER.filter((c) => c !== "zip");
    const rows = [AUSTIN, DALLAS].map((r) => r.filter((_, i) => HEADER[i] !== "zip"));
    const { report, writes } = await preview(csvText(header, rows));
    expect(report.fileError).toBe("zip: required column is missing");
    expect(report.counts).toEqual({ add: 0, update: 0, unchanged: 0, invalid: 0 });
    expect(report.totalRows).toBe(2);
    expect(report.invalid).toEqual([{ row: 1, column: "zip", message: "required column is missing" }]);
    expect(writes).toEqual([]);
  });

  it("a file with a header only is a file error", async () => {
    const { report, writes } = await preview(csvText(HEADER, []));
    expect(report.fileError).toBe("the file has no company rows");
    expect(report.totalRows).toBe(0);
    expect(writes).toEqual([]);
  });

  it("caps the lists, keeps the counts exact and says it truncated", async () => {
    const rows: string[][] = [];
    for (let i = 0; i < 520; i++) rows.push([`new-co-${i}`, `New Co ${i}`, "Austin", "TX", "78701", "", "", "", "", ""]);
    for (let i = 0; i < 1010; i++) rows.push([`bad-co-${i}`, `Bad Co ${i}`, "Austin", "TX", "bad", "", "", "", "", ""]);
    const { report, writes } = await preview(csvText(HEADER, rows));
    expect(report.totalRows).toBe(1530);
    expect(report.counts).toEqual({ add: 520, update: 0, unchanged: 0, invalid: 1010 });
    expect(report.add).toHaveLength(500);
    expect(report.invalid).toHaveLength(1000);
    expect(report.truncated).toBe(true);
    expect(writes).toHaveLength(520);
  });
});

describe("re-uploading what was just imported", () => {
  // Optional columns left out on purpose (description, lat/lng, is_in_list...): the upsert writes their defaults.
  const header = ["name", "city", "state", "zip", "phone", "email", "services", "photo_urls", "rating", "years_in_business"];
  const rows = [
    [
      "Round Trip Movers",
      "San Antonio",
      "tx",
      "78205-1234",
      "210.555.0142",
      "hi@roundtrip.example",
      "packing|local-moving|packing",
      "/placeholders/a.jpg|https://x.example/b.png",
      "3.95",
      "12",
    ],
    ["Second Round Co", "El Paso", "TX", "79901", "", "", "", "", "", ""],
  ];
  const text = csvText(header, rows);

  it("is all unchanged; changing one cell is an update naming that column", async () => {
    expect(await importCompaniesCsv(t.store.db, t.snapshot, text, "upsert")).toMatchObject({ ok: true, inserted: 2 });
    const again = await preview(text);
    expect(again.report.counts).toEqual({ add: 0, update: 0, unchanged: 2, invalid: 0 });
    expect(again.writes).toEqual([]);

    const changed = rows.map((r) => [...r]);
    changed[1][4] = "(915) 555-0199";
    const one = await preview(csvText(header, changed));
    expect(one.report.counts).toEqual({ add: 0, update: 1, unchanged: 1, invalid: 0 });
    expect(one.report.update).toEqual([expect.objectContaining({ row: 3, slug: "second-round-co-el-paso-tx", changedColumns: ["phone"] })]);
  });

  it("an absent optional column means its default: a stored value that differs is an update", async () => {
    await t.store.db
      .updateTable("companies")
      .set({ is_in_list: 0, description: "Edited by hand" })
      .where("slug", "=", "round-trip-movers-san-antonio-tx")
      .execute();
    const { report } = await preview(text);
    expect(report.update).toEqual([expect.objectContaining({ row: 2, changedColumns: ["description", "is_in_list"] })]);
  });

  it("moving a company to another city changes city, zip and the ZIP-centre coordinates", async () => {
    const moved = rows.map((r) => [...r]);
    moved[1] = ["Second Round Co", "Houston", "TX", "77002", "", "", "", "", "", ""];
    const slugged = [...header, "slug"];
    const withSlug = moved.map((r, i) => [...r, i === 1 ? "second-round-co-el-paso-tx" : "round-trip-movers-san-antonio-tx"]);
    const { report } = await preview(csvText(slugged, withSlug));
    expect(report.update).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: "second-round-co-el-paso-tx", changedColumns: ["city", "zip", "lat", "lng"] })]),
    );
  });
});
