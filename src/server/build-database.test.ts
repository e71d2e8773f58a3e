import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildDatabase, databaseIsStale } from "./build-database";
import { countCompanies, getCompanyBySlug } from "./db/companies";
import { openDatabase } from "./db/connection";
import { csvText } from "./db/test-database";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "movers-build-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const header = ["slug", "name", "city", "state", "zip"];

describe("buildDatabase", () => {
  const csv = path.join(dir, "companies.csv");
  const db = path.join(dir, "directory.db");

  it("builds the snapshot from a CSV", () => {
    fs.writeFileSync(csv, csvText(header, [["acme-austin", "Acme Movers", "Austin", "TX", "78701"]]));
    const result = buildDatabase(csv, db);
    expect(result.ok && result.summary).toMatchObject({ companies: 1, states: 51 });
    expect(result.ok && result.summary.cities).toBeGreaterThan(25_000);
    expect(databaseIsStale(csv, db)).toBe(false);
  });

  it("leaves the previous database untouched when the CSV has a bad row", () => {
    const before = fs.readFileSync(db);
    fs.writeFileSync(
      csv,
      csvText(header, [
        ["new-one", "New One Movers", "Dallas", "TX", "75201"],
        ["bad-zip", "Bad Zip Movers", "Dallas", "TX", "752"],
      ]),
    );
    const result = buildDatabase(csv, db);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]).toMatchObject({ row: 3, column: "zip" });
    expect(fs.readFileSync(db).equals(before)).toBe(true);
    const conn = openDatabase(db, { readonly: true });
    expect(countCompanies(conn)).toBe(1);
    expect(getCompanyBySlug(conn, "new-one")).toBeUndefined();
    conn.close();
    expect(fs.readdirSync(dir).filter((f) => f.includes("building"))).toEqual([]);
  });

  it("reports a missing database, or one older than the CSV, as stale", () => {
    expect(databaseIsStale(csv, path.join(dir, "missing.db"))).toBe(true);
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(db, past, past);
    expect(databaseIsStale(csv, db)).toBe(true);
  });
});
