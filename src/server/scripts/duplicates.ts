import { tenDigitPhone } from "../../lib/format";
import { slugify } from "../../lib/slug";

/**
 * Duplicate detection for the directory: companies in the same city and state that share a
 * normalised name, phone number or website. Pure functions, used by the
 * `find-duplicate-companies` script.
 */

export type DuplicateMatch = "name" | "phone" | "website";

export interface DuplicateCandidate {
  id: number;
  slug: string;
  name: string;
  city: string;
  state: string;
  phone: string | null;
  website: string | null;
}

export interface DuplicateGroup {
  match: DuplicateMatch;
  /** The normalised value they share. */
  value: string;
  city: string;
  state: string;
  companies: { id: number; name: string; slug: string }[];
}

const LEGAL_SUFFIXES = new Set(["inc", "incorporated", "llc", "l", "c", "co", "corp", "corporation", "company", "ltd", "the"]);

/** "The Acme Movers, LLC" → "acme movers"; "A&B Moving Co." → "a and b moving". */
export function normaliseName(name: string): string {
  const words = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  const kept = words.filter((w) => !LEGAL_SUFFIXES.has(w));
  return (kept.length > 0 ? kept : words).join(" ");
}

/** "https://www.Acme.com/" → "acme.com"; "http://acme.com/about" → "acme.com/about". */
export function normaliseWebsite(url: string | null): string {
  const raw = (url ?? "").trim().toLowerCase();
  if (!raw) return "";
  return raw
    .replace(/^[a-z]+:\/\//, "")
    .replace(/^www\./, "")
    .replace(/[?#].*$/, "")
    .replace(/\/+$/, "");
}

const placeKey = (c: DuplicateCandidate) => `${c.state.toUpperCase()}|${slugify(c.city)}`;

/**
 * Groups of two or more companies in one city that share a name, phone or website (a pair
 * sharing several shows up once per match). Sorted by state, city, match, value.
 */
export function findDuplicateGroups(companies: Iterable<DuplicateCandidate>): DuplicateGroup[] {
  const buckets = new Map<string, { group: DuplicateGroup; ids: Set<number> }>();
  for (const c of companies) {
    const values: [DuplicateMatch, string][] = [
      ["name", normaliseName(c.name)],
      ["phone", tenDigitPhone(c.phone)],
      ["website", normaliseWebsite(c.website)],
    ];
    for (const [match, value] of values) {
      if (!value) continue;
      const key = `${placeKey(c)}|${match}|${value}`;
      let bucket = buckets.get(key);
      if (!bucket) {
        bucket = { group: { match, value, city: c.city, state: c.state, companies: [] }, ids: new Set() };
        buckets.set(key, bucket);
      }
      if (bucket.ids.has(c.id)) continue;
      bucket.ids.add(c.id);
      bucket.group.companies.push({ id: c.id, name: c.name, slug: c.slug });
    }
  }
  const groups = [...buckets.values()].map((b) => b.group).filter((g) => g.companies.length > 1);
  return groups.sort(
    (a, b) => a.state.localeCompare(b.state) || a.city.localeCompare(b.city) || a.match.localeCompare(b.match) || a.value.localeCompare(b.value),
  );
}
