import { type ApiCompany, toApiCompany } from "../../lib/companies/api-shape";
import { type CsvCells, normalizeCells } from "../../lib/companies/csv-row";
import { serviceBySlug } from "../../lib/companies/services";
import type { Company } from "../../lib/companies/types";
import { slugify } from "../../lib/slug";
import { stateByAbbreviation } from "../../lib/states";
import { createReferenceLookup, loadServiceIds } from "../db/reference";
import type { Db } from "../db/snapshot";
import type { StoredCompany } from "../db/store-companies";

/**
 * The admin shows the store's companies (not yet rebuilt into the snapshot) in the same API
 * shape as the public site. A stored row keeps its CSV shape (city by name, services by slug),
 * so the city's id and slug come from the snapshot's reference tables, as the build resolves
 * them, and the service ids from the snapshot's services table.
 */
export type CompanyView = (company: StoredCompany) => ApiCompany;

/** A mapper for one request: its reference look-ups are memoised, so a page costs a query per distinct city. */
export function createCompanyView(snapshot: Db): CompanyView {
  const lookup = createReferenceLookup(snapshot);
  const serviceIds = loadServiceIds(snapshot);
  return (c) => {
    const citySlug = slugify(c.city);
    // Every stored row was validated against the reference, so a miss only follows a reference change.
    const city = lookup.city(c.state, citySlug) ?? { id: 0, name: c.city, slug: citySlug };
    const state = stateByAbbreviation(c.state);
    const company: Company = {
      id: c.id,
      slug: c.slug,
      name: c.name,
      description: c.description,
      website: c.website,
      phone: c.phone,
      email: c.email,
      logo: c.logo_url,
      photoUrls: c.photo_urls,
      street: c.street,
      zipCode: c.zip,
      lat: c.lat,
      lng: c.lng,
      rating: c.rating,
      reviewCount: c.review_count,
      yearsInBusiness: c.years_in_business,
      isFeatured: c.is_featured,
      isInList: c.is_in_list,
      usdotNumber: c.usdot_number,
      mcNumber: c.mc_number,
      services: c.services
        .map((slug) => ({ id: serviceIds.get(slug) ?? 0, slug, name: serviceBySlug(slug)?.name ?? slug }))
        .sort((a, b) => a.id - b.id),
      city: { id: city.id, name: city.name, slug: city.slug },
      state: { name: state?.name ?? c.state, slug: state?.slug ?? c.state.toLowerCase(), abbreviation: c.state },
    };
    return { ...toApiCompany(company), leadWebhookUrl: c.lead_webhook_url, usdotNumber: c.usdot_number, mcNumber: c.mc_number };
  };
}

/** A stored company as the CSV cells it would be imported from: the base an edit applies to. */
export function storedCompanyToCsvCells(c: StoredCompany): CsvCells {
  return normalizeCells({
    slug: c.slug,
    name: c.name,
    description: c.description,
    street: c.street,
    city: c.city,
    state: c.state,
    zip: c.zip,
    lat: String(c.lat),
    lng: String(c.lng),
    phone: c.phone,
    email: c.email,
    website: c.website,
    logo_url: c.logo_url,
    photo_urls: c.photo_urls.join("|"),
    services: c.services.join("|"),
    rating: c.rating === null ? null : String(c.rating),
    review_count: String(c.review_count),
    years_in_business: c.years_in_business === null ? null : String(c.years_in_business),
    is_featured: String(c.is_featured),
    is_in_list: String(c.is_in_list),
    lead_webhook_url: c.lead_webhook_url,
    usdot_number: c.usdot_number,
    mc_number: c.mc_number,
  });
}
