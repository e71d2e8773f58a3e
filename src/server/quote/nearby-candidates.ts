import { distanceMiles, type LatLng } from "../../lib/geo";
import { boxFor, type Candidate, matchScore } from "../../lib/quote/matching";
import { listCandidatesByIds, listScoredNear } from "../db/matching";
import { countCompaniesInBox } from "../db/search";
import type { Db } from "../db/snapshot";
import { type Box, inBox } from "../nearest";

/**
 * Static match score bands read in turn, best first. A mover's match score is its static score
 * minus its distance penalty, so once `limit` movers score at least a band's floor, no mover of a
 * lower band can beat them: dense areas stop after the first bands instead of reading every mover
 * around the origin. A box holding few movers is read in one go.
 */
const SCORE_FLOORS = [5.1, 5.0, 4.95, 4.9, 4.85, 4.8, 4.7, 4.6, 4.4, 4.0, Number.NEGATIVE_INFINITY];
const ONE_GO = [Number.NEGATIVE_INFINITY];
const FEW_MOVERS = 150;
const TOP = Number.POSITIVE_INFINITY;

/**
 * The best `limit` candidates offering `service` within `radius` miles of `origin` (and inside the
 * matching box `boxFor` draws), by match score then id: the same movers `rankCandidates` would pick
 * from all of them, with their full rows loaded.
 */
export function bestCandidatesNear(db: Db, service: string, origin: LatLng, radius: number, limit: number): Candidate[] {
  const { dLat, dLng } = boxFor(origin.lat, radius);
  const box: Box = { minLat: origin.lat - dLat, maxLat: origin.lat + dLat, minLng: origin.lng - dLng, maxLng: origin.lng + dLng };
  const scored = new Map<number, number>();
  let ceiling = TOP;
  for (const floor of countCompaniesInBox(db, box, FEW_MOVERS + 1) <= FEW_MOVERS ? ONE_GO : SCORE_FLOORS) {
    for (const row of listScoredNear(db, service, box, bound(floor), bound(ceiling))) {
      if (scored.has(row.id) || !inBox(box, row)) continue;
      const miles = distanceMiles(origin, row);
      if (miles <= radius) scored.set(row.id, matchScore(row, miles));
    }
    ceiling = floor;
    const best = [...scored].sort(([aId, a], [bId, b]) => b - a || aId - bId).slice(0, limit);
    if (best.length >= limit && best[limit - 1][1] >= floor)
      return listCandidatesByIds(
        db,
        best.map(([id]) => id),
      );
    if (floor === Number.NEGATIVE_INFINITY)
      return listCandidatesByIds(
        db,
        best.map(([id]) => id),
      );
  }
  return [];
}

/** SQLite compares with finite bounds: the open ends become scores no company has. */
const bound = (score: number) => Math.max(-1e9, Math.min(1e9, score));
