/**
 * `npm run data:generate`: writes data/companies.csv, the fictional sample directory.
 * `tsx scripts/generate-companies.ts <out.csv> <count>` writes a larger (or smaller) one for the
 * benchmarks, from the same seed.
 * Deterministic: a fixed seed and pinned input packages give the same bytes on every run.
 * Companies are spread over real cities (weights in sample-data/city-weights.ts), placed at a
 * real ZIP code of their city, and carry only fictional contact details: a unique 555-01xx
 * number under an area code of their own state (sample-data/phones.ts), .example addresses.
 * Names come from sample-data/company-names.ts: no real brands, one name per city.
 */
import fs from "node:fs";
import Papa from "papaparse";
import { type DerivedCity, deriveCities } from "../src/lib/cities";
import { COMPANY_CSV_COLUMNS, type CompanyCsvColumn } from "../src/lib/companies/csv-row";
import { apportion, SeededRandom } from "../src/lib/random";
import { slugify } from "../src/lib/slug";
import { loadZipRecords } from "../src/server/reference/zip-source";
import { weightedCities } from "./sample-data/city-weights";
import { CompanyNamer } from "./sample-data/company-names";
import { PhoneBook } from "./sample-data/phones";
import * as words from "./sample-data/vocabulary";

const SEED = 20261122;
/** Companies placed over the weighted cities (the small towns get 1-2 each on top): the second argument, else 10,400. */
const TOTAL_COMPANIES = process.argv[3] ? Number(process.argv[3]) : 10_400;
if (!Number.isInteger(TOTAL_COMPANIES) || TOTAL_COMPANIES < 1) throw new Error(`company count must be a positive integer, got ${process.argv[3]}`);
const FEATURED_SHARE = 0.02;
/** Where to write: the first argument, else data/companies.csv. */
const OUTPUT = process.argv[2] ?? new URL("../data/companies.csv", import.meta.url);

const rng = new SeededRandom(SEED);
const zips = loadZipRecords();
const zipByCode = new Map(zips.map((z) => [z.zip, z]));
const cities = deriveCities(zips);
const { weighted, tail } = weightedCities(cities);
const counts = apportion(
  TOTAL_COMPANIES,
  weighted.map((w) => w.weight),
);
const namer = new CompanyNamer(rng);
const phones = new PhoneBook(cities, rng);

function services(): string[] {
  const chosen = Object.entries(words.SERVICE_ODDS)
    .filter(([, odds]) => rng.chance(odds))
    .map(([slug]) => slug);
  return chosen.length > 0 ? chosen : ["local-moving"];
}

function description(city: string, state: string, years: number, list: string[]): string {
  const strengths = [rng.pick(words.STRENGTHS), rng.pick(words.STRENGTHS)].filter((s, i, a) => a.indexOf(s) === i);
  const scope = list.includes("long-distance-moving") ? "Local and long-distance movers" : "Local movers";
  const extra = list.includes("storage") ? ", with storage between homes" : "";
  return `${scope} serving ${city}, ${state} for ${years} year${years === 1 ? "" : "s"}${extra}. Known for ${strengths.join(" and ")}.`;
}

const slugs = new Set<string>();
function uniqueSlug(base: string): string {
  let slug = base;
  for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
  slugs.add(slug);
  return slug;
}

/** The sample movers take leads by email only: the optional webhook column is left out of the file. */
type GeneratedColumn = Exclude<CompanyCsvColumn, "lead_webhook_url">;
const GENERATED_COLUMNS = COMPANY_CSV_COLUMNS.filter((c): c is GeneratedColumn => c !== "lead_webhook_url");
const records: Array<Record<GeneratedColumn, string>> = [];
const placements: Array<{ city: DerivedCity; count: number }> = [
  ...weighted.map(({ city }, index) => ({ city, count: counts[index] })),
  ...tail.map((city) => ({ city, count: rng.int(1, 2) })),
];
for (const { city, count } of placements) {
  for (let i = 0; i < count; i++) {
    const name = namer.next(city.name, `${city.state}|${city.slug}`);
    const slug = uniqueSlug(slugify(`${name} ${city.name} ${city.state}`));
    const zip = zipByCode.get(rng.pick(city.zips));
    if (!zip) throw new Error(`ZIP of ${city.name} missing`);
    const years = Math.max(1, Math.round(rng.bell(0, 45, 2) ** 1.1 / 1.5));
    const list = services();
    const rating = Math.round(rng.bell(3, 5.6, 3) * 10) / 10;
    const lat = zip.lat + (rng.next() - 0.5) * 0.02;
    const lng = zip.lng + (rng.next() - 0.5) * 0.02;
    const domain = `${slugify(name).split("-").slice(0, 2).join("-")}-${zip.zip}.example`;
    records.push({
      slug,
      name,
      description: description(city.name, city.state, years, list),
      street: `${rng.int(10, 9899)} ${rng.pick(words.STREET_NAMES)} ${rng.pick(words.STREET_TYPES)}${rng.chance(0.25) ? ` Suite ${rng.int(1, 40) * 10}` : ""}`,
      city: city.name,
      state: city.state,
      zip: zip.zip,
      lat: lat.toFixed(5),
      lng: lng.toFixed(5),
      // A benchmark dataset outgrows the fictional lines: its later companies go without a phone.
      phone: process.argv[3] ? (phones.tryAssign(city.state, { lat, lng }) ?? "") : phones.assign(city.state, { lat, lng }),
      email: rng.chance(0.85) ? `info@${domain}` : "",
      website: rng.chance(0.75) ? `https://${domain}` : "",
      logo_url: "",
      photo_urls: "",
      services: list.join("|"),
      rating: Math.min(5, rating).toFixed(1),
      review_count: String(Math.round(rng.bell(0, 1, 2) ** 2 * 40 * Math.sqrt(years) + rng.int(0, 9))),
      years_in_business: String(years),
      is_featured: rng.chance(FEATURED_SHARE) ? "true" : "false",
      is_in_list: "true",
      // Left empty on purpose: a made-up USDOT or MC number could belong to a real carrier.
      usdot_number: "",
      mc_number: "",
    });
  }
}

fs.writeFileSync(OUTPUT, `${Papa.unparse(records, { columns: [...GENERATED_COLUMNS], newline: "\n" })}\n`);
const top = weighted.map((w, i) => `${w.city.name} ${counts[i]}`).slice(0, 5);
console.log(`Wrote ${records.length} companies in ${placements.length} cities (${tail.length} small towns) to ${OUTPUT}`);
console.log(`Largest: ${top.join(", ")}; featured: ${records.filter((r) => r.is_featured === "true").length}`);
