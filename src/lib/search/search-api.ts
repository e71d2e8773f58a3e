import { z } from "zod";
import { apiCompanySchema } from "../companies/companies-api";
import { stateByAbbreviation, US_STATES, type UsState } from "../states";
import { wholeNumberParam } from "../whole-number-param";
import { findServiceInQuery } from "./service-words";

/**
 * Site search (`GET /api/search`, the /search page): the request's parameters, the answer's
 * shape, and how a query is read: a ZIP code, a state, a city (maybe with its state), or else
 * words of a company name, turned into a safe SQLite FTS5 expression.
 */

export const SEARCH_QUERY_MAX = 100;
export const SEARCH_PER_PAGE_DEFAULT = 20;
export const SEARCH_PER_PAGE_MAX = 50;
/** At most this many words of a name go into the full-text query. */
export const SEARCH_MAX_TOKENS = 8;

const wholeNumber = (message: string, min: number, max: number) => wholeNumberParam(message, min, max, 15);

/**
 * Query parameters of `GET /api/search`: `q` trimmed, 1 to 100 characters; `page` a whole
 * number from 1 (default 1); `perPage` 1 to 50 (default 20). `formatZodError` names the field.
 */
export const searchParamsSchema = z.object({
  q: z
    .string({ error: `must be 1 to ${SEARCH_QUERY_MAX} characters` })
    .trim()
    .min(1, `must be 1 to ${SEARCH_QUERY_MAX} characters`)
    .max(SEARCH_QUERY_MAX, `must be 1 to ${SEARCH_QUERY_MAX} characters`),
  page: wholeNumber("must be a whole number of 1 or more", 1, Number.MAX_SAFE_INTEGER).default(1),
  perPage: wholeNumber(`must be a whole number from 1 to ${SEARCH_PER_PAGE_MAX}`, 1, SEARCH_PER_PAGE_MAX).default(SEARCH_PER_PAGE_DEFAULT),
});

export type SearchParams = z.infer<typeof searchParamsSchema>;

/**
 * How the query was answered: nearest to a ZIP, in a state, in a city, by company name, or
 * every mover offering a service ("piano movers").
 */
export const searchKindSchema = z.enum(["zip", "state", "city", "name", "service"]);
export type SearchKind = z.infer<typeof searchKindSchema>;

/** The place a ZIP, city or state query resolved to; `path` is its directory page, if any. */
export const searchPlaceSchema = z.object({ kind: z.enum(["zip", "city", "state"]), label: z.string(), path: z.string().nullable() });
export type SearchPlace = z.infer<typeof searchPlaceSchema>;

