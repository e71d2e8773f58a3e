import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "../../src/lib/slug";
import { importCompaniesCsv } from "../../src/server/csv/import";
import { createTestDatabase, type TestDatabase } from "../../test/support/test-database";
import { AREA_CODES } from "./area-codes";
import { REAL_MOVING_BRANDS, realBrandIn } from "./brands";
import { LINES_PER_AREA_CODE } from "./phones";
import { ensureSampleCsv, generateSampleCsv, SAMPLE_CSV_PATH, SAMPLE_CSV_SHA256 } from "./sample-csv";

/** The generated sample dataset: valid, large enough, realistic in shape, and fictional. */
const csvPath = SAMPLE_CSV_PATH;
ensureSampleCsv(csvPath);
const text = fs.readFileSync(csvPath, "utf8");
const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.cleanup());

describe("data/companies.csv", () => {
  it("imports without a single error and holds 10,000+ companies", async () => {
    const result = await importCompaniesCsv(t.store.db, t.snapshot, text, "replace");
    expect(result.ok ? [] : result.errors).toEqual([]);
    expect(result.ok && result.total).toBeGreaterThanOrEqual(10_000);
  });

  it("puts the spec's five largest cities on top, close to their reference counts", () => {
    const perCity = new Map<string, number>();
    for (const r of rows) perCity.set(`${r.city}, ${r.state}`, (perCity.get(`${r.city}, ${r.state}`) ?? 0) + 1);
    const reference: Record<string, number> = {
      "New York, NY": 102,
      "Los Angeles, CA": 87,
      "Chicago, IL": 64,
      "Houston, TX": 59,
      "Phoenix, AZ": 41,
    };
    const top4 = [...perCity.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([c]) => c);
    expect(top4).toEqual(["New York, NY", "Los Angeles, CA", "Chicago, IL", "Houston, TX"]);
    for (const [city, count] of Object.entries(reference)) {
      expect(Math.abs((perCity.get(city) ?? 0) - count) / count, city).toBeLessThan(0.25);
    }
  });

  it("lists movers in every state and DC", () => {
    const states = new Set(rows.map((r) => r.state));
    expect(states.size).toBe(51);
  });

  it("uses only fictional contact details and about 2% featured listings", () => {
    for (const r of rows) {
      expect(r.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      if (r.email) expect(r.email).toMatch(/\.example$/);
      if (r.website) expect(r.website).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
    }
    // A made-up USDOT or MC number could belong to a real carrier.
    expect(rows.filter((r) => r.usdot_number !== "" || r.mc_number !== "")).toEqual([]);
    const featured = rows.filter((r) => r.is_featured === "true").length / rows.length;
    expect(featured).toBeGreaterThan(0.015);
    expect(featured).toBeLessThan(0.03);
    const ratings = rows.map((r) => Number(r.rating));
    expect(Math.min(...ratings)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...ratings)).toBeLessThanOrEqual(5);
  });

  it("has no doubled suffix, real brand or repeated word in a name", () => {
    expect(rows.filter((r) => r.name.includes("Co. Co."))).toEqual([]);
    expect(rows.filter((r) => / & Sons$| (?:Movers|Haulers) (?:Co\.|Group|Services)$/.test(r.name)).map((r) => r.name)).toEqual([]);
    expect(rows.map((r) => r.name).filter((name) => realBrandIn(name))).toEqual([]);
    const repeatsAWord = (name: string) => {
      const words = name
        .toLowerCase()
        .split(" ")
        .filter((w) => w !== "&");
      return new Set(words).size !== words.length;
    };
    expect(rows.map((r) => r.name).filter(repeatsAWord)).toEqual([]);
  });

  it("gives no two companies of one city the same name, so no two profiles the same title", () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const r of rows) {
      const key = `${r.state}|${slugify(r.city)}|${r.name.toLowerCase()}`;
      if (seen.has(key)) clashes.push(`${r.name}, ${r.city} ${r.state}`);
      seen.set(key, r.slug);
    }
    expect(clashes).toEqual([]);
  });

  it("writes city names as the Postal Service does", () => {
    const cities = new Set(rows.map((r) => `${r.city}, ${r.state}`));
    for (const city of ["McAllen, TX", "McKinney, TX", "DeSoto, TX", "DeKalb, IL", "O'Fallon, MO"]) expect(cities).toContain(city);
    expect([...cities].filter((c) => /\bMc[a-z]|^(?:Desoto|Dekalb|Mcallen)\b|\bO [A-Z]/.test(c))).toEqual([]);
  });

  it("gives every company its own phone number under an area code of its own state", () => {
    const seen = new Set<string>();
    const repeated = rows.map((r) => r.phone).filter((phone) => seen.has(phone) || !seen.add(phone));
    expect(repeated).toEqual([]);
    expect(seen.size).toBe(rows.length);
    const codesOfState = new Map(Object.entries(AREA_CODES).map(([state, codes]) => [state, new Set(codes.map(([code]) => code))]));
    expect(rows.filter((r) => !codesOfState.get(r.state)?.has(r.phone.slice(1, 4))).map((r) => `${r.name}, ${r.state}: ${r.phone}`)).toEqual([]);
    const perState = new Map<string, number>();
    for (const r of rows) perState.set(r.state, (perState.get(r.state) ?? 0) + 1);
    for (const [state, count] of perState) expect(count, state).toBeLessThanOrEqual(AREA_CODES[state].length * LINES_PER_AREA_CODE);
    const codesOf = (city: string, state: string) =>
      new Set(rows.filter((r) => r.city === city && r.state === state).map((r) => r.phone.slice(1, 4)));
    expect([...codesOf("Mission", "TX")]).toEqual(["956"]);
    for (const code of codesOf("Houston", "TX")) expect(["713", "281", "832", "346"]).toContain(code);
  });

  it("lists real area codes: three digits, never N11, each in one state", () => {
    const all = Object.values(AREA_CODES).flatMap((codes) => codes.map(([code]) => code));
    expect(Object.keys(AREA_CODES)).toHaveLength(51);
    expect(new Set(all).size).toBe(all.length);
    for (const code of all) expect(code).toMatch(/^[2-9](?!11)\d\d$/);
  });

  it("recognises the brands it keeps out", () => {
    expect(realBrandIn("Gentle Giant Crew Movers")).toBe("Gentle Giant");
    expect(realBrandIn("Atlas Van & Storage")).toBe("Atlas");
    expect(realBrandIn("Two Men and a Truck Austin")).toBe("Two Men and a Truck");
    expect(realBrandIn("National City Reliable Movers")).toBeUndefined();
    expect(REAL_MOVING_BRANDS).toContain("U-Haul");
  });

  it("is regenerated byte for byte by the seeded generator, to the pinned checksum", () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "movers-gen-")), "companies.csv");
    generateSampleCsv(out);
    const sha256 = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");
    expect(sha256(out)).toBe(SAMPLE_CSV_SHA256);
    expect(sha256(csvPath)).toBe(SAMPLE_CSV_SHA256);
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }, 60_000);
});
