import { getQuotesPath } from "../routes";

/**
 * Links into the quote wizard that keep their context: a mover's "Get Quote" names the mover
 * (the wizard starts from its city and offers it first), a city page starts from its city.
 */

/** `/get-quotes?company=<slug>`. */
export function quoteForCompanyPath(slug: string): string {
  return `${getQuotesPath()}?${new URLSearchParams({ company: slug })}`;
}

/** `/get-quotes?from=Austin%2C+TX`. */
export function quoteFromCityPath(city: string, state: string): string {
  return `${getQuotesPath()}?${new URLSearchParams({ from: `${city}, ${state}` })}`;
}