export const searchResultSchema = z.object({
  company: apiCompanySchema,
  /** Miles from the ZIP (or city) searched, one decimal; only for nearest-first answers. */
  distanceMiles: z.number().optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * The body of `GET /api/search`. Its paging names `perPage` (not the admin lists' `pageSize`):
 * a public API whose callers already read it.
 */
export const searchResponseSchema = z.object({
  query: z.string(),
  kind: searchKindSchema,
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  results: z.array(searchResultSchema),
  place: searchPlaceSchema.optional(),
  /** Another place the words name, e.g. the state of New York when the city was answered. */
  alsoPlace: searchPlaceSchema.optional(),
  /** The service the query asked for: every result offers it. */
  service: z.object({ slug: z.string(), name: z.string() }).optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** A query as read before touching the database. */
export type ClassifiedQuery =
  | { kind: "zip"; zip: string }
  | {
      kind: "state";
      state: UsState;
      /** A full state name that may also be a city of that state ("New York", NY). */
      sameNameCity?: string;
    }
  | {
      kind: "text";
      /** The query without a leading "movers in"; used for messages. */
      text: string;
      /** City names to try (e.g. "St Louis" also tries "Saint Louis"), and the state if given. */
      city: { names: string[]; state: UsState | null } | null;
      /** The FTS5 MATCH expression for a name search, or null when the text has no words. */
      match: string | null;
    };

const fold = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[.\s]+/g, " ")
    .trim();

const stateByFoldedName = new Map(US_STATES.map((s) => [fold(s.name), s]));
/** Longest names first, so "west virginia" wins over "virginia" at the end of a query. */
const stateNamesLongestFirst = [...stateByFoldedName.keys()].sort((a, b) => b.length - a.length);

/** A state named by its full name or two-letter code, case and accents ignored. */
export function findState(text: string): UsState | undefined {
  const folded = fold(text);
  return stateByFoldedName.get(folded) ?? (/^[a-z]{2}$/.test(folded) ? stateByAbbreviation(folded) : undefined);
}

/** "movers in austin", "moving companies near 78701" → "austin", "78701" ("near me" stays: not Maine). */
function stripLeadIn(text: string): string {
  const stripped = text.replace(/^(?:(?:local\s+)?(?:movers?|moving(?:\s+compan(?:y|ies))?)\s+)?(?:in|near|around)\s+/i, "");
  return stripped && !/^me$/i.test(stripped) ? stripped : text;
}

const CITY_ABBREVIATIONS: Array<[RegExp, string]> = [
  [/^st\.?\s+/i, "Saint "],
  [/^ft\.?\s+/i, "Fort "],
  [/^mt\.?\s+/i, "Mount "],
];

function cityNames(name: string): string[] {
  const clean = name.replace(/\s+/g, " ").trim();
  const names = [clean];
  for (const [pattern, full] of CITY_ABBREVIATIONS) {
    if (pattern.test(clean)) names.push(clean.replace(pattern, full));
  }
  return names;
}

/** "Austin, TX", "Austin TX", "Austin, Texas", "Austin Texas" → Austin in Texas; else the text. */
function splitCityState(text: string): { name: string; state: UsState | null } {
  const comma = text.match(/^(.+?),\s*(.+)$/);
  if (comma) {
    const state = findState(comma[2]);
    return state ? { name: comma[1].trim(), state } : { name: text, state: null };
  }
  const folded = fold(text);
  const abbreviation = text.match(/^(.+?)\s+([A-Za-z]{2})$/);
  if (abbreviation) {
    const state = stateByAbbreviation(abbreviation[2]);
    if (state) return { name: abbreviation[1].trim(), state };
  }
  for (const stateName of stateNamesLongestFirst) {
    if (folded.endsWith(` ${stateName}`)) {
      const words = stateName.split(" ").length;
      const name = text.trim().split(/\s+/).slice(0, -words).join(" ");
      if (name) return { name, state: stateByFoldedName.get(stateName) ?? null };
    }
  }
  return { name: text, state: null };
}

/**
 * An FTS5 MATCH expression for free text that cannot be read as FTS5 syntax: the words
 * (letters and digits, as FTS5's unicode61 tokenizer splits them) each in double quotes, all
 * required, the last one as a prefix when it has 2+ characters (a 1-letter prefix matches
 * nearly every company). `toFtsMatch('Lopez Van & Sto') === '"lopez" "van" "sto"*'`;
 * `toFtsMatch('NEAR(" OR *')` gives `'"near" "or"*'`; null when there is no word at all.
 */
export function toFtsMatch(text: string): string | null {
  const tokens = text
    .normalize("NFC")
    .toLowerCase()
    .match(/[\p{L}\p{N}\p{Co}]+/gu);
  if (!tokens) return null;
  const words = tokens.slice(0, SEARCH_MAX_TOKENS);
  const last = words.length - 1;
  return words.map((w, i) => `"${w}"${i === last && [...w].length > 1 ? "*" : ""}`).join(" ");
}

/**
 * Reads a search query: a 5-digit ZIP (ZIP+4 allowed), a state name or code, else text that
 * may be a city ("Austin", "Austin, TX", "St Louis MO") and is otherwise a company name.
 * Whether such a city exists is for the database to say.
 */
export function classifyQuery(raw: string): ClassifiedQuery {
  const text = stripLeadIn(raw.trim().replace(/\s+/g, " "));
  // "78701", "78701-1234", or a ZIP at the end of an address: "Austin, TX 78701".
  const zip = text.match(/^(?:[\p{L} .,'-]*[\s,])?(\d{5})(?:-\d{4})?$/u);
  if (zip) return { kind: "zip", zip: zip[1] };
  const state = findState(text);
  if (state) return fold(text).length > 2 ? { kind: "state", state, sameNameCity: state.name } : { kind: "state", state };
  const match = toFtsMatch(text);
  const looksLikePlace = /\p{L}/u.test(text) && !/\d/.test(text) && text.length <= 60;
  if (!looksLikePlace) return { kind: "text", text, city: null, match };
  const { name, state: cityState } = splitCityState(text);
  return { kind: "text", text, city: { names: cityNames(name), state: cityState }, match };
}

/** A query read for a service too: the whole query, and the service with the rest read alone. */
export interface ParsedSearch {
  query: ClassifiedQuery;
  service: { slug: string; name: string } | null;
  /** The query without the service words; null when they were all there was ("piano movers"). */
  rest: ClassifiedQuery | null;
}

/**
 * `classifyQuery` plus service words: "piano movers in Austin" is Piano Moving with the rest
 * "Austin"; "storage" is Storage alone. Whether the rest is a place is for the database to say;
 * if it is not, the whole query is still searched as a name ("Lopez Van & Storage").
 */
export function parseSearch(raw: string): ParsedSearch {
  const query = classifyQuery(raw);
  const found = findServiceInQuery(raw);
  if (!found) return { query, service: null, rest: null };
  const service = { slug: found.service.slug, name: found.service.name };
  return { query, service, rest: found.rest === "" ? null : classifyQuery(found.rest) };
}
