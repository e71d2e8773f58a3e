import {
  type DistanceKind,
  rangeLength,
  type StatisticsRange,
  type StatisticsResponse,
  TOP_MOVERS,
  TOP_STATES,
} from "../../lib/admin/statistics-api";
import { buildFunnel, moveDistanceKind, moveSizeCounts, pipelineReach, topStates, zeroFillDays } from "../../lib/admin/statistics-math";
import { LEAD_STATUSES, type LeadStatus } from "../../lib/leads/pipeline";
import type { Db } from "../db/snapshot/snapshot";
import { getZipCoordinates } from "../db/snapshot/zip-coordinates";
import {
  countFunnelSessions,
  countFurthestStatus,
  countLeadRoutes,
  countLeadsByDay,
  countLeadsByDestination,
  countLeadsByMoveSize,
  countLeadsByOrigin,
  countLeadsByStatus,
} from "../db/store/repositories/statistics";
import { countLeadsByMover } from "../db/store/repositories/statistics-movers";
import type { Store } from "../db/store/store";

/**
 * The admin statistics for a range of UTC days: the quote-form funnel, the leads (per day, by
 * status, states, local or long distance, move size, pipeline) and the movers they went to.
 * The store holds the counts; the directory snapshot locates ZIP codes for the distance rule.
 */
export async function statisticsFor(stores: { store: Store; snapshot: Db }, range: StatisticsRange): Promise<StatisticsResponse> {
  const db = stores.store.db;
  const [funnel, byDay, byStatus, origins, destinations, sizes, routes, furthest, movers] = await Promise.all([
    countFunnelSessions(db, range),
    countLeadsByDay(db, range),
    countLeadsByStatus(db, range),
    countLeadsByOrigin(db, range),
    countLeadsByDestination(db, range),
    countLeadsByMoveSize(db, range),
    countLeadRoutes(db, range),
    countFurthestStatus(db, range),
    countLeadsByMover(db, range, TOP_MOVERS),
  ]);
  const statusCount = (s: LeadStatus) => byStatus.find((r) => r.key === s)?.n ?? 0;
  return {
    range: { ...range, days: rangeLength(range.from, range.to) },
    funnel: buildFunnel(funnel.stages),
    submission_errors: funnel.submissionErrors,
    leads_total: byStatus.reduce((sum, r) => sum + r.n, 0),
    leads_by_day: zeroFillDays(range.from, range.to, byDay),
    leads_by_status: LEAD_STATUSES.map((status) => ({ status, leads: statusCount(status) })),
    origin_states: topStates(
      origins.map((r) => ({ state: r.key, leads: r.n })),
      TOP_STATES,
    ),
    destination_states: topStates(
      destinations.map((r) => ({ state: r.key, leads: r.n })),
      TOP_STATES,
    ),
    distance: distanceCounts(stores.snapshot, routes),
    move_sizes: moveSizeCounts(sizes.map((r) => ({ move_size: r.key, leads: r.n }))),
    pipeline: pipelineReach(furthest, statusCount("lost")),
    movers,
  };
}

/** Local, long-distance and unknown leads, each ZIP code located once. */
function distanceCounts(snapshot: Db, routes: Awaited<ReturnType<typeof countLeadRoutes>>): Record<DistanceKind, number> {
  const located = new Map<string, { lat: number; lng: number } | undefined>();
  const point = (zip: string) => {
    if (!/^\d{5}$/.test(zip)) return undefined;
    if (!located.has(zip)) located.set(zip, getZipCoordinates(snapshot, zip));
    return located.get(zip);
  };
  const counts: Record<DistanceKind, number> = { local: 0, "long-distance": 0, unknown: 0 };
  for (const r of routes) {
    const sameState = r.fromState.trim() !== "" && r.fromState.trim().toUpperCase() === r.toState.trim().toUpperCase();
    const kind = moveDistanceKind(
      { state: r.fromState, point: sameState ? point(r.fromZip.trim()) : undefined },
      { state: r.toState, point: sameState ? point(r.toZip.trim()) : undefined },
    );
    counts[kind] += r.n;
  }
  return counts;
}
