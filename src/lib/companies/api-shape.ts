import { pick } from "../pick";
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

/** Maps a repository `Company` to the API shape, copying only the listed fields (arrays are copied too). */
export function toApiCompany(company: Company): ApiCompany {
  const { city, state } = company;
  return {
    ...pick(company, PUBLIC_FIELDS),
    photoUrls: [...company.photoUrls],
    services: company.services.map(({ id, name }) => ({ id, name })),
    city: { name: city.name, slug: city.slug },
    state: { name: state.name, slug: state.slug, abbreviation: state.abbreviation },
  };
}
