import type { AdminCompany } from "../../lib/admin/companies-api";
import { COMPANY_CSV_COLUMNS, type CsvCells, normalizeCells } from "../../lib/companies/csv-row";
import { slugify } from "../../lib/slug";
import { stateByAbbreviation } from "../../lib/states";
import { createReferenceLookup } from "../db/snapshot/reference";
import type { Db } from "../db/snapshot/snapshot";
import type { StoredCompany } from "../db/store/repositories/store-companies";

/**
 * The admin shows the store's companies (not yet rebuilt into the snapshot) in the admin API
 * shape. A stored row keeps its CSV shape (city by name, services by slug), so the city's slug
 * comes from the snapshot's reference tables, as the build resolves it; services stay slugs.
 */
export type CompanyView = (company: StoredCompany) => AdminCompany;

/** A mapper for one request: its reference look-ups are memoised, so a page costs a query per distinct city. */
export function createCompanyView(snapshot: Db): CompanyView {
  const lookup = createReferenceLookup(snapshot);
  return (c) => {
    const citySlug = slugify(c.city);
    // Every stored row was validated against the reference, so a miss only follows a reference change.
    const city = lookup.city(c.state, citySlug) ?? { name: c.city, slug: citySlug };
    const state = stateByAbbreviation(c.state);
    return {
      id: c.id,
      slug: c.slug,
      name: c.name,
      description: c.description,
      website: c.website,
      phone: c.phone,
      email: c.email,
      logo: c.logo_url,
      photoUrls: [...c.photo_urls],
      street: c.street,
      zipCode: c.zip,
      lat: c.lat,
      lng: c.lng,
      rating: c.rating,
      reviewCount: c.review_count,
      isFeatured: c.is_featured,
      isInList: c.is_in_list,
      usdotNumber: c.usdot_number,
      mcNumber: c.mc_number,
      leadWebhookUrl: c.lead_webhook_url,
      services: [...c.services],
      city: { name: city.name, slug: city.slug },
      state: { name: state?.name ?? c.state, slug: state?.slug ?? c.state.toLowerCase(), abbreviation: c.state },
    };
  };
}

/** One stored value as CSV cell text: lists joined by "|", null left out. */
const cellText = (value: StoredCompany[keyof StoredCompany]) => (value === null ? null : Array.isArray(value) ? value.join("|") : String(value));

/** A stored company as the CSV cells it would be imported from: the base an edit applies to. */
export function storedCompanyToCsvCells(c: StoredCompany): CsvCells {
  return normalizeCells(Object.fromEntries(COMPANY_CSV_COLUMNS.map((column) => [column, cellText(c[column])])));
}
