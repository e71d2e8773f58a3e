import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_MILES, type LatLng } from "../../lib/geo";
import { SeededRandom } from "../../lib/random";
import { computeNearestTotals, STRIPS_PER_RADIUS } from "../build/nearest-totals";
import { inBox, MILES_PER_DEGREE, milesWithin, NEAREST_MIN_RESULTS, NEAREST_RADII_MILES, packTotal, searchBox } from "./nearest";
import { byLongitude, circleSlabs, StripIndex, slotsInSlabs } from "./nearest-strips";

/**
 * The strip index counts exactly what checking every point with `milesWithin` counts, for
 * random movers and origins (seeded) over the lower 48, Alaska and Hawaii, and for points placed
 * where rounding could tip the answer: on strip boundaries, on the circle, on the search box.
 */
const bruteCount = (points: readonly LatLng[], origin: LatLng, radius: number) => {
  const box = searchBox(origin, radius);
  return points.filter((p) => milesWithin(origin, radius, box, p) !== undefined).length;
};

/** Regions movers and origins are drawn from: [south, north, west, east]. */
const REGIONS: Array<[number, number, number, number]> = [
  [25, 49, -124.7, -67], // lower 48
  [51.2, 71.4, -179.2, -130], // Alaska, Aleutians to the panhandle
  [18.9, 22.3, -160.3, -154.8], // Hawaii
];

function randomPoint(rng: SeededRandom, [south, north, west, east]: [number, number, number, number]): LatLng {
  return { lat: south + rng.next() * (north - south), lng: west + rng.next() * (east - west) };
}

/** Movers spread thin over every region, plus dense clusters (a metro area every few hundred of them). */
function randomMovers(rng: SeededRandom, count: number): LatLng[] {
  const points: LatLng[] = [];
  let centre = randomPoint(rng, REGIONS[0]);
  for (let i = 0; i < count; i++) {
    if (i % 300 === 0) centre = randomPoint(rng, rng.pick(REGIONS));
    if (rng.chance(0.4)) points.push(randomPoint(rng, rng.pick(REGIONS)));
    else points.push({ lat: centre.lat + (rng.next() - 0.5) * 1.2, lng: centre.lng + (rng.next() - 0.5) * 1.6 });
  }
  return points;
}

/** The point `miles` from `origin` on `bearing` (radians), along a great circle. */
function destination(origin: LatLng, miles: number, bearing: number): LatLng {
  const rad = Math.PI / 180;
  const d = miles / EARTH_RADIUS_MILES;
  const lat1 = origin.lat * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
  const lng2 = origin.lng * rad + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / rad, lng: lng2 / rad };
}

const nudges = [0, 1e-13, -1e-13, 1e-10, -1e-10, 1e-7, -1e-7];

/** Points right on the edges that matter for `origin` and `radius`, each nudged by a hair either way. */
function edgePoints(rng: SeededRandom, origin: LatLng, radius: number, rowHeight: number, base: number): LatLng[] {
  const points: LatLng[] = [];
  const box = searchBox(origin, radius);
  for (let k = 0; k < 60; k++) {
    // Half of them near due north or south, where the circle runs along a strip and rounding of latitudes matters most.
    const bearing = k % 2 === 0 ? rng.next() * 2 * Math.PI : rng.pick([0, Math.PI]) + (rng.next() - 0.5) * rng.pick([1e-2, 1e-4, 1e-6]);
    const onCircle = destination(origin, radius * (1 + rng.pick(nudges)), bearing);
    points.push(onCircle);
    // The same longitude on a strip boundary, and a point on the box's edge.
    const row = Math.round((onCircle.lat - base) / rowHeight);
    points.push({ lat: base + row * rowHeight + rng.pick(nudges), lng: onCircle.lng });
    const lat = box.minLat + rng.next() * (box.maxLat - box.minLat);
    points.push({ lat, lng: rng.chance(0.5) ? box.minLng : box.maxLng }, { lat: rng.chance(0.5) ? box.minLat : box.maxLat, lng: origin.lng });
  }
  return points;
}

