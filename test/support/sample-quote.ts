import type { LEAD_FIELDS, LeadFieldName } from "../../src/lib/leads/fields";
import { initialQuoteState, type QuoteFormState } from "../../src/lib/quote/form-state";
import { buildLeadFields, type LeadMeta } from "../../src/lib/quote/lead-payload";

/**
 * Test support: a completed, valid quote form (Beverly Hills, CA → Austin, TX) and its lead
 * fields, so tests of the rules, the functions and the load checks start from one fixture.
 */
export const SAMPLE_LEAD_META: LeadMeta = { source: "web", referrer: "", url: "http://localhost/get-quotes", website: "test", websiteVersion: "1.0" };

/** A move day four weeks ahead, so the sample stays valid whenever the tests run (past dates are refused). */
export function sampleMoveDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 28 * 86_400_000).toISOString().slice(0, 10);
}

export function sampleQuoteState(leadUuid: string, overrides: Partial<QuoteFormState> = {}): QuoteFormState {
  return {
    ...initialQuoteState(leadUuid),
    movingFrom: "90210 (Beverly Hills, CA)",
    fromLocationZip: "90210",
    fromLocationCity: "Beverly Hills",
    fromLocationState: "CA",
    movingTo: "Austin, TX 78701",
    toLocationZip: "78701",
    toLocationCity: "Austin",
    toLocationState: "TX",
    movingDate: sampleMoveDate(),
    firstName: "Jo",
    lastName: "Lee",
    email: "jo@mail.example.com",
    phone: "(512) 555-0123",
    ...overrides,
  };
}

type SentFieldName = { [K in LeadFieldName]: (typeof LEAD_FIELDS)[K] extends { send: unknown } ? K : never }[LeadFieldName];
/** A submission's form fields: each field the table gives a `send` is there, by name, so a test can read it back. */
export type SentLeadFields = Record<string, string> & Record<SentFieldName, string>;

/** The form fields the wizard would POST for `sampleQuoteState(leadUuid, overrides)`. */
export function sampleLeadFields(leadUuid: string, overrides: Partial<QuoteFormState> = {}): SentLeadFields {
  // buildLeadFields writes every field with a `send` (src/lib/leads/fields.test.ts checks the list).
  return buildLeadFields(sampleQuoteState(leadUuid, overrides), SAMPLE_LEAD_META) as SentLeadFields;
}
