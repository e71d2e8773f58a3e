import { z } from "zod";
import { zipOrEmpty } from "./validation";

/** Request and response shapes of the quote calls, shared by island and functions. */

const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

/** The page-URL campaign parameters the session records. */
export const CAMPAIGN_PARAMS = ["gclid", "r", "cid", "aid", "eid", "liid", "lpid", "mt", "n", "d", "adid", "k", "adp", "gad_source"] as const;

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

/** A matched company as the wizard lists it. */
export interface MatchedCompany {
  id: number;
  name: string;
  logo_url: string | null;
  rating: number | null;
  reviews_count: number;
  years_in_business: number | null;
  services: string[];
  contact: { phone: string | null; email: string | null };
  distance_miles?: number;
  is_fallback?: boolean;
  /** True for the mover the visitor asked about ("Get Quote" on its profile or card). */
  requested?: boolean;
}

export interface MatchResponse {
  companies: MatchedCompany[];
  ping_id: string;
}

/**
 * The two placeholder companies used when matching fails or finds nobody: the
 * request still goes to our team, who find movers for the route by hand.
 */
export const FALLBACK_COMPANIES: readonly MatchedCompany[] = [
  {
    id: -1,
    name: "Partner Mover Network",
    logo_url: null,
    rating: null,
    reviews_count: 0,
    years_in_business: null,
    services: ["Local Moving", "Long Distance Moving"],
    contact: { phone: null, email: null },
    is_fallback: true,
  },
  {
    id: -2,
    name: "Directory Concierge Team",
    logo_url: null,
    rating: null,
    reviews_count: 0,
    years_in_business: null,
    services: ["Moving Services"],
    contact: { phone: null, email: null },
    is_fallback: true,
  },
];

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
