import { z } from "zod";
import { companySchema } from "../companies/companies-api";
import { CAMPAIGN_PARAMS } from "./campaign-params";
import { zipOrEmpty } from "./validation";

/**
 * The quote API group (`POST /api/sessions`, `/api/proxy/match_companies`, `/api/events`):
 * request and response schemas, used by the functions, the use cases and (as types only) the
 * wizard. Values the wizard needs in the browser (the fallback companies, the campaign
 * parameters) live in modules without schemas, so the island ships without zod's runtime.
 */

/**
 * A matched company as the wizard lists it, picked from the one company field list: services
 * by name, phone and email under `contact`, the distance from the move's origin.
 */
export const matchedCompanySchema = companySchema
  .pick({ id: true, name: true, logo: true, rating: true, reviewCount: true, yearsInBusiness: true })
  .extend({
    services: z.array(z.string()),
    contact: companySchema.pick({ phone: true, email: true }),
    /** Miles from the move's origin, one decimal. */
    distanceMiles: z.number().optional(),
    /** One of FALLBACK_COMPANIES: our team finds movers for the route by hand. */
    isFallback: z.boolean().optional(),
    /** True for the mover the visitor asked about ("Get Quote" on its profile or card). */
    requested: z.boolean().optional(),
  });
export type MatchedCompany = z.infer<typeof matchedCompanySchema>;

/** `POST /api/proxy/match_companies` answer; `ping_id` keeps the name the lead body sends it back under. */
export const matchResponseSchema = z.object({ companies: z.array(matchedCompanySchema), ping_id: z.string().min(1) });
export type MatchResponse = z.infer<typeof matchResponseSchema>;

/** `POST /api/sessions` answer. */
export const sessionResponseSchema = z.object({ session_id: z.string().min(1) });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

/** POST /api/sessions body. The visitor's IP is taken by the server from the request, never from here. */
export const sessionRequestSchema = z.object({
  uuid: z.uuid("must be a UUID"),
  hostname: optionalText(255),
  origin: optionalText(255),
  location_href: optionalText(2000),
  referrer: optionalText(2000),
  website: optionalText(100),
  website_version: optionalText(20),
  trustedformtoken: optionalText(500),
  ...Object.fromEntries(CAMPAIGN_PARAMS.map((p) => [p, optionalText(500)])),
});
export type SessionRequest = z.output<typeof sessionRequestSchema>;

const zip = zipOrEmpty("must be a 5-digit ZIP code");

/** POST /api/proxy/match_companies body. */
export const matchRequestSchema = z.object({
  from_zip: zip,
  from_city: z.string().trim().max(100).default(""),
  from_state: z.string().trim().max(2).default(""),
  to_zip: zip,
  to_city: z.string().trim().max(100).default(""),
  to_state: z.string().trim().max(2).default(""),
  move_size: z.string().trim().max(40).default(""),
  move_date: z.string().trim().max(20).default(""),
  lead_uuid: z.uuid("must be a UUID"),
  session_id: z.string().trim().max(100).default(""),
  website: z.string().trim().max(100).default(""),
  _target: z.string().trim().max(60).default("match_companies"),
  /** The mover whose "Get Quote" the visitor clicked: offered first when it serves the route. */
  requested_company: z
    .string()
    .trim()
    .regex(/^([a-z0-9-]{1,120})?$/, "must be a company slug")
    .default(""),
});
export type MatchRequest = z.output<typeof matchRequestSchema>;

/** POST /api/events body: funnel events of the wizard. */
export const funnelEventSchema = z.discriminatedUnion("event", [
  z.object({ event: z.literal("form_step"), step: z.number().int().min(2).max(7), lead_uuid: z.uuid(), session_id: z.string().max(100).default("") }),
  z.object({
    event: z.literal("form_submission"),
    status: z.enum(["success", "error"]),
    lead_uuid: z.uuid(),
    session_id: z.string().max(100).default(""),
  }),
]);
export type FunnelEvent = z.output<typeof funnelEventSchema>;
