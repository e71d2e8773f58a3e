import { beforeAll, describe, expect, it } from "vitest";
import { sampleDirectoryForFile } from "../../../test/support/seeded-database";
import { compareByReputation } from "../../lib/companies/ranking";
import { distanceMiles, type LatLng } from "../../lib/geo";
import { boxFor, type Candidate, rankCandidates, SEARCH_RADII_MILES } from "../../lib/quote/matching";
import { SeededRandom } from "../../lib/random";
import { SELECT_FEATURED } from "../db/snapshot/companies";
import { listCandidatesByIds } from "../db/snapshot/matching";
import { cachedStatementCount, type Db } from "../db/snapshot/snapshot";
import { FEATURED_LIMIT, featuredCompanies } from "../featured";
import { bestCandidatesNear } from "../quote/nearby-candidates";
import { NEAREST_MIN_RESULTS, NEAREST_RADII_MILES } from "./nearest";
import { searchDirectory } from "./search-answers";

/**
 * The indexes the build precomputes (companies_geo, nearest_totals, featured_ranking) give the
 * same answers as scanning every company, on the whole sample directory: the scans below are the
 * queries the API ran before the indexes.
 */
const sample = sampleDirectoryForFile();
let db: Db;
beforeAll(() => {
  db = sample().snapshot;
});

interface Located extends LatLng {
  slug: string;
  name: string;
  rating: number | null;
  reviewCount: number;
}

/** The scan: every listed company (offering `service`) in each radius's box, until one holds enough. */
function scanNearest(origin: LatLng, service: string | null): Array<{ slug: string; miles: number }> {
  const perDegree = (3958.8 * Math.PI) / 180;
  let found: Array<{ company: Located; miles: number }> = [];
  for (const radius of NEAREST_RADII_MILES) {
    const dLat = radius / perDegree;
    const edge = Math.min(89, Math.abs(origin.lat) + dLat);
    const dLng = Math.min(180, radius / (perDegree * Math.cos((edge * Math.PI) / 180)));
    const rows = db
      .prepare(
        `SELECT c.slug, c.name, c.lat, c.lng, c.rating, c.review_count AS reviewCount FROM companies c
         WHERE c.lat BETWEEN ? AND ? AND c.lng BETWEEN ? AND ? AND c.is_in_list = 1
           AND (? IS NULL OR c.id IN (SELECT cs.company_id FROM company_services cs JOIN services sv ON sv.id = cs.service_id WHERE sv.slug = ?))`,
      )
      .all(origin.lat - dLat, origin.lat + dLat, origin.lng - dLng, origin.lng + dLng, service, service) as Located[];
    found = rows.map((company) => ({ company, miles: distanceMiles(origin, company) })).filter((n) => n.miles <= radius);
    if (found.length >= NEAREST_MIN_RESULTS) break;
  }
  return found
    .sort((a, b) => a.miles - b.miles || compareByReputation(a.company, b.company))
    .map((n) => ({ slug: n.company.slug, miles: Math.round(n.miles * 10) / 10 }));
}

const zips = () => {
  const all = db.prepare("SELECT zip, lat, lng FROM zip_codes ORDER BY zip").all() as Array<LatLng & { zip: string }>;
  const rng = new SeededRandom(19);
  const picked = ["90210", "10001", "60601", "78701", "02108", "99501", "96813", "59001"]
    .map((z) => all.find((r) => r.zip === z))
    .filter((z) => z !== undefined);
  for (let i = 0; i < 40; i++) picked.push(all[rng.int(0, all.length - 1)]);
  return picked;
};

