import { z } from "zod";
import type { ApiCompany } from "../../lib/companies/api-shape";
import type { MatchResponse } from "../../lib/quote/api-contracts";
import type { SearchResponse } from "../../lib/search/query";

/**
 * The public APIs' answers as zod schemas, each checked against its contract type in src/lib
 * (a change to the contract that these no longer describe fails type checking), so the QA suite
 * validates what the live site really sends.
 */

const slugName = z.object({ name: z.string().min(1), slug: z.string().min(1) });

export const apiCompanySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  logo: z.string().nullable(),
  photoUrls: z.array(z.string()),
  street: z.string(),
  zipCode: z.string().regex(/^\d{5}$/),
  lat: z.number(),
  lng: z.number(),
  rating: z.number().nullable(),
  reviewCount: z.number().int().min(0),
  isFeatured: z.boolean(),
  isInList: z.boolean(),
  services: z.array(z.object({ id: z.number().int(), name: z.string().min(1) })),
  city: slugName,
  state: slugName.extend({ abbreviation: z.string().regex(/^[A-Z]{2}$/) }),
}) satisfies z.ZodType<ApiCompany>;

export const apiCompaniesSchema = z.array(apiCompanySchema);

export const locationSuggestionsSchema = z.array(
  z.object({ zip: z.string().regex(/^\d{5}$/), city: z.string().min(1), state: z.string().regex(/^[A-Z]{2}$/) }),
);

const place = z.object({ kind: z.enum(["zip", "city", "state"]), label: z.string(), path: z.string().nullable() });

export const searchResponseSchema = z.object({
  query: z.string(),
  kind: z.enum(["zip", "state", "city", "name", "service"]),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  results: z.array(z.object({ company: apiCompanySchema, distanceMiles: z.number().optional() })),
  place: place.optional(),
  alsoPlace: place.optional(),
  service: z.object({ slug: z.string(), name: z.string() }).optional(),
}) satisfies z.ZodType<SearchResponse>;

export const authStatusSchema = z.object({ isAuthenticated: z.boolean() });

export const sessionAnswerSchema = z.object({ session_id: z.string().min(1) });

export const matchResponseSchema = z.object({
  companies: z.array(
    z.object({
      id: z.number().int(),
      name: z.string().min(1),
      logo_url: z.string().nullable(),
      rating: z.number().nullable(),
      reviews_count: z.number().int(),
      years_in_business: z.number().nullable(),
      services: z.array(z.string()),
      contact: z.object({ phone: z.string().nullable(), email: z.string().nullable() }),
      distance_miles: z.number().optional(),
      is_fallback: z.boolean().optional(),
      requested: z.boolean().optional(),
    }),
  ),
  ping_id: z.string().min(1),
}) satisfies z.ZodType<MatchResponse>;

export const errorAnswerSchema = z.object({ error: z.string(), issues: z.array(z.object({ path: z.string(), message: z.string() })).optional() });
