import { FALLBACK_COMPANIES } from "../lib/quote/fallback-companies";
import type { QuoteFormState } from "../lib/quote/form-state";
import { wireMoveDate } from "../lib/quote/move-date";
import type { MatchedCompany, MatchRequest } from "../lib/quote/quote-api";
import { SITE } from "../lib/site";
import { SITE_API_PATHS } from "../lib/site-endpoints";
import { warnInvalidDate } from "./quote-api";
import { postJson } from "./session-api";

/** Company matching for the wizard's companies step (loaded when that step is near). */

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
    const res = await postJson(SITE_API_PATHS.matchCompanies, body);
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
