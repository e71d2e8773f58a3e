import { distanceMiles, EARTH_RADIUS_MILES, type LatLng } from "../geo";
import type { WithDistance } from "./nearby";

/** Grid cell edge in degrees (about 14 miles north-south): a 60-mile query reads ~100 cells. */
const CELL_DEGREES = 0.2;
/** Slack for rounding when a cell's lower bound is compared with a distance. */
const EPSILON_MILES = 1e-6;
const RAD = Math.PI / 180;

interface Entry<T> {
  item: T;
  /** Place in the list the index was built from: equal distances keep this order. */
  rank: number;
}

interface Cell<T> {
  row: number;
  col: number;
  entries: Array<Entry<T>>;
  /** The highest static score of the cell's items (see `best`). */
  topScore: number;
}

export interface NearestOptions<T> {
  limit: number;
  maxMiles: number;
  exclude?: (item: T) => boolean;
}

/**
 * A lat/lng grid over a list, built once, answering "the `limit` items nearest to a point
 * within `maxMiles`" by reading cells in order of their least possible distance and stopping
 * once no unread cell can beat the answers found. Results and their order equal `nearest()`
 * over the same list: closest first, equal distances in list order.
 */
export interface BestOptions<T> {
  limit: number;
  maxMiles: number;
  /** An item's score `miles` from the origin: never above its static score minus `perMile` × miles. */
  score: (item: T, miles: number) => number;
  perMile: number;
  include?: (item: T) => boolean;
}

/** Slack for rounding when a cell's best possible score is compared with a score found. */
const EPSILON_SCORE = 1e-9;

export class GeoIndex<T extends LatLng> {
  private readonly cells = new Map<string, Cell<T>>();

  /** `staticScore`, when given, lets `best` skip cells whose items cannot score high enough. */
  constructor(items: readonly T[], staticScore?: (item: T) => number) {
    items.forEach((item, rank) => {
      const row = Math.floor(item.lat / CELL_DEGREES);
      const col = Math.floor(item.lng / CELL_DEGREES);
      const key = `${row},${col}`;
      const score = staticScore ? staticScore(item) : Number.POSITIVE_INFINITY;
      const cell = this.cells.get(key);
      if (cell) {
        cell.entries.push({ item, rank });
        cell.topScore = Math.max(cell.topScore, score);
      } else this.cells.set(key, { row, col, entries: [{ item, rank }], topScore: score });
    });
  }

  /**
   * The `limit` items within `maxMiles` of `origin` (and passing `include`) that score highest,
   * best first, equal scores in list order. Cells are read in order of the best score any of their
   * items could reach (its top static score less `perMile` per mile of the cell's least possible
   * distance), stopping once no unread cell can reach the answers found.
   */
  best(origin: LatLng, options: BestOptions<T>): Array<{ item: T; miles: number; score: number }> {
    const { limit, maxMiles, score, perMile, include } = options;
    if (limit <= 0) return [];
    const cells = this.cellsWithin(origin, maxMiles)
      .map(({ cell, bound }) => ({ cell, reach: cell.topScore - perMile * Math.max(0, bound - EPSILON_MILES) }))
      .sort((a, b) => b.reach - a.reach);
    const best: Array<{ item: T; miles: number; score: number; rank: number }> = [];
    for (const { cell, reach } of cells) {
      if (best.length >= limit && reach + EPSILON_SCORE < best[limit - 1].score) break;
      for (const { item, rank } of cell.entries) {
        if (include && !include(item)) continue;
        const miles = distanceMiles(origin, item);
        if (miles > maxMiles) continue;
        insertRanked(best, { item, miles, score: score(item, miles), rank }, limit, byScore);
      }
    }
    return best.map(({ item, miles, score }) => ({ item, miles, score }));
  }

  nearest(origin: LatLng, options: NearestOptions<T>): Array<WithDistance<T>> {
    const { limit, maxMiles, exclude } = options;
    if (limit <= 0) return [];
    const best: Array<WithDistance<T> & { rank: number }> = [];
    for (const { cell, bound } of this.cellsWithin(origin, maxMiles)) {
      const worst = best.length >= limit ? best[best.length - 1].miles : Number.POSITIVE_INFINITY;
      if (bound - EPSILON_MILES > worst) break;
      for (const { item, rank } of cell.entries) {
        if (exclude?.(item)) continue;
        const miles = distanceMiles(origin, item);
        if (miles > maxMiles) continue;
        insertRanked(best, { item, miles, rank }, limit, byMiles);
      }
    }
    return best.map(({ item, miles }) => ({ item, miles }));
  }

