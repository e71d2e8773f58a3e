import { distanceMiles, EARTH_RADIUS_MILES, type LatLng } from "../../lib/geo";
import { firstNotHolding } from "../../lib/sorted";
import { type Box, milesWithin, searchBox } from "./nearest";

/** Degrees added around every latitude band and longitude bound, far above the rounding of their arithmetic (~1e-14°). */
const PAD = 1e-9;
/** The circle is widened by this share where it decides which points to look at, and shrunk by it where it counts points unseen. */
const SLACK = 1e-7;
const RAD = Math.PI / 180;
/** Strips with at most this many points in reach are measured point by point. */
const FEW = 8;

/** A point an index can name when it lists points: `tag` is the caller's number for it (a position in a ranking, say). */
export type TaggedPoint = LatLng & { tag?: number };

/** The positions of `points` sorted by longitude (tags kept): indexes built from them (one per radius, say) need no sorting of their own. */
export const byLongitude = (points: readonly TaggedPoint[]): TaggedPoint[] =>
  points.map((p) => ({ lat: p.lat, lng: p.lng, tag: p.tag })).sort((a, b) => a.lng - b.lng);

/**
 * Points counted within a radius of an origin by the rule of `milesWithin` (in the radius's
 * search box and within its distance), exactly, without looking at most of them. The points are
 * cut into latitude strips of `rowHeight` degrees, each sorted by longitude, so the points of a
 * strip between two longitudes are one run of the sorted order and are counted by two binary
 * searches. Per strip the circle gives two longitude spans: an inner one whose every point
 * certainly counts (checked at its four corners, where a lat/lng rectangle's farthest point
 * from the origin lies), counted whole, and an outer one beyond which no point can count; only
 * the points between the two are measured one by one. A search visits about 2 × radius ÷
 * rowHeight strips, whatever the number of points; the points it measures lie in a band of
 * about one strip's height along the circle.
 */
export class StripIndex {
  private readonly base: number;
  private readonly rows: number;
  /** Index of each strip's first point in `lats`/`lngs`; one more entry closes the last strip. */
  private readonly rowStart: Int32Array;
  private readonly lats: Float64Array;
  /** Sorted ascending within each strip. */
  private readonly lngs: Float64Array;
  /** Each point's tag (-1 for none), in the same order. */
  private readonly tags: Int32Array;

