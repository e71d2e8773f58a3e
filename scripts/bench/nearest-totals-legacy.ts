/**
 * The nearest-first totals as the build computed them before the strip index, kept for
 * `scripts/bench/nearest-totals.ts` to measure against and to check the new rows against:
 * companies bucketed in one grid per radius with cells a quarter of its box, and every company
 * of the cells an origin's box touches measured.
 */
import type { LatLng } from "../../src/lib/geo";
import { type Box, milesWithin, NEAREST_MIN_RESULTS, NEAREST_RADII_MILES, packTotal, searchBox } from "../../src/server/search/nearest";

export function legacyNearestTotals(
  companies: readonly LatLng[],
  origins: ReadonlyArray<LatLng & { key: string }>,
): Array<{ origin: string; total: number }> {
  const grids = NEAREST_RADII_MILES.map((radius) => new Grid(companies, searchBox({ lat: 0, lng: 0 }, radius).maxLat / 2));
  const last = NEAREST_RADII_MILES.length - 1;
  return origins.map((origin) => {
    for (let i = 0; ; i++) {
      const total = grids[i].count(origin, NEAREST_RADII_MILES[i]);
      if (total >= NEAREST_MIN_RESULTS || i === last) return { origin: origin.key, total: packTotal({ total, radiusIndex: i }) };
    }
  });
}

/** Points bucketed by `cell`-degree squares. */
class Grid {
  private readonly cells = new Map<number, LatLng[]>();

  constructor(
    points: readonly LatLng[],
    private readonly cell: number,
  ) {
    for (const p of points) {
      const key = this.key(this.row(p.lat), this.col(p.lng));
      const bucket = this.cells.get(key);
      if (bucket) bucket.push(p);
      else this.cells.set(key, [p]);
    }
  }

  private row = (lat: number) => Math.floor((lat + 90) / this.cell);
  private col = (lng: number) => Math.floor((lng + 180) / this.cell);
  private key = (row: number, col: number) => row * 1_000_000 + col;

  count(origin: LatLng, radius: number): number {
    const box: Box = searchBox(origin, radius);
    let n = 0;
    for (let r = this.row(box.minLat); r <= this.row(box.maxLat); r++) {
      for (let c = this.col(box.minLng); c <= this.col(box.maxLng); c++) {
        const bucket = this.cells.get(this.key(r, c));
        if (bucket) for (const p of bucket) if (milesWithin(origin, radius, box, p) !== undefined) n++;
      }
    }
    return n;
  }
}
