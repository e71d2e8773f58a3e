import { z } from "zod";
import { isSlug, slugify } from "../slug";
import { STATE_ABBREVIATIONS } from "../states";
import { SERVICE_SLUGS } from "./services";

/**
 * The companies CSV row: the format of `data/companies.csv` and of the admin CSV upload
 * (documented column by column in data/README.md). Cells arrive as strings; `normalizeCells`
 * trims them and turns blanks into undefined, then `companyCsvRowSchema` validates them.
 * The same field schemas validate admin edits of a company.
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
] as const;

export type CompanyCsvColumn = (typeof COMPANY_CSV_COLUMNS)[number];

/** Columns a file must have in its header row. */
export const REQUIRED_CSV_COLUMNS: readonly CompanyCsvColumn[] = ["name", "city", "state", "zip"];

/**
 * Trims every known cell and turns blank cells into undefined, so the schema below only has
 * to say which cells are optional. Unknown columns are dropped.
 */
export function normalizeCells(raw: Record<string, unknown>): Partial<Record<CompanyCsvColumn, string>> {
  const out: Partial<Record<CompanyCsvColumn, string>> = {};
  for (const column of COMPANY_CSV_COLUMNS) {
    const value = raw[column];
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== "") out[column] = text;
  }
  return out;
}

const required = z.string({ error: (i) => (i.input === undefined ? "is required" : "must be text") });

const decimal = (min: number, max: number) =>
  z.coerce
    .number({ error: "must be a number" })
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const flag = z.stringbool({ error: "must be true or false (also yes/no, 1/0)" });

/** http(s)://host[:port][/path]: checked with one pattern rather than `new URL`, which costs ~1 µs a cell. */
const HTTP_URL = /^https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const httpUrl = z.string().regex(HTTP_URL, "must be an http(s) URL");
const imageRef = z.string().regex(/^(?:\/(?!\/)\S*|https?:\/\/\S+)$/, "must be an http(s) URL or a path starting with /");

/** A "|"-separated list cell, each item checked by `item`; blank → []. */
const pipeList = <T extends z.ZodType>(item: T) =>
  z
    .string()
    .transform((v) => v.split("|").map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item))
    .default([]);

/** Every column's own rule (before the cross-column rules and the slug default). */
export const companyCsvFieldsSchema = z.object({
  slug: z.string().refine(isSlug, "must be lowercase letters, digits and single hyphens").nullable().default(null),
  name: required.min(2, "must be at least 2 characters").max(120, "must be at most 120 characters"),
  description: z.string().max(5000, "must be at most 5000 characters").default(""),
  street: z.string().max(200, "must be at most 200 characters").default(""),
  city: required.max(100, "must be at most 100 characters"),
  state: required
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(STATE_ABBREVIATIONS, { error: "must be a US state abbreviation such as TX or DC" })),
  zip: required.regex(/^\d{5}(-\d{4})?$/, "must be a 5-digit ZIP code (ZIP+4 accepted)").transform((v) => v.slice(0, 5)),
  lat: decimal(-90, 90).nullable().default(null),
  lng: decimal(-180, 180).nullable().default(null),
  phone: z
    .string()
    .transform((p) => p.replace(/\D/g, ""))
    .transform((d) => (d.length === 11 && d.startsWith("1") ? d.slice(1) : d))
    .refine((d) => d.length === 10, "must have 10 digits (US number)")
    .nullable()
    .default(null),
  email: z.email("must be a valid email address").nullable().default(null),
  website: httpUrl.nullable().default(null),
  logo_url: imageRef.nullable().default(null),
  photo_urls: pipeList(imageRef),
  services: pipeList(z.enum(SERVICE_SLUGS, { error: `must be service slugs separated by "|" (${SERVICE_SLUGS.join(", ")})` })),
  rating: decimal(0, 5).nullable().default(null),
  review_count: wholeNumber(0, 10_000_000).default(0),
  years_in_business: wholeNumber(0, 250).nullable().default(null),
  is_featured: flag.default(false),
  is_in_list: flag.default(true),
});

/** A whole row: the columns, lat/lng given together, and the slug derived from name, city and state when blank. */
export const companyCsvRowSchema = companyCsvFieldsSchema
  .superRefine((row, ctx) => {
    if ((row.lat === null) !== (row.lng === null)) {
      ctx.addIssue({ code: "custom", path: [row.lat === null ? "lat" : "lng"], message: "lat and lng must be given together" });
    }
  })
  .transform(({ slug, ...row }) => ({
    ...row,
    slug: slug ?? slugify(`${row.name} ${row.city} ${row.state}`),
    services: [...new Set(row.services)],
  }));

/** A validated, normalised CSV row (what the import writes). */
export type CompanyCsvRow = z.output<typeof companyCsvRowSchema>;

/** Validates one raw CSV record (cells as strings): `normalizeCells` then the row schema. */
export function parseCompanyCsvRecord(raw: Record<string, unknown>) {
  return companyCsvRowSchema.safeParse(normalizeCells(raw));
}
