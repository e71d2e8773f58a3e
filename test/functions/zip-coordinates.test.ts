import { describe, expect, it } from "vitest";
import zipCoordinates, { config } from "../../functions/zip-coordinates";
import { ZIP_COORDINATES_PATH } from "../../src/client/zip-coordinates";
import { distanceMiles } from "../../src/lib/geo";
import { getZipCoordinates } from "../../src/server/db/snapshot/zip-coordinates";
import { testDatabaseForFile } from "../support/seeded-database";

const ctx = { ip: "192.0.2.10", params: {}, requestId: "t", waitUntil: () => {} };
const get = (query: string, method = "GET") => zipCoordinates(new Request(`http://localhost/api/zip-coordinates${query}`, { method }), ctx);

const db = testDatabaseForFile();

describe("GET /api/zip-coordinates", () => {
  it("answers a ZIP code's centre with its city and state, cached", async () => {
    const res = await get("?zip=78701");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const austin = (await res.json()) as { zip: string; city: string; state: string; lat: number; lng: number };
    expect(austin).toMatchObject({ zip: "78701", city: "Austin", state: "TX" });
    expect(austin.lat).toBeCloseTo(30.27, 1);
    expect(austin.lng).toBeCloseTo(-97.74, 1);
    const dallas = (await (await get("?zip=75201")).json()) as { lat: number; lng: number };
    expect(distanceMiles(austin, dallas)).toBeGreaterThan(170);
    expect(distanceMiles(austin, dallas)).toBeLessThan(195);
  });

  it("answers 400 naming the field for a malformed zip", async () => {
    for (const q of ["", "?zip=7870", "?zip=787011", "?zip=abcde", "?zip=78701&city=austin"]) {
      const res = await get(q);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { error: string }).error, q).toMatch(/zip|city/);
    }
  });

  it("answers 404 JSON for a ZIP code that does not exist", async () => {
    const res = await get("?zip=00000");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: "ZIP code 00000 was not found" });
  });

  it("answers 405 to other methods", async () => {
    const res = await get("?zip=78701", "POST");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });

  it("is served at the path the calculator calls", () => {
    expect(config.path).toBe("/api/zip-coordinates");
    expect(ZIP_COORDINATES_PATH).toBe(config.path);
  });
});

describe("getZipCoordinates", () => {
  it("finds a ZIP code and reuses its statement; undefined for an unknown one", () => {
    expect(getZipCoordinates(db().snapshot, "90210")).toMatchObject({ zip: "90210", city: "Beverly Hills", state: "CA" });
    expect(getZipCoordinates(db().snapshot, "90210")).toEqual(getZipCoordinates(db().snapshot, "90210"));
    expect(getZipCoordinates(db().snapshot, "00000")).toBeUndefined();
  });
});
