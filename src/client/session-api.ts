import { CAMPAIGN_PARAMS } from "../lib/quote/campaign-params";
import { SITE } from "../lib/site";
import { SITE_API_PATHS } from "../lib/site-endpoints";

/**
 * The session the quote form records on first load (POST /api/sessions): the one id kept in
 * sessionStorage, else a new one, else, silently, the lead uuid. The wizard's other calls are in
 * quote-api.ts and the modules it names, loaded when a step needs them.
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

export function postJson(path: string, body: unknown, keepalive = false): Promise<Response> {
  return fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    keepalive,
  });
}
