import { CAMPAIGN_PARAMS, FALLBACK_COMPANIES, type FunnelEvent, type MatchedCompany, type MatchRequest } from "../lib/quote/api-contracts";
import type { QuoteFormState } from "../lib/quote/form-state";
import { buildLeadFields, LEAD_FIELD_TO_FORM } from "../lib/quote/lead-payload";
import type { LocationItem, LocationQuery } from "../lib/quote/location-query";
import { wireMoveDate } from "../lib/quote/move-date";
import { type PlaceResolveQuery, placeResolutionSchema } from "../lib/quote/place-resolution";
import type { PlaceResolution } from "../lib/quote/place-text";
import { SITE } from "../lib/site";
import { API_PATHS } from "./endpoints";

/**
 * The quote wizard's calls to the same-origin functions. Every failure has the
 * spec's fallback: locations → empty list, session → the lead uuid, matching → the placeholder
 * companies, events → ignored. Only the lead submission reports an error, as one of the three
 * texts the product defines.
 */

/** Where the session id is kept for the rest of the browser session. */
export const SESSION_STORAGE_KEY = "quote_session_id";

/** What the calls need to know about the page (read from `window` unless given, for tests). */
export interface PageInfo {
  href: string;
  hostname: string;
  origin: string;
  referrer: string;
}

export function currentPage(): PageInfo {
  if (typeof window === "undefined") return { href: "", hostname: "", origin: "", referrer: "" };
  const { href, hostname, origin } = window.location;
  return { href, hostname, origin, referrer: document.referrer };
}

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

function browserSessionStorage(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser's privacy settings
  }
}

/** Location suggestions for a query; [] on any failure (logged) or when aborted. */
export async function fetchLocations(query: LocationQuery, signal?: AbortSignal): Promise<LocationItem[]> {
  const url = `${API_PATHS.locations}?${new URLSearchParams({ [query.by]: query.value })}`;
  try {
    const res = await fetch(url, { signal, headers: { Accept: "application/json" } });
    if (!res.ok) {
      console.error(`Location lookup failed: ${res.status} ${res.statusText}`);
      return [];
    }
    const body: unknown = await res.json();
    return Array.isArray(body) ? body.filter(isLocationItem) : [];
  } catch (error) {
    if (!signal?.aborted) console.error("Location lookup failed:", error);
    return [];
  }
}

/**
 * A place typed by hand (`{ q }`) or a mover's city (`{ company }`), resolved by the server with
 * the suggestions' tables; `null` when the call fails (the caller tells the visitor).
 */
export async function resolvePlace(query: PlaceResolveQuery, signal?: AbortSignal): Promise<PlaceResolution | null> {
  const url = `${API_PATHS.locationsResolve}?${new URLSearchParams(query)}`;
  try {
    const res = await fetch(url, { signal, headers: { Accept: "application/json" } });
    if (!res.ok) {
      console.error(`Place lookup failed: ${res.status} ${res.statusText}`);
      return null;
    }
    const parsed = placeResolutionSchema.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (!signal?.aborted) console.error("Place lookup failed:", error);
    return null;
  }
}

function isLocationItem(v: unknown): v is LocationItem {
  const o = v as Record<string, unknown> | null;
  return typeof o === "object" && o !== null && typeof o.zip === "string" && typeof o.city === "string" && typeof o.state === "string";
}

/**
 * The visitor's session id: the one kept in sessionStorage, else a new one recorded by
 * POST /api/sessions (and kept), else, silently, the lead uuid.
 */
export async function ensureSession(leadUuid: string, page: PageInfo = currentPage(), storage = browserSessionStorage()): Promise<string> {
  const saved = storage?.getItem(SESSION_STORAGE_KEY);
  if (saved) return saved;
  try {
    const res = await postJson(API_PATHS.sessions, sessionBody(leadUuid, page));
    const body = res.ok ? ((await res.json()) as { session_id?: unknown }) : {};
    if (typeof body.session_id !== "string" || body.session_id === "") return leadUuid;
    storage?.setItem(SESSION_STORAGE_KEY, body.session_id);
    return body.session_id;
  } catch {
    return leadUuid;
  }
}

function sessionBody(uuid: string, page: PageInfo): Record<string, string> {
  const body: Record<string, string> = {
    uuid,
    hostname: page.hostname,
    origin: page.origin,
    location_href: page.href.slice(0, 2000),
    referrer: page.referrer.slice(0, 2000),
    website: SITE.websiteTag,
    website_version: SITE.version,
  };
  const params = page.href ? new URL(page.href).searchParams : new URLSearchParams();
  for (const name of CAMPAIGN_PARAMS) {
    const value = params.get(name);
    if (value) body[name] = value.slice(0, 500);
  }
  return body;
}

export interface MatchResult {
  companies: MatchedCompany[];
  pingId: string;
  /** True when the placeholder companies stand in for a failed or empty match. */
  fallback: boolean;
}