describe("nearest-first ZIP search through the index", () => {
  it("answers every page like the scan: same total, movers, order and distances", () => {
    for (const zip of zips()) {
      const expected = scanNearest(zip, null);
      for (const page of [1, 2, 7]) {
        const answer = searchDirectory(db, { q: zip.zip, page, perPage: 20 });
        expect(answer.total, zip.zip).toBe(expected.length);
        const slice = expected.slice((page - 1) * 20, page * 20);
        expect(
          answer.results.map((r) => ({ slug: r.company.slug, miles: r.distanceMiles })),
          `${zip.zip} page ${page}`,
        ).toEqual(slice);
      }
    }
  });

  it("narrows to a service like the scan", () => {
    for (const zip of zips().slice(0, 12)) {
      const expected = scanNearest(zip, "piano-moving");
      const answer = searchDirectory(db, { q: `piano movers ${zip.zip}`, page: 1, perPage: 20 });
      expect(answer.total, zip.zip).toBe(expected.length);
      expect(answer.results.map((r) => r.company.slug)).toEqual(expected.slice(0, 20).map((e) => e.slug));
    }
  });

  it("prepares its statements once: repeated searches add none to the connection's cache", () => {
    searchDirectory(db, { q: "90210", page: 1, perPage: 20 });
    const prepared = cachedStatementCount(db);
    for (const zip of zips().slice(0, 10)) searchDirectory(db, { q: zip.zip, page: 1, perPage: 20 });
    expect(cachedStatementCount(db)).toBe(prepared);
  });
});

/** The scan: every candidate in the matching box, ranked. */
function scanCandidates(service: string, origin: LatLng, radius: number): Candidate[] {
  const { dLat, dLng } = boxFor(origin.lat, radius);
  const rows = db
    .prepare(
      `SELECT c.id FROM companies c WHERE c.is_in_list = 1 AND c.lat BETWEEN ? AND ? AND c.lng BETWEEN ? AND ?
         AND EXISTS (SELECT 1 FROM company_services cs JOIN services s ON s.id = cs.service_id WHERE cs.company_id = c.id AND s.slug = ?)`,
    )
    .all(origin.lat - dLat, origin.lat + dLat, origin.lng - dLng, origin.lng + dLng, service) as Array<{ id: number }>;
  return listCandidatesByIds(
    db,
    rows.map((r) => r.id),
  );
}

describe("matching through the index", () => {
  it("picks the same movers in the same order as ranking every candidate in the box", () => {
    for (const zip of zips().slice(0, 16)) {
      for (const service of ["local-moving", "long-distance-moving", "commercial-moving"]) {
        const route = {
          origin: { ...zip, state: "XX" },
          destination: service === "long-distance-moving" ? { lat: 0, lng: 0, state: "ZZ" } : undefined,
          moveSize: service === "commercial-moving" ? "commercial" : "1br",
        };
        for (const radius of SEARCH_RADII_MILES) {
          const every = scanCandidates(service, zip, radius);
          for (const limit of [1, 5, 20]) {
            const picked = rankCandidates(bestCandidatesNear(db, service, zip, radius, limit), route, radius, limit);
            expect(picked, `${zip.zip} ${service} ${radius} mi, ${limit}`).toEqual(rankCandidates(every, route, radius, limit));
          }
        }
      }
    }
  }, 120_000);
});

describe("featured companies from the precomputed ranking", () => {
  const scanFeatured = () =>
    (
      db
        .prepare("SELECT slug, name, rating, review_count AS reviewCount FROM companies WHERE is_featured = 1 AND is_in_list = 1 ORDER BY id")
        .all() as Located[]
    )
      .sort(compareByReputation)
      .slice(0, FEATURED_LIMIT)
      .map((c) => c.slug);

  it("lists the scan's first twelve, best reputation first", () => {
    expect(featuredCompanies(db).map((c) => c.slug)).toEqual(scanFeatured());
    expect(featuredCompanies(db)).toHaveLength(FEATURED_LIMIT);
  });

  it("reads the ranking by rank: no scan of companies and no sort", () => {
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${SELECT_FEATURED}`).all(FEATURED_LIMIT) as Array<{ detail: string }>;
    const details = plan.map((p) => p.detail).join("\n");
    expect(details).toMatch(/SEARCH f USING INTEGER PRIMARY KEY/);
    expect(details).not.toMatch(/SCAN c\b|TEMP B-TREE/);
    expect(details).not.toMatch(/SCAN companies\b/);
  });

  it("answers later requests without a query: still there once the connection is closed", async () => {
    const { openSnapshot } = await import("../db/snapshot/snapshot");
    const own = openSnapshot(sample().snapshotFile);
    const first = featuredCompanies(own);
    own.close();
    expect(featuredCompanies(own)).toEqual(first);
    expect(() => own.prepare("SELECT 1")).toThrow(/not open/);
  });
});
