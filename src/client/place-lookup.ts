import { placeResolutionSchema } from "../lib/quote/place-answer";
import type { PlaceResolveQuery } from "../lib/quote/place-resolution";
import type { PlaceResolution } from "../lib/quote/place-text";
import { SITE_API_PATHS } from "../lib/site-endpoints";

/**
 * A place typed by hand (`{ q }`) or a mover's city (`{ company }`), resolved by the server with
 * the suggestions' tables; `null` when the call fails (the caller tells the visitor).
 */
export async function resolvePlace(query: PlaceResolveQuery, signal?: AbortSignal): Promise<PlaceResolution | null> {
  const url = `${SITE_API_PATHS.locationsResolve}?${new URLSearchParams(query)}`;
  try {
    const res = await fetch(url, { signal, headers: { Accept: "application/json" } });
    if (!res.ok) {
      console.error(`Place lookup failed: ${res.status} ${res.statusText}`);
      return null;
    }
    const parsed = placeResolutionSchema.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (!signal?.aborted) console.error("Place lookup failed:", error);
    return null;
  }
}
