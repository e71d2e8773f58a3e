import { slugify } from "./slug";

/** One US ZIP code with its USPS city name, state and centre point. */
export interface ZipRecord {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

/** A city derived from the ZIP codes that carry its name: unique by (state, slug). */
export interface DerivedCity {
  state: string;
  name: string;
  slug: string;
  lat: number;
  lng: number;
  zips: string[];
}

/**
 * Groups ZIP records into cities keyed by state and slug, so "St. Louis" and "St Louis" in
 * one state become one city. The name is the most common spelling in the group and the
 * centre is the mean of its ZIP centres. Output is sorted by state, then slug.
 */
export function deriveCities(zips: readonly ZipRecord[]): DerivedCity[] {
  const groups = new Map<string, { state: string; slug: string; names: Map<string, number>; zips: ZipRecord[] }>();
  for (const z of zips) {
    const slug = slugify(z.city);
    if (!slug) continue;
    const key = `${z.state}|${slug}`;
    let group = groups.get(key);
    if (!group) {
      group = { state: z.state, slug, names: new Map(), zips: [] };
      groups.set(key, group);
    }
    group.names.set(z.city, (group.names.get(z.city) ?? 0) + 1);
    group.zips.push(z);
  }
  const cities: DerivedCity[] = [];
  for (const g of groups.values()) {
    const name = [...g.names.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
    const lat = g.zips.reduce((s, z) => s + z.lat, 0) / g.zips.length;
    const lng = g.zips.reduce((s, z) => s + z.lng, 0) / g.zips.length;
    cities.push({ state: g.state, name, slug: g.slug, lat: round(lat), lng: round(lng), zips: g.zips.map((z) => z.zip).sort() });
  }
  return cities.sort((a, b) => a.state.localeCompare(b.state) || a.slug.localeCompare(b.slug));
}

function round(n: number): number {
  return Math.round(n * 1e5) / 1e5;
}
