import { z } from "zod";
import { tenDigitPhone } from "../format";
import { isSlug, slugify } from "../slug";
import { STATE_ABBREVIATIONS } from "../states";
import { IMAGE_URL, IMAGE_URL_MESSAGE } from "./image-url";
import { SERVICE_SLUGS } from "./services";

/**
 * The companies CSV row: the format of `data/companies.csv` and of the admin CSV upload
 * (documented column by column in data/README.md). Cells arrive as strings; `normalizeCells`
 * trims them and drops blanks, then `companyCsvRowSchema` validates and converts them.
 *
 * Built for throughput (the import handles 100,000+ rows): each column is a plain string
 * check, and one transform converts the row and checks ranges, still naming the column.
 */

/** Column order of the CSV, as written by the generator and expected in uploads. */
export const COMPANY_CSV_COLUMNS = [
  "slug",
  "name",
  "description",
  "street",
  "city",
  "state",
  "zip",
  "lat",
  "lng",
  "phone",
  "email",
  "website",
  "logo_url",
  "photo_urls",
  "services",
  "rating",
  "review_count",
  "years_in_business",
  "is_featured",
  "is_in_list",
  "lead_webhook_url",
  "usdot_number",
  "mc_number",
] as const;

export type CompanyCsvColumn = (typeof COMPANY_CSV_COLUMNS)[number];

/** Columns a file must have in its header row. */
export const REQUIRED_CSV_COLUMNS: readonly CompanyCsvColumn[] = ["name", "city", "state", "zip"];

/** A record of raw cells: every value a non-empty trimmed string, blanks left out. */
export type CsvCells = Partial<Record<CompanyCsvColumn, string>>;

/**
 * Trims every known cell and leaves blank cells out, so the schema below only has to say
 * which cells are optional. Unknown keys are dropped.
 */
export function normalizeCells(raw: Record<string, unknown>): CsvCells {
  const out: CsvCells = {};
  for (const column of COMPANY_CSV_COLUMNS) {
    const value = raw[column];
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== "") out[column] = text;
  }
  return out;
}

const required = z.string({ error: (i) => (i.input === undefined ? "is required" : "must be text") });
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;
const WHOLE = /^\+?\d+$/;
const BOOLEAN = /^(?:true|false|yes|no|1|0|y|n)$/i;
const TRUE = /^(?:true|yes|1|y)$/i;
/** http(s)://host[:port][/path]: one pattern rather than `new URL`, which costs ~1 µs a cell. */
const HTTP_URL = /^https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;
/** Lead webhooks carry customers' contact details, so only https:// endpoints are accepted. */
const HTTPS_URL = /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;
/** FMCSA's USDOT number: 1 to 8 digits. */
const USDOT = /^\d{1,8}$/;
/** An MC (operating authority) docket number: digits, with an optional "MC", "MC-" or "MC " in front. */
const MC = /^(?:MC[-\s]?)?\d{1,8}$/i;
const SERVICE_SET = new Set<string>(SERVICE_SLUGS);
const STATE_SET = new Set<string>(STATE_ABBREVIATIONS);

/** Every column's own format rule, on the raw (trimmed, non-blank) strings. */
export const companyCsvFieldsSchema = z.object({
  slug: z.string().refine(isSlug, "must be lowercase letters, digits and single hyphens").optional(),
  name: required.min(2, "must be at least 2 characters").max(120, "must be at most 120 characters"),
  description: text(5000).optional(),
  street: text(200).optional(),
  city: required.max(100, "must be at most 100 characters"),
  state: required.refine((v) => STATE_SET.has(v.toUpperCase()), "must be a US state abbreviation such as TX or DC"),
  zip: required.regex(/^\d{5}(?:-\d{4})?$/, "must be a 5-digit ZIP code (ZIP+4 accepted)"),
  lat: z.string().regex(DECIMAL, "must be a number").optional(),
  lng: z.string().regex(DECIMAL, "must be a number").optional(),
  phone: z
    .string()
    .regex(/^\+?1?[\s.\-()]*(?:\d[\s.\-()]*){10}$/, "must have 10 digits (US number)")
    .optional(),
  email: z.email("must be a valid email address").optional(),
  website: z.string().regex(HTTP_URL, "must be an http(s) URL").optional(),
  logo_url: z.string().regex(IMAGE_URL, IMAGE_URL_MESSAGE).optional(),
  photo_urls: z
    .string()
    .refine((v) => v.split("|").every((url) => url.trim() === "" || IMAGE_URL.test(url.trim())), `each ${IMAGE_URL_MESSAGE}, separated by "|"`)
    .optional(),
  services: z.string().optional(),
  rating: z.string().regex(DECIMAL, "must be a number").optional(),
  review_count: z.string().regex(WHOLE, "must be a whole number of at least 0").optional(),
  years_in_business: z.string().regex(WHOLE, "must be a whole number of at least 0").optional(),
  is_featured: z.string().regex(BOOLEAN, "must be true or false (also yes/no, 1/0)").optional(),
  is_in_list: z.string().regex(BOOLEAN, "must be true or false (also yes/no, 1/0)").optional(),
  lead_webhook_url: z.string().max(2000, "must be at most 2000 characters").regex(HTTPS_URL, "must be an https:// URL").optional(),
  usdot_number: z.string().regex(USDOT, "must be a USDOT number: 1 to 8 digits").optional(),
  mc_number: z.string().regex(MC, 'must be an MC number: up to 8 digits, "MC-" in front optional').optional(),
});

