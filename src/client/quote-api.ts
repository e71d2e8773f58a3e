import type { FunnelEvent } from "../lib/quote/quote-api";
import { SITE_API_PATHS } from "../lib/site-endpoints";
import { postJson } from "./session-api";

/**
 * The quote wizard's calls to the same-origin functions. Every failure has the
 * spec's fallback: locations → empty list, session → the lead uuid, matching → the placeholder
 * companies, events → ignored. Only the lead submission reports an error, as one of the three
 * texts the product defines (lead-submit.ts). Matching (match-api.ts), place look-ups
 * (place-lookup.ts) and the submission are loaded by the wizard only when a step needs them, and
 * the suggestions (locations-api.ts) when a place field is first used; the session
 * (session-api.ts) is recorded on load.
 */

/** What the visitor reads when a request never reached the server (offline, DNS, a dropped connection). */
export const NETWORK_ERROR_MESSAGE = "We couldn't reach our server. Check your connection and press Submit again — your answers are saved.";

/** A funnel event: fire and forget, never blocks and never fails the caller. */
export function sendFunnelEvent(event: FunnelEvent): void {
  try {
    postJson(SITE_API_PATHS.events, event, true).catch(() => {});
  } catch {
    // fetch missing or refused synchronously: ignored
  }
}

export function warnInvalidDate(value: string): void {
  console.warn(`Invalid move date "${value}": sent empty`);
}