  /** The cells that may hold a point within `maxMiles`, least possible distance first. */
  private cellsWithin(origin: LatLng, maxMiles: number): Array<{ cell: Cell<T>; bound: number }> {
    const latSpan = maxMiles / (EARTH_RADIUS_MILES * RAD) + CELL_DEGREES;
    const rowMin = Math.floor((origin.lat - latSpan) / CELL_DEGREES);
    const rowMax = Math.floor((origin.lat + latSpan) / CELL_DEGREES);
    const found: Array<{ cell: Cell<T>; bound: number }> = [];
    const visit = (cell: Cell<T> | undefined) => {
      if (!cell) return;
      const bound = cellLowerBound(origin, cell.row, cell.col);
      if (bound - EPSILON_MILES <= maxMiles) found.push({ cell, bound });
    };
    const lngSpan = longitudeSpan(origin, maxMiles, rowMin, rowMax);
    if (lngSpan === null || (rowMax - rowMin + 1) * ((2 * lngSpan) / CELL_DEGREES + 2) > this.cells.size) {
      for (const cell of this.cells.values()) if (cell.row >= rowMin && cell.row <= rowMax) visit(cell);
    } else {
      const colMin = Math.floor((origin.lng - lngSpan) / CELL_DEGREES);
      const colMax = Math.floor((origin.lng + lngSpan) / CELL_DEGREES);
      for (let row = rowMin; row <= rowMax; row++) for (let col = colMin; col <= colMax; col++) visit(this.cells.get(`${row},${col}`));
    }
    return found.sort((a, b) => a.bound - b.bound);
  }
}

/** Whether `a` ranks after `b`: farther, or as far and later in the list. */
const byMiles = (a: { miles: number; rank: number }, b: { miles: number; rank: number }) =>
  a.miles > b.miles || (a.miles === b.miles && a.rank > b.rank);
/** Whether `a` ranks after `b`: lower score, or the same and later in the list. */
const byScore = (a: { score: number; rank: number }, b: { score: number; rank: number }) =>
  a.score < b.score || (a.score === b.score && a.rank > b.rank);

/** Keeps `best` sorted (`after` says whether one entry ranks after another) and at most `limit` long. */
function insertRanked<E>(best: E[], entry: E, limit: number, after: (a: E, b: E) => boolean): void {
  let at = best.length;
  while (at > 0 && after(best[at - 1], entry)) at--;
  if (at >= limit) return;
  best.splice(at, 0, entry);
  if (best.length > limit) best.pop();
}

/**
 * The widest longitude difference (degrees, plus one cell) a point within `maxMiles` of `origin`
 * can have, for rows `rowMin..rowMax`; null when the band reaches a pole or the span passes 180.
 */
function longitudeSpan(origin: LatLng, maxMiles: number, rowMin: number, rowMax: number): number | null {
  const maxAbsLat = Math.max(Math.abs(rowMin * CELL_DEGREES), Math.abs((rowMax + 1) * CELL_DEGREES));
  if (maxAbsLat >= 89) return null;
  const s = Math.sin(Math.min(Math.PI / 2, maxMiles / (2 * EARTH_RADIUS_MILES))) / Math.sqrt(Math.cos(origin.lat * RAD) * Math.cos(maxAbsLat * RAD));
  if (s >= 1) return null;
  const span = (2 * Math.asin(s)) / RAD + CELL_DEGREES;
  return span >= 180 ? null : span;
}

/**
 * A lower bound of the haversine distance from `origin` to any point of a cell: the larger of
 * the latitude gap alone (a meridian arc is the shortest way to cross it) and the longitude gap
 * at the cell's latitude farthest from the equator.
 */
function cellLowerBound(origin: LatLng, row: number, col: number): number {
  const latLo = row * CELL_DEGREES;
  const latHi = latLo + CELL_DEGREES;
  const lngLo = col * CELL_DEGREES;
  const lngHi = lngLo + CELL_DEGREES;
  const dLat = origin.lat < latLo ? latLo - origin.lat : origin.lat > latHi ? origin.lat - latHi : 0;
  const dLng = origin.lng < lngLo ? lngLo - origin.lng : origin.lng > lngHi ? origin.lng - lngHi : 0;
  const latBound = EARTH_RADIUS_MILES * dLat * RAD;
  // Across the antimeridian the gap is measured the other way round: rely on latitude alone.
  if (dLng === 0 || dLng > 180) return latBound;
  const cosCell = Math.cos(Math.max(Math.abs(latLo), Math.abs(latHi)) * RAD);
  const h = Math.max(0, Math.cos(origin.lat * RAD) * cosCell) * Math.sin((dLng * RAD) / 2) ** 2;
  const lngBound = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.max(latBound, lngBound);
}
