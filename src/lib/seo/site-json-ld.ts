import { SITE } from "../site";
import type { JsonLd } from "./json-ld";

/** Site-wide structured data: the organisation, the website with its search action, the service. */

/** Organization: who runs the directory. */
export function organization(siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${new URL("/", siteUrl).href}#organization`,
    name: SITE.name,
    url: new URL("/", siteUrl).href,
    logo: new URL("/icon-512.png", siteUrl).href,
    email: SITE.email,
    telephone: SITE.phone,
    areaServed: "US",
  };
}

/** WebSite with the sitelinks search box: `/search?q={search_term_string}`. */
export function website(siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE.name,
    url: new URL("/", siteUrl).href,
    publisher: { "@id": `${new URL("/", siteUrl).href}#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${new URL("/search", siteUrl).href}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** Service: the free mover-matching and quote service the home page offers. */
export function quoteService(siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: "Free moving quotes from local and long-distance movers",
    serviceType: "Moving company directory and quote matching",
    provider: { "@id": `${new URL("/", siteUrl).href}#organization` },
    areaServed: { "@type": "Country", name: "United States" },
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD", description: "Free, no-obligation quotes" },
    url: new URL("/get-quotes", siteUrl).href,
  };
}
