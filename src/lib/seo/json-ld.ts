import type { Company } from "../companies/companies-api";

/** Structured data (schema.org JSON-LD) builders and the one safe way to print them. */

export type JsonLd = Record<string, unknown>;

/**
 * JSON for a `<script type="application/ld+json">` tag. `<`, `>`, `&` and the JavaScript line
 * separators are written as \u escapes, so text such as `</script>` inside a company
 * description cannot close the tag; the JSON means exactly the same.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** BreadcrumbList from (name, absolute URL) pairs, e.g. Home › Texas › Austin. */
export function breadcrumbList(items: ReadonlyArray<{ name: string; url: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
  };
}

/** The postal address shape: street, city, state abbreviation, ZIP, country US. */
export function postalAddress(company: Pick<Company, "street" | "city" | "state" | "zipCode">): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: company.street,
    addressLocality: company.city.name,
    addressRegion: company.state.abbreviation,
    postalCode: company.zipCode,
    addressCountry: "US",
  };
}

/** MovingCompany (a LocalBusiness) for a profile page, with its aggregate rating when it has reviews. */
export function movingCompany(company: Company, url: string): JsonLd {
  const data: JsonLd = {
    "@context": "https://schema.org",
    "@type": "MovingCompany",
    "@id": `${url}#business`,
    name: company.name,
    url,
    description: company.description || undefined,
    telephone: company.phone ? `+1-${company.phone.slice(0, 3)}-${company.phone.slice(3, 6)}-${company.phone.slice(6)}` : undefined,
    email: company.email ?? undefined,
    sameAs: company.website ? [company.website] : undefined,
    image: company.photoUrls.length > 0 ? company.photoUrls : undefined,
    logo: company.logo ?? undefined,
    address: postalAddress(company),
    geo: { "@type": "GeoCoordinates", latitude: company.lat, longitude: company.lng },
    areaServed: { "@type": "City", name: `${company.city.name}, ${company.state.abbreviation}` },
    knowsAbout: company.services.map((s) => s.name),
  };
  if (company.rating !== null && company.reviewCount > 0) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: company.rating,
      reviewCount: company.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return JSON.parse(JSON.stringify(data)) as JsonLd;
}

/** ItemList of companies (city pages, featured section), each pointing at its profile URL. */
export function companyItemList(name: string, items: ReadonlyArray<{ name: string; url: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, url: item.url })),
  };
}
