import type { LatLng } from "../lib/geo";
import type { ZipCoordinatesResponse } from "../lib/locations/locations-api";
import { SITE_API_PATHS } from "../lib/site-endpoints";

/** The cost calculator's one call: GET /api/zip-coordinates?zip= (functions/zip-coordinates.ts). */
export const ZIP_COORDINATES_PATH = SITE_API_PATHS.zipCoordinates;

export type ZipPlace = ZipCoordinatesResponse;

export type ZipLookup = { status: "found"; place: ZipPlace } | { status: "not-found" } | { status: "failed" };

/** A ZIP code's centre; "not-found" for a 404, "failed" for anything else (logged) except an abort. */
export async function fetchZipCoordinates(zip: string, signal?: AbortSignal): Promise<ZipLookup> {
  try {
    const res = await fetch(`${ZIP_COORDINATES_PATH}?${new URLSearchParams({ zip })}`, { signal, headers: { Accept: "application/json" } });
    if (res.status === 404) return { status: "not-found" };
    if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
    const body = (await res.json()) as Partial<ZipPlace>;
    if (typeof body.lat !== "number" || typeof body.lng !== "number") throw new Error("no coordinates in the answer");
    return { status: "found", place: { zip, city: String(body.city ?? ""), state: String(body.state ?? ""), lat: body.lat, lng: body.lng } };
  } catch (error) {
    if (!signal?.aborted) console.error(`ZIP lookup for ${zip} failed:`, error);
    return { status: "failed" };
  }
}
