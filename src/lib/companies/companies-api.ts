import { z } from "zod";
import { wholeNumberParam } from "../whole-number-param";

/**
 * The companies API group (`GET /api/companies`, `GET /api/companies/featured`) and the one
 * field list every audience's company is derived from: `companySchema` is the company as the
 * repository maps it; the public API, the featured card, the wizard's matched company and the
 * admin view pick from it, so a field is named and typed once. The CSV row keeps its own import
 * schema (`companyCsvRowSchema`): cells arrive as strings in snake_case columns.
 */

export const companyServiceSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string().min(1) });
export type CompanyService = z.infer<typeof companyServiceSchema>;

/** The company as the product shows it. Repository functions map rows to this; pages and functions use nothing else. */
export const companySchema = z.object({
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
  yearsInBusiness: z.number().int().nullable(),
  isFeatured: z.boolean(),
  isInList: z.boolean(),
  /** FMCSA USDOT number (digits), null when the company has not given one. */
  usdotNumber: z.string().nullable(),
  /** FMCSA MC docket number (digits only, shown as "MC-123456"), null when not given. */
  mcNumber: z.string().nullable(),
  services: z.array(companyServiceSchema),
  city: z.object({ id: z.number().int(), name: z.string().min(1), slug: z.string().min(1) }),
  state: z.object({ name: z.string().min(1), slug: z.string().min(1), abbreviation: z.string().regex(/^[A-Z]{2}$/) }),
});
export type Company = z.infer<typeof companySchema>;

/** The `Company` fields the public API copies as they are; anything not listed never leaks. */
const PUBLIC_FIELDS = {
  id: true,
  slug: true,
  name: true,
  description: true,
  website: true,
  phone: true,
  email: true,
  logo: true,
  photoUrls: true,
  street: true,
  zipCode: true,
  lat: true,
  lng: true,
  rating: true,
  reviewCount: true,
  isFeatured: true,
  isInList: true,
  state: true,
} as const;

/**
 * The company as the public JSON API sends it: the public fields of `Company`, services as
 * `{ id, name }`, the city as `{ name, slug }`. Internal fields (city id, service slugs, years
 * in business, licence numbers) stay on the server. Islands import the type only.
 */
export const apiCompanySchema = companySchema.pick(PUBLIC_FIELDS).extend({
  services: z.array(companyServiceSchema.pick({ id: true, name: true })),
  city: companySchema.shape.city.omit({ id: true }),
});
export type ApiCompany = z.infer<typeof apiCompanySchema>;

/** `GET /api/companies` and `GET /api/companies/featured` (the featured list): companies in the public shape. */
export const companiesResponseSchema = z.array(apiCompanySchema);
export type CompaniesResponse = z.infer<typeof companiesResponseSchema>;

/**
 * Maps a repository `Company` to the API shape: the listed fields in list order, then copies of
 * the photos, services, city and state. Written out rather than picked by key: the object is made
 * for every company of every list answer, and a literal is several times cheaper than building
 * one from entries; the return type still refuses any field not listed.
 */
export function toApiCompany(c: Company): ApiCompany {
  const { city, state } = c;
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    description: c.description,
    website: c.website,
    phone: c.phone,
    email: c.email,
    logo: c.logo,
    street: c.street,
    zipCode: c.zipCode,
    lat: c.lat,
    lng: c.lng,
    rating: c.rating,
    reviewCount: c.reviewCount,
    isFeatured: c.isFeatured,
    isInList: c.isInList,
    photoUrls: [...c.photoUrls],
    services: c.services.map(({ id, name }) => ({ id, name })),
    city: { name: city.name, slug: city.slug },
    state: { name: state.name, slug: state.slug, abbreviation: state.abbreviation },
  };
}

/**
 * Query parameters of `GET /api/companies`: `limit` 1-100 (default 12) and
 * `offset` 0 or more (default 0), both whole numbers written as plain digits. Anything else
 * ("", "1.5", "-1", "1e2", "abc") fails, and `formatZodError` names the parameter.
 */
export const COMPANIES_DEFAULT_LIMIT = 12;
export const COMPANIES_MAX_LIMIT = 100;

const wholeNumber = (message: string, min: number, max: number) => wholeNumberParam(message, min, max, 9);

export const companiesQuerySchema = z.object({
  limit: wholeNumber(`must be a whole number from 1 to ${COMPANIES_MAX_LIMIT}`, 1, COMPANIES_MAX_LIMIT).default(COMPANIES_DEFAULT_LIMIT),
  offset: wholeNumber("must be a whole number of 0 or more", 0, Number.MAX_SAFE_INTEGER).default(0),
});

export type CompaniesQuery = z.infer<typeof companiesQuerySchema>;

/**
 * The query of a request URL as the schema's input: one string per parameter (the last one
 * wins when a parameter repeats), unknown parameters ignored by the schema.
 */
export function searchParamsInput(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams);
}
