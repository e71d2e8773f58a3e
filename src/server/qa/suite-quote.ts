import { randomUUID } from "node:crypto";
import { QA_RUN_HEADER, type QaCheck } from "../../lib/admin/qa-api";
import { API_PATHS } from "../../lib/endpoints";
import { initialQuoteState } from "../../lib/quote/form-state";
import { buildLeadFields } from "../../lib/quote/lead-payload";
import { purgeTestQuote, qaStoredQuote } from "../db/store/repositories/qa-runs-purge";
import type { StoreDb } from "../db/store/store";
import { matchResponseSchema, sessionAnswerSchema } from "./api-shapes";
import { expectThat, QaSkip, runCheck, skippedCheck } from "./check";
import { parseJson, type QaHttp, request } from "./http";
import type { QaTargets } from "./targets";

/**
 * The quote flow through the public API, as the wizard calls it: a session, a match that
 * returns real movers, the wizard's funnel events and the lead. Every request carries the run's
 * token (X-QA-Run), so the rows are stored as test traffic: no limits taken, no deliveries, no
 * warehouse copy, nothing counted. The quote is purged at the end, whatever happened before.
 */

const MOVE_DAYS_AHEAD = 30;

export async function runQuote(http: QaHttp, db: StoreDb, token: string, targets: QaTargets | null): Promise<QaCheck[]> {
  const names = {
    session: "POST /api/sessions starts a test session",
    match: "POST /api/proxy/match_companies returns real movers",
    events: "POST /api/events records the wizard's steps as test events",
    lead: "POST /api/leads accepts the test lead",
    stored: "The test lead is stored as a test: no deliveries, no warehouse copy",
    purged: "The test quote is purged after the run",
  };
  if (!targets) return Object.values(names).map((n) => skippedCheck("quote", n, "no real company was found to quote from"));
  const { company } = targets;
  const leadUuid = randomUUID();
  const headers = { [QA_RUN_HEADER]: token, origin: http.baseUrl, "content-type": "application/json" };
  const post = (path: string, body: unknown, extra: Record<string, string> = {}) =>
    request(http, path, { method: "POST", headers: { ...headers, ...extra }, body: typeof body === "string" ? body : JSON.stringify(body) });
  let sessionId: string | null = null;
  let pingId = "";
  let selected: number[] = [];
  let publicId: string | null = null;
  const checks: QaCheck[] = [];
  try {
    checks.push(
      await runCheck("quote", names.session, async () => {
        const res = await post(API_PATHS.sessions, {
          uuid: randomUUID(),
          hostname: new URL(http.baseUrl).hostname,
          location_href: `${http.baseUrl}/get-quotes`,
          website: "qa-suite",
        });
        expectThat(res.status === 201, `answered HTTP ${res.status}: ${res.text.slice(0, 200)}`);
        sessionId = parseJson(res, sessionAnswerSchema, "POST /api/sessions").session_id;
      }),
    );
    const place = { zip: company.zipCode, city: company.city.name, state: company.state.abbreviation };
    checks.push(
      await runCheck("quote", names.match, async () => {
        const res = await post(API_PATHS.matchCompanies, {
          from_zip: place.zip,
          from_city: place.city,
          from_state: place.state,
          to_zip: place.zip,
          to_city: place.city,
          to_state: place.state,
          move_size: "2-3br",
          lead_uuid: leadUuid,
          session_id: sessionId ?? "",
          website: "qa-suite",
        });
        expectThat(res.status === 200, `answered HTTP ${res.status}: ${res.text.slice(0, 200)}`);
        const answer = parseJson(res, matchResponseSchema, "POST /api/proxy/match_companies");
        const real = answer.companies.filter((c) => c.id > 0 && !c.isFallback);
        expectThat(real.length > 0, `no real movers for ${place.city}, ${place.state} ${place.zip} (${answer.companies.length} fallback companies)`);
        pingId = answer.ping_id;
        selected = real.slice(0, 2).map((c) => c.id);
      }),
    );
    checks.push(
      await runCheck("quote", names.events, async () => {
        for (const step of [2, 7]) {
          const res = await post(API_PATHS.events, { event: "form_step", step, lead_uuid: leadUuid, session_id: sessionId ?? "" });
          expectThat(res.status === 204, `form_step ${step} answered HTTP ${res.status}`);
        }
      }),
    );
    checks.push(
      await runCheck("quote", names.lead, async () => {
        if (selected.length === 0) throw new QaSkip("the match returned no movers to send the lead to");
        const fields = buildLeadFields(
          {
            ...initialQuoteState(leadUuid),
            movingFrom: `${place.city}, ${place.state} ${place.zip}`,
            fromLocationZip: place.zip,
            fromLocationCity: place.city,
            fromLocationState: place.state,
            movingTo: `${place.city}, ${place.state} ${place.zip}`,
            toLocationZip: place.zip,
            toLocationCity: place.city,
            toLocationState: place.state,
            movingDate: new Date(Date.now() + MOVE_DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10),
            firstName: "QA",
            lastName: "Suite",
            email: "qa-suite@mail.example.com",
            phone: "(512) 555-0123",
            sessionId: sessionId ?? "",
            pingId,
            selectedCompanies: selected,
          },
          { source: "qa-suite", referrer: "", url: `${http.baseUrl}/get-quotes`, website: "qa-suite", websiteVersion: "1.0" },
        );
        const res = await post(API_PATHS.leads, new URLSearchParams(fields).toString(), { "content-type": "application/x-www-form-urlencoded" });
        expectThat(res.status === 200 && /^MV-[2-9A-Z]{8}$/.test(res.text), `answered HTTP ${res.status}: ${res.text.slice(0, 200)}`);
        publicId = res.text;
        const submitted = await post(API_PATHS.events, {
          event: "form_submission",
          status: "success",
          lead_uuid: leadUuid,
          session_id: sessionId ?? "",
        });
        expectThat(submitted.status === 204, `form_submission answered HTTP ${submitted.status}`);
      }),
    );
    checks.push(
      await runCheck("quote", names.stored, async () => {
        if (publicId === null) throw new QaSkip("no lead was accepted");
        const stored = await qaStoredQuote(db, leadUuid);
        if (!stored.lead) throw new QaSkip(`lead ${publicId} is not in this store: the site under test keeps its leads elsewhere`);
        expectThat(stored.lead.isTest, `lead ${publicId} was stored as a visitor's lead`);
        expectThat(stored.deliveries === 0, `lead ${publicId} has ${stored.deliveries} outbox deliveries`);
        expectThat(stored.visitorEvents === 0, `${stored.visitorEvents} of the quote's funnel events were stored as a visitor's`);
      }),
    );
  } finally {
    checks.push(
      await runCheck("quote", names.purged, async () => {
        const purged = await purgeTestQuote(db, { leadUuid, sessionId });
        const left = await qaStoredQuote(db, leadUuid);
        expectThat(!left.lead && left.events === 0, "rows of the test quote are still stored after the purge");
        if (publicId !== null && purged.leads === 0) throw new QaSkip(`lead ${publicId} was not in this store, so there was nothing to purge here`);
      }),
    );
  }
  return checks;
}
