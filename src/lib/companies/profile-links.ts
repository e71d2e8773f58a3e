/**
 * Outbound links of a company profile: FMCSA's public carrier lookup (SAFER's Company
 * Snapshot) for the licence numbers, and an OpenStreetMap search for the address. Plain links:
 * the profile embeds nothing and fetches nothing from these sites.
 */

const SAFER_SNAPSHOT = "https://safer.fmcsa.dot.gov/query.asp?searchtype=ANY&query_type=queryCarrierSnapshot";

function saferQuery(param: "USDOT" | "MC_MX" | "NAME", value: string): string {
  return `${SAFER_SNAPSHOT}&query_param=${param}&query_string=${encodeURIComponent(value)}`;
}

/** FMCSA's snapshot of the carrier with this USDOT number. */
export function usdotLookupUrl(usdotNumber: string): string {
  return saferQuery("USDOT", usdotNumber);
}

/** FMCSA's snapshot of the carrier with this MC docket number (digits). */
export function mcLookupUrl(mcNumber: string): string {
  return saferQuery("MC_MX", mcNumber.replace(/\D/g, ""));
}

/** FMCSA's carrier search by name, for a company that lists no number. */
export function fmcsaNameSearchUrl(companyName: string): string {
  return saferQuery("NAME", companyName);
}

/** An MC number as it is usually written: "MC-123456". */
export function formatMcNumber(mcNumber: string): string {
  return `MC-${mcNumber.replace(/\D/g, "")}`;
}

export interface PostalAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** One line: "100 Congress Ave, Austin, TX 78701" (no street: "Austin, TX 78701"). */
export function addressLine(a: PostalAddress): string {
  return `${a.street ? `${a.street}, ` : ""}${a.city}, ${a.state} ${a.zip}`;
}

/** OpenStreetMap's search for the address. */
export function mapSearchUrl(a: PostalAddress): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(addressLine(a))}`;
}
