import type { LocationItem, LocationQuery } from "../lib/quote/location-query";
import { SITE_API_PATHS } from "../lib/site-endpoints";

/**
 * The place fields' suggestions: GET /api/locations?zip= or ?city= (functions/locations.ts).
 * Loaded when a place field is first focused or pointed at, with the keyboard combobox.
 */

/** Location suggestions for a query; [] on any failure (logged) or when aborted. */
export async function fetchLocations(query: LocationQuery, signal?: AbortSignal): Promise<LocationItem[]> {
  const url = `${SITE_API_PATHS.locations}?${new URLSearchParams({ [query.by]: query.value })}`;
  try {
    const res = await fetch(url, { signal, headers: { Accept: "application/json" } });
    if (!res.ok) {
      console.error(`Location lookup failed: ${res.status} ${res.statusText}`);
      return [];
    }
    const body: unknown = await res.json();
    return Array.isArray(body) ? body.filter(isLocationItem) : [];
  } catch (error) {
    if (!signal?.aborted) console.error("Location lookup failed:", error);
    return [];
  }
}

function isLocationItem(v: unknown): v is LocationItem {
  const o = v as Record<string, unknown> | null;
  return typeof o === "object" && o !== null && typeof o.zip === "string" && typeof o.city === "string" && typeof o.state === "string";
}
