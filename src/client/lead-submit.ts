import type { QuoteFormState } from "../lib/quote/form-state";
import { buildLeadFields, LEAD_FIELD_TO_FORM } from "../lib/quote/lead-form";
import { SITE } from "../lib/site";
import { SITE_API_PATHS } from "../lib/site-endpoints";
import { NETWORK_ERROR_MESSAGE, warnInvalidDate } from "./quote-api";
import { currentPage, type PageInfo } from "./session-api";

export { NETWORK_ERROR_MESSAGE } from "./quote-api";

/** The lead submission of the quote wizard (loaded when the visitor submits). */

/** Form fields the server refused, each with its message in words, by the wizard's field name. */
export type LeadFieldErrors = Partial<Record<keyof QuoteFormState, string>>;

export type SubmitLeadResult = { ok: true; leadId: string } | { ok: false; message: string; fieldErrors?: LeadFieldErrors };

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
    res = await fetch(SITE_API_PATHS.leads, {
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