/** Movers for the route; the placeholder companies on any failure or none found. */
export async function matchCompanies(state: QuoteFormState): Promise<MatchResult> {
  const body: MatchRequest = {
    from_zip: state.fromLocationZip,
    from_city: state.fromLocationCity,
    from_state: state.fromLocationState,
    to_zip: state.toLocationZip,
    to_city: state.toLocationCity,
    to_state: state.toLocationState,
    move_size: state.moveSize,
    move_date: wireMoveDate(state.movingDate, warnInvalidDate),
    lead_uuid: state.leadUuid,
    session_id: state.sessionId,
    website: SITE.websiteTag,
    _target: "match_companies",
    requested_company: state.requestedCompany,
  };
  try {
    const res = await postJson(API_PATHS.matchCompanies, body);
    if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
    const data = (await res.json()) as { companies?: unknown; ping_id?: unknown };
    const companies = Array.isArray(data.companies) ? data.companies.filter(isCompany) : [];
    if (companies.length === 0) return fallbackMatch(state.leadUuid);
    return { companies, pingId: typeof data.ping_id === "string" ? data.ping_id : "", fallback: false };
  } catch (error) {
    console.warn("Company matching failed; using the fallback companies.", error);
    return fallbackMatch(state.leadUuid);
  }
}

function fallbackMatch(leadUuid: string): MatchResult {
  return { companies: FALLBACK_COMPANIES.map((c) => ({ ...c })), pingId: `fallback-${leadUuid}`, fallback: true };
}

function isCompany(v: unknown): v is MatchedCompany {
  const o = v as Record<string, unknown> | null;
  return typeof o === "object" && o !== null && typeof o.id === "number" && typeof o.name === "string" && Array.isArray(o.services ?? []);
}

/** Form fields the server refused, each with its message in words, by the wizard's field name. */
export type LeadFieldErrors = Partial<Record<keyof QuoteFormState, string>>;

export type SubmitLeadResult = { ok: true; leadId: string } | { ok: false; message: string; fieldErrors?: LeadFieldErrors };

/** What the visitor reads when the request never reached the server (offline, DNS, a dropped connection). */
export const NETWORK_ERROR_MESSAGE = "We couldn't reach our server. Check your connection and press Submit again — your answers are saved.";

/**
 * Sends the lead form-encoded (exactly buildLeadFields), asking for JSON refusals. A refusal of
 * fields the wizard asks for comes back as `fieldErrors` (shown at those fields); other failures
 * carry the product's texts, 'Failed to submit lead: {server text}' or 'Failed to submit lead data'
 * (an answer without usable text, such as a proxy's HTML page), and a network failure reads
 * NETWORK_ERROR_MESSAGE rather than the browser's "Failed to fetch".
 */
export async function submitLead(state: QuoteFormState, page: PageInfo = currentPage()): Promise<SubmitLeadResult> {
  const fields = buildLeadFields(
    state,
    { source: "website", referrer: page.referrer, url: page.href, website: SITE.websiteTag, websiteVersion: SITE.version },
    warnInvalidDate,
  );
  let res: Response;
  let text: string;
  try {
    res = await fetch(API_PATHS.leads, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json, text/plain;q=0.9" },
      body: new URLSearchParams(fields).toString(),
    });
    text = (await res.text()).trim();
  } catch (error) {
    console.warn("Lead submission did not reach the server:", error);
    return { ok: false, message: NETWORK_ERROR_MESSAGE };
  }
  if (!res.ok) return refusal(text);
  return { ok: true, leadId: text || state.leadUuid };
}

interface ErrorBody {
  error?: unknown;
  message?: unknown;
  issues?: unknown;
}

/** The failure of a non-OK answer: field errors when the server named fields of the form. */
function refusal(text: string): SubmitLeadResult {
  const body = parseJson(text);
  const fieldErrors: LeadFieldErrors = {};
  const others: string[] = [];
  for (const issue of Array.isArray(body?.issues) ? body.issues : []) {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== "string" || typeof message !== "string") continue;
    const field = LEAD_FIELD_TO_FORM[path];
    if (field) fieldErrors[field] ??= message;
    else others.push(message);
  }
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, message: Object.values(fieldErrors).concat(others).join(" "), fieldErrors };
  }
  const detail = others.length > 0 ? others.join(" ") : body ? serverText(body) : plainText(text);
  return { ok: false, message: detail ? `Failed to submit lead: ${detail}` : "Failed to submit lead data" };
}

function parseJson(text: string): ErrorBody | null {
  if (!text.startsWith("{")) return null;
  try {
    return JSON.parse(text) as ErrorBody;
  } catch {
    return null; // not JSON after all
  }
}

/** The server's reason from a JSON body: its error, else its message field. */
function serverText(body: ErrorBody): string {
  if (typeof body.error === "string") return body.error;
  if (typeof body.message === "string") return body.message;
  return "";
}

/** Plain text as is; markup (a proxy's or host's error page) is not shown to the visitor. */
function plainText(text: string): string {
  return /^<|<\/?(html|body|head|div|p|h1)\b/i.test(text) ? "" : text.slice(0, 300);
}

/** A funnel event: fire and forget, never blocks and never fails the caller. */
export function sendFunnelEvent(event: FunnelEvent): void {
  try {
    postJson(API_PATHS.events, event, true).catch(() => {});
  } catch {
    // fetch missing or refused synchronously: ignored
  }
}

function postJson(path: string, body: unknown, keepalive = false): Promise<Response> {
  return fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    keepalive,
  });
}

function warnInvalidDate(value: string): void {
  console.warn(`Invalid move date "${value}": sent empty`);
}
