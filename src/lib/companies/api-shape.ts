import type { Company } from "./types";

/**
 * The company as the JSON API sends it (spec 3.3): services as `{ id, name }`, the city as
 * `{ name, slug }`, the state as `{ name, slug, abbreviation }`. Internal fields (city id,
 * service slugs, years in business) stay on the server. Islands import this type only.
 */
export interface ApiCompany {
  id: number;
  slug: string;
  name: string;
  description: string;
  website: string | null;
  phone: string | null;
  email: string | null;
  logo: string | null;
  photoUrls: string[];
  street: string;
  zipCode: string;
  lat: number;
  lng: number;
  rating: number | null;
  reviewCount: number;
  isFeatured: boolean;
  isInList: boolean;
  services: Array<{ id: number; name: string }>;
  city: { name: string; slug: string };
  state: { name: string; slug: string; abbreviation: string };
  /** Admin views only: where the mover's leads are POSTed. The public API never includes it. */
  leadWebhookUrl?: string | null;
  /** Admin views only (the profile page shows them from the snapshot): FMCSA numbers, digits. */
  usdotNumber?: string | null;
  mcNumber?: string | null;
}

/**
 * Maps a repository `Company` to the API shape, field by field, so a new internal field never
 * leaks into the public JSON by accident.
 */
export function toApiCompany(company: Company): ApiCompany {
  return {
    id: company.id,
    slug: company.slug,
    name: company.name,
    description: company.description,
    website: company.website,
    phone: company.phone,
    email: company.email,
    logo: company.logo,
    photoUrls: [...company.photoUrls],
    street: company.street,
    zipCode: company.zipCode,
    lat: company.lat,
    lng: company.lng,
    rating: company.rating,
    reviewCount: company.reviewCount,
    isFeatured: company.isFeatured,
    isInList: company.isInList,
    services: company.services.map((s) => ({ id: s.id, name: s.name })),
    city: { name: company.city.name, slug: company.city.slug },
    state: { name: company.state.name, slug: company.state.slug, abbreviation: company.state.abbreviation },
  };
}