describe("StripIndex", () => {
  it("counts what checking every mover counts, at every radius and several strip heights", () => {
    const rng = new SeededRandom(1919);
    const movers = randomMovers(rng, 6000);
    const origins = [...Array.from({ length: 90 }, () => randomPoint(rng, rng.pick(REGIONS))), ...movers.slice(0, 60)];
    for (const strips of [1, 4, STRIPS_PER_RADIUS, 40]) {
      for (const radius of NEAREST_RADII_MILES) {
        const index = new StripIndex(movers, radius / MILES_PER_DEGREE / strips);
        for (const origin of origins)
          expect(index.count(origin, radius), `${strips} strips, ${radius} mi, ${origin.lat},${origin.lng}`).toBe(bruteCount(movers, origin, radius));
      }
    }
  });

  it("is exact for movers on strip boundaries, on the circle and on the search box, nudged either way", () => {
    const rng = new SeededRandom(4242);
    for (let trial = 0; trial < 120; trial++) {
      const origin = randomPoint(rng, REGIONS[trial % REGIONS.length]);
      const radius = rng.pick(NEAREST_RADII_MILES);
      const rowHeight = radius / MILES_PER_DEGREE / rng.pick([3, STRIPS_PER_RADIUS, 17]);
      // The index's strips start at its southernmost mover: put one well south so strip boundaries are known.
      const anchor = { lat: origin.lat - 3 * (radius / MILES_PER_DEGREE), lng: origin.lng };
      const movers = [anchor, ...edgePoints(rng, origin, radius, rowHeight, anchor.lat)];
      const index = new StripIndex(movers, rowHeight);
      const expected = bruteCount(movers, origin, radius);
      expect(expected).toBeGreaterThan(0);
      expect(index.count(origin, radius), `trial ${trial}: ${radius} mi at ${origin.lat},${origin.lng}`).toBe(expected);
    }
  });

  it("lists the tags of exactly the movers inside a box, its edges included", () => {
    const rng = new SeededRandom(777);
    const movers = randomMovers(rng, 4000).map((p, tag) => ({ ...p, tag }));
    const index = new StripIndex(byLongitude(movers), 0.05);
    for (let trial = 0; trial < 200; trial++) {
      const origin = trial % 4 === 0 ? movers[trial] : randomPoint(rng, rng.pick(REGIONS));
      const box = searchBox(origin, rng.pick([0.5, 2, 10, ...NEAREST_RADII_MILES]));
      // Movers placed on the box's corners count too.
      const expected = movers.filter((p) => inBox(box, p)).map((p) => p.tag);
      expect(
        index.tagsInBox(box).sort((a, b) => a - b),
        `trial ${trial}`,
      ).toEqual(expected);
    }
    const edges = [
      { lat: 40, lng: -100, tag: 1 },
      { lat: 41, lng: -99, tag: 2 },
      { lat: 41.0000001, lng: -99, tag: 3 },
    ];
    expect(new StripIndex(byLongitude(edges), 0.3).tagsInBox({ minLat: 40, maxLat: 41, minLng: -100, maxLng: -99 }).sort()).toEqual([1, 2]);
    expect(new StripIndex([], 0.1).tagsInBox({ minLat: 0, maxLat: 1, minLng: 0, maxLng: 1 })).toEqual([]);
  });

  it("counts nothing without movers, and a mover at the origin itself", () => {
    expect(new StripIndex([], 0.1).count({ lat: 40, lng: -100 }, 25)).toBe(0);
    expect(new StripIndex([{ lat: 40, lng: -100 }], 0.1).count({ lat: 40, lng: -100 }, 25)).toBe(1);
  });
});

describe("slotsInSlabs", () => {
  it("reads every mover of the box within the radius exactly once, those on the slabs' shared edges too", () => {
    const rng = new SeededRandom(4242);
    for (let trial = 0; trial < 120; trial++) {
      const origin = randomPoint(rng, REGIONS[0]);
      const radius = rng.pick([10, 25, 50, 100]);
      const whole = searchBox(origin, radius);
      // Every third box is cut through the circle in the north, as a wider search's box may be.
      const box = trial % 3 === 0 ? { ...whole, maxLat: origin.lat + (whole.maxLat - origin.lat) / 2 } : whole;
      const slabs = circleSlabs(origin, radius, box, 8);
      const edges = [...new Set(slabs.flatMap((slab) => [slab.minLat, slab.maxLat]))];
      const movers = [
        ...Array.from({ length: 300 }, () => randomPoint(rng, [box.minLat, box.maxLat, box.minLng, box.maxLng])),
        // On each edge latitude, across the circle's width and a little beyond.
        ...edges.flatMap((lat) => Array.from({ length: 9 }, (_, k) => ({ lat, lng: origin.lng + ((k - 4) / 4) * (whole.maxLng - origin.lng) }))),
      ].map((p, tag) => ({ ...p, tag }));
      const index = new StripIndex(byLongitude(movers), 0.05);
      const read = slotsInSlabs(index, origin, radius, box, 8).map((slot) => index.tagAt(slot));
      expect(new Set(read).size, `trial ${trial}: a mover read twice`).toBe(read.length);
      const within = movers.filter((p) => milesWithin(origin, radius, box, p) !== undefined).map((p) => p.tag);
      expect(within.length).toBeGreaterThan(0);
      expect(
        within.filter((tag) => !read.includes(tag)),
        `trial ${trial}: movers within the radius not read`,
      ).toEqual([]);
      const onEdges = movers.filter((p) => edges.includes(p.lat) && within.includes(p.tag));
      expect(onEdges.length, `trial ${trial}`).toBeGreaterThan(0);
    }
  });
});

describe("computeNearestTotals", () => {
  it("settles each origin on the radius and total that counting every mover gives", () => {
    const rng = new SeededRandom(77);
    const movers = randomMovers(rng, 3000);
    const origins = Array.from({ length: 150 }, (_, i) => ({ ...randomPoint(rng, REGIONS[i % REGIONS.length]), key: `o${i}` }));
    const expected = origins.map((origin) => {
      let radiusIndex = 0;
      let total = 0;
      for (; radiusIndex < NEAREST_RADII_MILES.length; radiusIndex++) {
        total = bruteCount(movers, origin, NEAREST_RADII_MILES[radiusIndex]);
        if (total >= NEAREST_MIN_RESULTS) break;
      }
      return { origin: origin.key, total: packTotal({ total, radiusIndex: Math.min(radiusIndex, NEAREST_RADII_MILES.length - 1) }) };
    });
    expect(computeNearestTotals(movers, origins)).toEqual(expected);
    // The draw reaches past the first radius somewhere, or the test would not cover the widening.
    expect(new Set(expected.map((e) => e.total % 8)).size).toBeGreaterThan(2);
  });
});
