import { beforeAll, describe, expect, it } from "vitest";
import { sampleDirectoryForFile } from "../../../test/support/seeded-database";
import { compareByReputation } from "../../lib/companies/ranking";
import type { LatLng } from "../../lib/geo";
import { SeededRandom } from "../../lib/random";
import { SERVICE_PHRASES } from "../../lib/search/service-words";
import { type Db, openSnapshot } from "../db/snapshot/snapshot";
import { milesWithin, NEAREST_MIN_RESULTS, NEAREST_RADII_MILES, searchBox } from "./nearest";
import { countNearest, moverIndex } from "./nearest-service";
import { searchDirectory } from "./search-answers";
import { listCompaniesInBox } from "./search-queries";

/**
 * A ZIP search narrowed to a service counts its movers on an in-memory index of that service,
 * built once per connection, and answers what counting the R*Tree's rows per request answered.
 */
const sample = sampleDirectoryForFile();
let db: Db;
beforeAll(() => {
  db = sample().snapshot;
});

/** The count per request before the index: every row of each radius's box offering the service, until one holds enough. */
function countRows(origin: LatLng, service: string | null) {
  for (const [radiusIndex, radius] of NEAREST_RADII_MILES.entries()) {
    const box = searchBox(origin, radius);
    const found = listCompaniesInBox(db, box, service)
      .map((company) => ({ company, miles: milesWithin(origin, radius, box, company) }))
      .filter((n): n is typeof n & { miles: number } => n.miles !== undefined);
    if (found.length >= NEAREST_MIN_RESULTS || radiusIndex === NEAREST_RADII_MILES.length - 1)
      return { total: found.length, radiusIndex, nearest: found.sort((a, b) => a.miles - b.miles || compareByReputation(a.company, b.company)) };
  }
  throw new Error("no radius");
}

const SERVICES = Object.keys(SERVICE_PHRASES);
/** The most crowded ZIP codes of the sample directory's biggest cities, then a seeded draw of others. */
const DENSE = ["10001", "10016", "90012", "90028", "60601", "77002", "19103", "85004"];

function origins(): Array<LatLng & { zip: string }> {
  const all = db.prepare("SELECT zip, lat, lng FROM zip_codes ORDER BY zip").all() as Array<LatLng & { zip: string }>;
  const byZip = new Map(all.map((z) => [z.zip, z]));
  const rng = new SeededRandom(1904);
  return [...DENSE.map((z) => byZip.get(z)).filter((z) => z !== undefined), ...Array.from({ length: 30 }, () => rng.pick(all))];
}

describe("service-filtered nearest-first ZIP search", () => {
  it("answers a crowded ZIP with a service like counting the rows: same total and first page", () => {
    const dense = origins().slice(0, DENSE.length);
    expect(dense.map((z) => z.zip)).toEqual(DENSE);
    for (const zip of dense) {
      for (const service of SERVICES) {
        const before = countRows(zip, service);
        const answer = searchDirectory(db, { q: `${SERVICE_PHRASES[service][0]} ${zip.zip}`, page: 1, perPage: 20 });
        expect(answer.service?.slug).toBe(service);
        expect(answer.total, `${service} near ${zip.zip}`).toBe(before.total);
        expect(
          answer.results.map((r) => r.company.slug),
          `${service} near ${zip.zip}`,
        ).toEqual(before.nearest.slice(0, 20).map((n) => n.company.slug));
      }
    }
    // The sample is crowded enough there for the first radius to settle with a full page.
    expect(countRows(dense[0], "local-moving").total).toBeGreaterThan(20);
  });

  it("settles on the same radius and total as counting the rows, for every service and for any service", () => {
    for (const origin of origins()) {
      for (const service of [...SERVICES, null]) {
        const { total, radiusIndex } = countRows(origin, service);
        expect(countNearest(db, origin, service), `${service} near ${origin.zip}`).toEqual({ total, radiusIndex });
      }
    }
  });

  it("reads each service's movers once per connection and holds exactly them", () => {
    const piano = moverIndex(db, "piano-moving");
    expect(moverIndex(db, "piano-moving")).toBe(piano);
    const offering = db
      .prepare(
        `SELECT count(*) AS n FROM companies c WHERE c.is_in_list = 1
           AND c.id IN (SELECT cs.company_id FROM company_services cs JOIN services s ON s.id = cs.service_id WHERE s.slug = 'piano-moving')`,
      )
      .get() as { n: number };
    expect(piano.size).toBe(offering.n);
    expect(moverIndex(db, null).size).toBe((db.prepare("SELECT count(*) AS n FROM companies WHERE is_in_list = 1").get() as { n: number }).n);
    const own = openSnapshot(sample().snapshotFile);
    try {
      expect(moverIndex(own, "piano-moving")).not.toBe(piano);
    } finally {
      own.close();
    }
  });
});