  constructor(
    points: readonly TaggedPoint[],
    private readonly rowHeight: number,
  ) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const p of points) {
      if (p.lat < min) min = p.lat;
      if (p.lat > max) max = p.lat;
    }
    this.base = points.length > 0 ? min : 0;
    this.rows = points.length > 0 ? this.rowOf(max) + 1 : 0;
    // Points are laid out strip by strip in their given order (a counting sort, which keeps it),
    // then any strip not already in longitude order is sorted: none when `points` came sorted by longitude.
    const rowOfPoint = Int32Array.from(points, (p) => this.rowOf(p.lat));
    this.rowStart = new Int32Array(this.rows + 1);
    for (const row of rowOfPoint) this.rowStart[row + 1]++;
    for (let r = 0; r < this.rows; r++) this.rowStart[r + 1] += this.rowStart[r];
    const next = this.rowStart.slice(0, this.rows);
    this.lats = new Float64Array(points.length);
    this.lngs = new Float64Array(points.length);
    this.tags = new Int32Array(points.length);
    for (const [i, p] of points.entries()) {
      const at = next[rowOfPoint[i]]++;
      this.lats[at] = p.lat;
      this.lngs[at] = p.lng;
      this.tags[at] = p.tag ?? -1;
    }
    for (let r = 0; r < this.rows; r++) this.sortStrip(this.rowStart[r], this.rowStart[r + 1]);
  }

  /** Sorts points `from`..`to` by longitude, unless they already are. */
  private sortStrip(from: number, to: number): void {
    let sorted = true;
    for (let i = from + 1; i < to && sorted; i++) sorted = this.lngs[i - 1] <= this.lngs[i];
    if (sorted) return;
    const strip = Array.from({ length: to - from }, (_, k) => ({
      lat: this.lats[from + k],
      lng: this.lngs[from + k],
      tag: this.tags[from + k],
    })).sort((a, b) => a.lng - b.lng);
    for (const [k, p] of strip.entries()) {
      this.lats[from + k] = p.lat;
      this.lngs[from + k] = p.lng;
      this.tags[from + k] = p.tag;
    }
  }

  get size(): number {
    return this.lats.length;
  }

  private rowOf(lat: number): number {
    return Math.floor((lat - this.base) / this.rowHeight);
  }

  /** How many points a search of `radius` miles around `origin` counts (see `milesWithin`). */
  count(origin: LatLng, radius: number): number {
    if (this.rows === 0) return 0;
    const box = searchBox(origin, radius);
    const circle = new Circle(origin, radius);
    const first = Math.max(0, this.rowOf(circle.south - PAD));
    const last = Math.min(this.rows - 1, this.rowOf(circle.north + PAD));
    let n = 0;
    for (let row = first; row <= last; row++) {
      let start = this.lowerBound(box.minLng, this.rowStart[row], this.rowStart[row + 1]);
      let end = this.upperBound(box.maxLng, start, this.rowStart[row + 1]);
      // A strip holding few points in the box: measuring them costs less than working out its spans.
      if (end - start <= FEW) {
        n += this.measure(origin, radius, box, start, end);
        continue;
      }
      const south = this.base + row * this.rowHeight - PAD;
      const north = this.base + (row + 1) * this.rowHeight + PAD;
      const far = circle.widest(south, north);
      if (far < 0) continue;
      start = this.lowerBound(origin.lng - far - PAD, start, end);
      end = this.upperBound(origin.lng + far + PAD, start, end);
      const near = end - start > FEW && south >= box.minLat && north <= box.maxLat ? circle.narrowest(south, north) : -1;
      const west = Math.max(box.minLng, origin.lng - near);
      const east = Math.min(box.maxLng, origin.lng + near);
      if (near > 0 && circle.holds(south, north, west, east)) {
        const from = this.lowerBound(west, start, end);
        const to = this.upperBound(east, from, end);
        n += to - from + this.measure(origin, radius, box, start, from) + this.measure(origin, radius, box, to, end);
      } else n += this.measure(origin, radius, box, start, end);
    }
    return n;
  }

  /** The tags of the points inside `box`, edges included (see {@link slotsInBox}). */
  tagsInBox(box: Box): number[] {
    return this.slotsInBox(box).map((slot) => this.tags[slot]);
  }

  /**
   * The slots of the points inside `box` (edges included, but its north edge left out when
   * `northOpen`), appended to `found`, strip by strip: two binary searches per strip the box
   * reaches, then only the points of the box's longitudes are looked at. A slot is a point's
   * place in the index: its position, read by `latAt`/`lngAt` from the strip's own arrays, costs
   * no look-up elsewhere.
   */
  slotsInBox(box: Box, found: number[] = [], northOpen = false): number[] {
    if (this.rows === 0 || box.minLat > box.maxLat || box.minLng > box.maxLng) return found;
    const first = Math.max(0, this.rowOf(box.minLat));
    const last = Math.min(this.rows - 1, this.rowOf(box.maxLat));
    const { minLat, maxLat } = box;
    for (let row = first; row <= last; row++) {
      const start = this.lowerBound(box.minLng, this.rowStart[row], this.rowStart[row + 1]);
      const end = this.upperBound(box.maxLng, start, this.rowStart[row + 1]);
      for (let slot = start; slot < end; slot++) {
        const lat = this.lats[slot];
        if (lat >= minLat && (northOpen ? lat < maxLat : lat <= maxLat)) found.push(slot);
      }
    }
    return found;
  }

  latAt(slot: number): number {
    return this.lats[slot];
  }

  lngAt(slot: number): number {
    return this.lngs[slot];
  }

  tagAt(slot: number): number {
    return this.tags[slot];
  }

  /** Points `from`..`to` (exclusive) that count, each measured. */
  private measure(origin: LatLng, radius: number, box: Box, from: number, to: number): number {
    let n = 0;
    for (let i = from; i < to; i++) if (milesWithin(origin, radius, box, { lat: this.lats[i], lng: this.lngs[i] }) !== undefined) n++;
    return n;
  }

  /** The first index in `from`..`to` of this sorted strip whose longitude is at least `lng` (`to` when none is). */
  private lowerBound(lng: number, from: number, to: number): number {
    return firstNotHolding(from, to, (at) => this.lngs[at] < lng);
  }

  /** The first index in `from`..`to` of this sorted strip whose longitude is above `lng` (`to` when none is). */
  private upperBound(lng: number, from: number, to: number): number {
    return firstNotHolding(from, to, (at) => this.lngs[at] <= lng);
  }
}

const hav = (radians: number) => Math.sin(radians / 2) ** 2;

/**
 * The circle of a search on the lat/lng plane: its half-width in degrees of longitude at a
 * latitude, from the haversine formula (hav Δλ = (hav ρ − hav Δφ) ÷ (cos φ cos φ₀)). A circle is
 * widest at the latitude where a meridian touches it (sin φ = sin φ₀ ÷ cos ρ) and narrows
 * monotonically either side. Where it decides which points to look at it is grown by SLACK;
 * where it lets points be counted unseen it is shrunk, and the four corners of what it counts are
 * measured by `distanceMiles` itself.
 */
