import { distanceMiles, type LatLng } from "../geo";

export interface WithDistance<T> {
  item: T;
  miles: number;
}

/**
 * The `limit` items nearest to `origin` within `maxMiles`, closest first (equal distances in
 * list order), skipping those `exclude` rejects, by scanning the whole list. Pages ask a
 * `GeoIndex` (geo-index.ts) instead, which must answer exactly as this scan does.
 */
export function nearest<T extends LatLng>(
  origin: LatLng,
  items: readonly T[],
  options: { limit: number; maxMiles: number; exclude?: (item: T) => boolean },
): Array<WithDistance<T>> {
  const found: Array<WithDistance<T>> = [];
  for (const item of items) {
    if (options.exclude?.(item)) continue;
    const miles = distanceMiles(origin, item);
    if (miles <= options.maxMiles) found.push({ item, miles });
  }
  return found.sort((a, b) => a.miles - b.miles).slice(0, options.limit);
}
