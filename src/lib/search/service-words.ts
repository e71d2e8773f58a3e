import { SERVICES, type ServiceDefinition } from "../companies/services";

/**
 * Service words in a search query: "piano movers in Austin", "long distance moving", "storage".
 * Each catalogue service has the phrases people type for it; the longest phrase found wins, and
 * what is left once it and the generic words around it ("movers", "moving companies") are gone
 * is read as the place or name the visitor meant.
 */

/** Phrases per service slug, as typed (lower case, single spaces). */
export const SERVICE_PHRASES: Readonly<Record<string, readonly string[]>> = {
  "local-moving": ["local moving", "local movers", "local mover", "local"],
  "long-distance-moving": ["long distance", "long-distance", "cross country", "cross-country", "interstate", "out of state"],
  "commercial-moving": ["commercial", "office moving", "office movers", "business moving"],
  packing: ["packing and unpacking", "packing services", "packing", "unpacking"],
  storage: ["storage"],
  "auto-transport": ["auto transport", "car shipping", "car transport", "vehicle shipping", "auto shipping"],
  "piano-moving": ["piano", "pianos"],
  "senior-moving": ["senior moving", "senior movers", "seniors", "senior", "elderly"],
  "junk-removal": ["junk removal", "junk"],
  "international-moving": ["international", "overseas"],
};

const phrasePattern = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ -]/g, "[\\s-]+");

/** Every phrase with its service, longest first, so "senior moving" wins over "senior". */
const PATTERNS = SERVICES.flatMap((service) =>
  (SERVICE_PHRASES[service.slug] ?? []).map((phrase) => ({
    service,
    phrase,
    pattern: new RegExp(`(^|[^\\p{L}\\p{N}])${phrasePattern(phrase)}(?![\\p{L}\\p{N}])`, "iu"),
  })),
).sort((a, b) => b.phrase.length - a.phrase.length);

/** Generic words that only say "moving companies", at either end of what remains. */
const GENERIC_AT_END = /(?:^|\s)(?:and|&|for|movers?|moving|compan(?:y|ies)|services?|removal|transport)$/i;
const GENERIC_AT_START = /^(?:and|&|for|movers?|moving|compan(?:y|ies)|services?|removal|transport)(?:\s|$)/i;

export interface ServiceQuery {
  service: ServiceDefinition;
  /** The query without the service phrase and generic words; "" when nothing else was typed. */
  rest: string;
}

/**
 * The service a query names and what is left of it, or null when it names none.
 * `findServiceInQuery("piano movers in Austin, TX")` → Piano Moving, rest "in Austin, TX";
 * `findServiceInQuery("long distance moving")` → Long Distance Moving, rest "".
 */
export function findServiceInQuery(raw: string): ServiceQuery | null {
  const text = raw.replace(/\s+/g, " ").trim();
  for (const { service, pattern } of PATTERNS) {
    const found = pattern.exec(text);
    if (!found) continue;
    const start = found.index + found[1].length;
    let rest = `${text.slice(0, start)} ${text.slice(found.index + found[0].length)}`.replace(/\s+/g, " ").trim();
    for (let changed = true; changed; ) {
      const before = rest;
      rest = rest
        .replace(GENERIC_AT_END, "")
        .replace(GENERIC_AT_START, "")
        .replace(/^[\s,]+|[\s,]+$/g, "");
      changed = rest !== before;
    }
    return { service, rest };
  }
  return null;
}