class Circle {
  readonly south: number;
  readonly north: number;
  private readonly cosLat: number;
  private readonly outer: number;
  private readonly inner: number;
  /** The latitude where the grown circle is widest. */
  private readonly widestLat: number;

  constructor(
    private readonly origin: LatLng,
    private readonly radius: number,
  ) {
    const angle = (radius * (1 + SLACK)) / EARTH_RADIUS_MILES;
    this.outer = hav(angle);
    this.inner = hav((radius * (1 - 2 * SLACK)) / EARTH_RADIUS_MILES);
    this.cosLat = Math.cos(origin.lat * RAD);
    this.south = origin.lat - angle / RAD;
    this.north = origin.lat + angle / RAD;
    const touch = Math.sin(origin.lat * RAD) / Math.cos(angle);
    this.widestLat = Math.abs(touch) >= 1 ? Number.NaN : Math.asin(touch) / RAD;
  }

  /** Half-width at `lat` of the circle whose haversine is `h`: negative where it does not reach `lat`. */
  private halfWidth(h: number, lat: number): number {
    const x = (h - hav((lat - this.origin.lat) * RAD)) / (Math.cos(lat * RAD) * this.cosLat);
    if (x < 0) return -1;
    return x >= 1 ? 180 : (2 * Math.asin(Math.sqrt(x))) / RAD;
  }

  /** The widest half-width of the grown circle over latitudes `south`..`north`, or negative when it reaches none of them. */
  widest(south: number, north: number): number {
    const lo = Math.max(south, this.south);
    const hi = Math.min(north, this.north);
    if (lo > hi) return -1;
    if (Number.isNaN(this.widestLat)) return 180;
    return Math.max(0, this.halfWidth(this.outer, Math.min(hi, Math.max(lo, this.widestLat))));
  }

  /** The narrowest half-width of the shrunk circle over latitudes `south`..`north`: at the end farther from its widest. */
  narrowest(south: number, north: number): number {
    if (Number.isNaN(this.widestLat)) return -1;
    return this.halfWidth(this.inner, Math.abs(south - this.widestLat) > Math.abs(north - this.widestLat) ? south : north);
  }

  /**
   * Whether every point of the rectangle `south`..`north` × `west`..`east` is within the radius:
   * a point's distance grows with its longitude's distance from the origin's, and along a
   * meridian it is largest at an end, so the farthest point is a corner on the farther side.
   */
  holds(south: number, north: number, west: number, east: number): boolean {
    const lng = this.origin.lng - west > east - this.origin.lng ? west : east;
    const limit = this.radius * (1 - SLACK);
    return distanceMiles(this.origin, { lat: south, lng }) <= limit && distanceMiles(this.origin, { lat: north, lng }) <= limit;
  }
}

/**
 * Boxes that together hold every point of `box` within `radius` miles of `origin`: the part of
 * `box` the circle spans cut into `slabs` latitude bands, each narrowed to the circle's widest
 * reach within it. Reading these instead of the whole box skips most of its corners, where a
 * crowded town outside the circle may lie. Neighbouring bands share their edge latitude.
 */
export function circleSlabs(origin: LatLng, radius: number, box: Box, slabs: number): Box[] {
  const circle = new Circle(origin, radius);
  const south = Math.max(box.minLat, circle.south - PAD);
  const north = Math.min(box.maxLat, circle.north + PAD);
  const found: Box[] = [];
  for (let i = 0; i < slabs && south <= north; i++) {
    const minLat = south + ((north - south) * i) / slabs;
    const maxLat = i === slabs - 1 ? north : south + ((north - south) * (i + 1)) / slabs;
    const far = circle.widest(minLat - PAD, maxLat + PAD);
    if (far < 0) continue;
    found.push({ minLat, maxLat, minLng: Math.max(box.minLng, origin.lng - far - PAD), maxLng: Math.min(box.maxLng, origin.lng + far + PAD) });
  }
  return found;
}

/**
 * The slots of `index`'s points in `box` within `radius` miles of `origin`, and possibly some
 * beyond, read through `circleSlabs`, each point once: neighbouring slabs share their edge
 * latitude, and each but the last leaves that edge to the next, whose longitudes span the
 * circle there too (a slab the circle does not reach is not made, and neither is its edge).
 */
export function slotsInSlabs(index: StripIndex, origin: LatLng, radius: number, box: Box, slabs: number): number[] {
  const found: number[] = [];
  const bands = circleSlabs(origin, radius, box, slabs);
  for (const [i, band] of bands.entries()) index.slotsInBox(band, found, i < bands.length - 1);
  return found;
}
