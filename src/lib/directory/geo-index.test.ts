import { describe, expect, it } from "vitest";
import { getDirectory } from "../../server/directory/directory-pages";
import type { Company } from "../companies/companies-api";
import { GeoIndex } from "./geo-index";
import { nearest } from "./nearby";

/** A seeded pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const names = (found: Array<{ item: { id: number }; miles: number }>) => found.map((f) => [f.item.id, f.miles]);

describe("GeoIndex", () => {
  const directory = getDirectory();

  it("answers the profiles' similar-movers queries exactly as the scan of the state", () => {
    // Every third profile: the scan it is compared with is what makes this test slow.
    const profiles = directory.companies.filter((_, i) => i % 3 === 0);
    let compared = 0;
    let nonEmpty = 0;
    for (const company of profiles) {
      const list = directory.listedByState.get(company.state.abbreviation) ?? [];
      const serviceIds = new Set(company.services.map((s) => s.id));
      const exclude = (c: Company) => c.id === company.id || (serviceIds.size > 0 && !c.services.some((s) => serviceIds.has(s.id)));
      const options = { limit: 3, maxMiles: 60, exclude };
      const indexed = directory.listedNearbyByState.get(company.state.abbreviation)?.nearest(company, options) ?? [];
      expect(names(indexed)).toEqual(names(nearest(company, list, options)));
      compared++;
      if (indexed.length > 0) nonEmpty++;
    }
    expect(compared).toBeGreaterThan(3000);
    expect(nonEmpty).toBeGreaterThan(compared / 2);
  });

  it("answers every city's nearby-cities and nearby-movers queries exactly as the scans", () => {
    for (const city of directory.cities) {
      const cityOptions = { limit: 8, maxMiles: 75, exclude: (c: { id: number }) => c.id === city.id };
      expect(names(directory.cityIndex.nearest(city, cityOptions))).toEqual(names(nearest(city, directory.cities, cityOptions)));
      const state = directory.listedByState.get(city.state) ?? [];
      const moverOptions = { limit: 6, maxMiles: 40 };
      const scan = nearest(
        city,
        state.filter((c) => c.city.id !== city.id),
        moverOptions,
      );
      const indexed = directory.listedNearbyByState.get(city.state)?.nearest(city, { ...moverOptions, exclude: (c) => c.city.id === city.id }) ?? [];
      expect(names(indexed)).toEqual(names(scan));
    }
  });

  it("matches the scan at random points, radii and limits, ties in list order", () => {
    const next = random(19);
    // Clustered points with exact duplicates, so equal distances occur and their order counts.
    const points = Array.from({ length: 3000 }, (_, id) => {
      const base = id % 7 === 0 && id > 0 ? id - 7 : id;
      const lat = 25 + ((base * 7919) % 2400) / 100 + (id === base ? next() * 0.5 : 0);
      const lng = -124 + ((base * 104729) % 5700) / 100 + (id === base ? next() * 0.5 : 0);
      return { id, lat, lng };
    });
    for (let i = 1; i < points.length; i += 7) Object.assign(points[i], { lat: points[i - 1].lat, lng: points[i - 1].lng });
    const index = new GeoIndex(points);
    let ties = 0;
    for (let q = 0; q < 400; q++) {
      const origin = q % 5 === 0 ? points[Math.floor(next() * points.length)] : { lat: 20 + next() * 35, lng: -130 + next() * 65 };
      const options = { limit: 1 + Math.floor(next() * 12), maxMiles: [5, 25, 60, 150, 600][q % 5], exclude: (p: { id: number }) => p.id % 11 === 3 };
      const scan = nearest(origin, points, options);
      expect(names(index.nearest(origin, options))).toEqual(names(scan));
      for (let i = 1; i < scan.length; i++) if (scan[i].miles === scan[i - 1].miles) ties++;
    }
    expect(ties).toBeGreaterThan(0);
  });

  it("returns nothing for a zero limit or an empty list", () => {
    expect(new GeoIndex([]).nearest({ lat: 30, lng: -97 }, { limit: 3, maxMiles: 60 })).toEqual([]);
    expect(new GeoIndex([{ lat: 30, lng: -97 }]).nearest({ lat: 30, lng: -97 }, { limit: 0, maxMiles: 60 })).toEqual([]);
  });
});