type Ctx = z.RefinementCtx;

function inRange(ctx: Ctx, column: string, value: number, min: number, max: number): number {
  if (value < min || value > max) ctx.addIssue({ code: "custom", path: [column], message: `must be between ${min} and ${max}` });
  return value;
}

function pipeList(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split("|")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A whole row: formats, then conversion, ranges, lat/lng together, known services, slug default. */
export const companyCsvRowSchema = companyCsvFieldsSchema.transform((raw, ctx) => {
  const lat = raw.lat === undefined ? null : inRange(ctx, "lat", Number(raw.lat), -90, 90);
  const lng = raw.lng === undefined ? null : inRange(ctx, "lng", Number(raw.lng), -180, 180);
  if ((lat === null) !== (lng === null)) {
    ctx.addIssue({ code: "custom", path: [lat === null ? "lat" : "lng"], message: "lat and lng must be given together" });
  }
  const services = [...new Set(pipeList(raw.services))];
  const unknown = services.filter((s) => !SERVICE_SET.has(s));
  if (unknown.length > 0) {
    ctx.addIssue({
      code: "custom",
      path: ["services"],
      message: `unknown service "${unknown[0]}" (use slugs separated by "|": ${SERVICE_SLUGS.join(", ")})`,
    });
  }
  const state = raw.state.toUpperCase();
  return {
    slug: raw.slug ?? slugify(`${raw.name} ${raw.city} ${state}`),
    name: raw.name,
    description: raw.description ?? "",
    street: raw.street ?? "",
    city: raw.city,
    state,
    zip: raw.zip.slice(0, 5),
    lat,
    lng,
    phone: raw.phone === undefined ? null : tenDigitPhone(raw.phone),
    email: raw.email ?? null,
    website: raw.website ?? null,
    logo_url: raw.logo_url ?? null,
    photo_urls: pipeList(raw.photo_urls),
    services,
    rating: raw.rating === undefined ? null : inRange(ctx, "rating", Number(raw.rating), 0, 5),
    review_count: raw.review_count === undefined ? 0 : inRange(ctx, "review_count", Number(raw.review_count), 0, 10_000_000),
    years_in_business: raw.years_in_business === undefined ? null : inRange(ctx, "years_in_business", Number(raw.years_in_business), 0, 250),
    is_featured: raw.is_featured === undefined ? false : TRUE.test(raw.is_featured),
    is_in_list: raw.is_in_list === undefined ? true : TRUE.test(raw.is_in_list),
    lead_webhook_url: raw.lead_webhook_url ?? null,
    usdot_number: raw.usdot_number ?? null,
    mc_number: raw.mc_number === undefined ? null : raw.mc_number.replace(/\D/g, ""),
  };
});

/** A validated, normalised CSV row (what the import writes). */
export type CompanyCsvRow = z.output<typeof companyCsvRowSchema>;

/** Validates one raw CSV record (cells as strings): `normalizeCells` then the row schema. */
export function parseCompanyCsvRecord(raw: Record<string, unknown>) {
  return companyCsvRowSchema.safeParse(normalizeCells(raw));
}
