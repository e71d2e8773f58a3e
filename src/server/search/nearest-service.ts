import type { LatLng } from "../../lib/geo";
import { perConnection } from "../db/snapshot/connection-memo";
import type { Db } from "../db/snapshot/snapshot";
import { MILES_PER_DEGREE, NEAREST_RADII_MILES, type NearestTotal, settleNearest } from "./nearest";
import { StripIndex, type TaggedPoint } from "./nearest-strips";
import { locatedCompanies, serviceRanking } from "./search-ranking";

/**
 * Strip height of the per-service indexes: a twelfth of the smallest radius, where crowded places
 * settle; a wider search only visits more strips (a few microseconds each).
 */
const ROW_HEIGHT = NEAREST_RADII_MILES[0] / MILES_PER_DEGREE / 12;

const indexes = perConnection<StripIndex>();

/**
 * The positions of the listed movers offering `service` (every listed mover for null) as a
 * `StripIndex` tagged with each mover's position in the reputation ranking, built from the
 * connection's located companies on first use and kept for the connection: the snapshot never
 * changes under an open connection, so later searches count and pick movers without a query.
 */
export function moverIndex(db: Db, service: string | null): StripIndex {
  return indexes(db, service ?? "", () => {
    const located = locatedCompanies(db);
    const offers = service === null ? null : serviceRanking(db, service).offers;
    const points: TaggedPoint[] = [];
    for (const [position, company] of located.entries()) {
      if (offers === null || offers[position] === 1) points.push({ lat: company.lat, lng: company.lng, tag: position });
    }
    return new StripIndex(
      points.sort((a, b) => a.lng - b.lng),
      ROW_HEIGHT,
    );
  });
}

/**
 * The size of a nearest-first answer around `origin` for movers offering `service` (or any):
 * the build's rule (`settleNearest`) counted on the connection's in-memory index.
 */
export function countNearest(db: Db, origin: LatLng, service: string | null): NearestTotal {
  const index = moverIndex(db, service);
  return settleNearest((radius) => index.count(origin, radius));
}
