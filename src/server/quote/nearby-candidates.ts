import { GeoIndex } from "../../lib/directory/geo-index";
import type { LatLng } from "../../lib/geo";
import { boxFor, type Candidate, matchScore } from "../../lib/quote/matching";
import { perConnection } from "../db/snapshot/connection-memo";
import { listCandidatesByIds, listScoredCandidates, type ScoredRow } from "../db/snapshot/matching";
import type { Db } from "../db/snapshot/snapshot";
import { type Box, inBox } from "../search/nearest";

/** A mover's match score falls by this much per mile from the origin (see `matchScore`). */
const SCORE_PER_MILE = 1 / 100;

const indexes = perConnection<GeoIndex<ScoredRow>>();

function candidateIndex(db: Db, service: string): GeoIndex<ScoredRow> {
  return indexes(db, service, () => new GeoIndex(listScoredCandidates(db, service), (row) => matchScore(row, 0)));
}

/**
 * The best `limit` candidates offering `service` within `radius` miles of `origin` (and inside the
 * matching box `boxFor` draws), by match score then id: the same movers `rankCandidates` would pick
 * from all of them, with their full rows loaded. The grid is read best cell first and stops once
 * no cell left could hold a better mover, so a crowded area costs about what a sparse one does.
 */
export function bestCandidatesNear(db: Db, service: string, origin: LatLng, radius: number, limit: number): Candidate[] {
  const { dLat, dLng } = boxFor(origin.lat, radius);
  const box: Box = { minLat: origin.lat - dLat, maxLat: origin.lat + dLat, minLng: origin.lng - dLng, maxLng: origin.lng + dLng };
  const best = candidateIndex(db, service).best(origin, {
    limit,
    maxMiles: radius,
    score: matchScore,
    perMile: SCORE_PER_MILE,
    include: (row) => inBox(box, row),
  });
  return listCandidatesByIds(
    db,
    best.map(({ item }) => item.id),
  );
}
