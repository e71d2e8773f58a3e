import type { FunnelEvent } from "../lib/quote/api-contracts";
import { CAMPAIGN_PARAMS } from "../lib/quote/api-shapes";
import type { LocationItem, LocationQuery } from "../lib/quote/location-query";
import { SITE } from "../lib/site";
import { SITE_API_PATHS } from "./site-endpoints";

/**
 * The quote wizard's calls to the same-origin functions. Every failure has the
 * spec's fallback: locations → empty list, session → the lead uuid, matching → the placeholder
 * companies, events → ignored. Only the lead submission reports an error, as one of the three
 * texts the product defines (lead-submit.ts). Matching (match-api.ts), place look-ups
 * (place-lookup.ts) and the submission are loaded by the wizard only when a step needs them.
 */

/** What the visitor reads when a request never reached the server (offline, DNS, a dropped connection). */
export const NETWORK_ERROR_MESSAGE = "We couldn't reach our server. Check your connection and press Submit again — your answers are saved.";

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
  const url = `${SITE_API_PATHS.locations}?${new URLSearchParams({ [query.by]: query.value })}`;
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
    const res = await postJson(SITE_API_PATHS.sessions, sessionBody(leadUuid, page));
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

/** A funnel event: fire and forget, never blocks and never fails the caller. */
export function sendFunnelEvent(event: FunnelEvent): void {
  try {
    postJson(SITE_API_PATHS.events, event, true).catch(() => {});
  } catch {
    // fetch missing or refused synchronously: ignored
  }
}

export function postJson(path: string, body: unknown, keepalive = false): Promise<Response> {
  return fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    keepalive,
  });
}

export function warnInvalidDate(value: string): void {
  console.warn(`Invalid move date "${value}": sent empty`);
}
