import type { Company, CompanyService } from "./types";

/**
 * The company as the public JSON API sends it: the public fields of `Company`, services as
 * `{ id, name }`, the city as `{ name, slug }`. Internal fields (city id, service slugs, years
 * in business, licence numbers) stay on the server. Islands import this type only.
 */

/** The `Company` fields the public API copies as they are; anything not listed never leaks. */
const PUBLIC_FIELDS = [
  "id",
  "slug",
  "name",
  "description",
  "website",
  "phone",
  "email",
  "logo",
  "street",
  "zipCode",
  "lat",
  "lng",
  "rating",
  "reviewCount",
  "isFeatured",
  "isInList",
] as const satisfies readonly (keyof Company)[];

export type ApiCompany = Pick<Company, (typeof PUBLIC_FIELDS)[number] | "photoUrls" | "state"> & {
  services: Array<Pick<CompanyService, "id" | "name">>;
  city: Omit<Company["city"], "id">;
};

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
