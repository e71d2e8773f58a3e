import { type ExpressionBuilder, sql } from "kysely";
import type { FunnelStep, StatisticsRange } from "../../../../lib/admin/statistics-api";
import { addDays } from "../../../../lib/dates";
import type { StoreDb } from "../store";
import type { StoreSchema } from "../store-schema";

/**
 * The statistics' counts of funnel events and leads in a range of UTC days (inclusive), test
 * traffic (`is_test = 1`) left out everywhere. Times are ISO text, so day strings bound them and
 * `substr(created_at, 1, 10)` is the UTC day on both engines.
 */

/** created_at within the range: from its first midnight to the midnight after its last day. */
export const bounds = (range: StatisticsRange) => ({ start: range.from, end: addDays(range.to, 1) });

/**
 * Distinct sessions per funnel stage: step 1 is a quote session started (the wizard records one
 * when the form appears), steps 2-7 are 'form_step' events, "submitted" a 'form_submission' with
 * status success. Also the sessions whose submission failed at least once.
 */
export async function countFunnelSessions(
  db: StoreDb,
  range: StatisticsRange,
): Promise<{ stages: Map<FunnelStep, number>; submissionErrors: number }> {
  const { start, end } = bounds(range);
  const started = await db
    .selectFrom("quote_sessions")
    .select((eb) => eb.fn.count<number>("id").distinct().as("n"))
    .where("is_test", "=", 0)
    .where("created_at", ">=", start)
    .where("created_at", "<", end)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom("funnel_events")
    .select((eb) => ["event", "step", "status", eb.fn.count<number>("session_id").distinct().as("n")])
    .where("is_test", "=", 0)
    .where("created_at", ">=", start)
    .where("created_at", "<", end)
    .where("session_id", "<>", "")
    .groupBy(["event", "step", "status"])
    .execute();
  const stages = new Map<FunnelStep, number>([[1, Number(started.n)]]);
  let submissionErrors = 0;
  for (const r of rows) {
    if (r.event === "form_step" && r.step !== null && r.step >= 2 && r.step <= 7) stages.set(r.step as FunnelStep, Number(r.n));
    else if (r.event === "form_submission" && r.status === "success") stages.set("submitted", Number(r.n));
    else if (r.event === "form_submission" && r.status === "error") submissionErrors = Number(r.n);
  }
  return { stages, submissionErrors };
}

type LeadsScope = ExpressionBuilder<StoreSchema & { l: StoreSchema["leads"] }, "l">;

/** Real leads (not test traffic) created in the range, for `selectFrom("leads as l")`. */
export function leadsInRange(range: StatisticsRange) {
  const { start, end } = bounds(range);
  return (eb: LeadsScope) => eb.and([eb("l.is_test", "=", 0), eb("l.created_at", ">=", start), eb("l.created_at", "<", end)]);
}

/** Leads per UTC day of creation (days without leads are absent). */
export async function countLeadsByDay(db: StoreDb, range: StatisticsRange): Promise<Array<{ day: string; n: number }>> {
  const day = sql<string>`substr(${sql.ref("l.created_at")}, 1, 10)`;
  const rows = await db
    .selectFrom("leads as l")
    .select((eb) => [day.as("day"), eb.fn.countAll<number>().as("n")])
    .where(leadsInRange(range))
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((r) => ({ day: r.day, n: Number(r.n) }));
}

/** Leads by a column of their own, most first. */
async function countLeadsBy(
  db: StoreDb,
  range: StatisticsRange,
  column: "status" | "from_state" | "to_state" | "move_size",
): Promise<Array<{ key: string; n: number }>> {
  const rows = await db
    .selectFrom("leads as l")
    .select((eb) => [eb.ref(`l.${column}`).as("key"), eb.fn.countAll<number>().as("n")])
    .where(leadsInRange(range))
    .groupBy(`l.${column}`)
    .execute();
  return rows.map((r) => ({ key: r.key, n: Number(r.n) })).sort((a, b) => b.n - a.n || a.key.localeCompare(b.key));
}

export const countLeadsByStatus = (db: StoreDb, range: StatisticsRange) => countLeadsBy(db, range, "status");
export const countLeadsByOrigin = (db: StoreDb, range: StatisticsRange) => countLeadsBy(db, range, "from_state");
export const countLeadsByDestination = (db: StoreDb, range: StatisticsRange) => countLeadsBy(db, range, "to_state");
export const countLeadsByMoveSize = (db: StoreDb, range: StatisticsRange) => countLeadsBy(db, range, "move_size");

/** Leads per route (states and ZIP codes of both ends), for telling local moves from long ones. */
export async function countLeadRoutes(db: StoreDb, range: StatisticsRange) {
  const rows = await db
    .selectFrom("leads as l")
    .select((eb) => ["l.from_state", "l.from_zip", "l.to_state", "l.to_zip", eb.fn.countAll<number>().as("n")])
    .where(leadsInRange(range))
    .groupBy(["l.from_state", "l.from_zip", "l.to_state", "l.to_zip"])
    .execute();
  return rows.map((r) => ({ fromState: r.from_state, fromZip: r.from_zip, toState: r.to_state, toZip: r.to_zip, n: Number(r.n) }));
}

const RANKED: Array<[string, number]> = [
  ["contacted", 1],
  ["scheduled", 2],
  ["quoted", 3],
  ["converted", 4],
];

/**
 * How far along the pipeline the range's leads got: per rank (0 new … 4 converted), the leads
 * whose furthest status, now or in their status history, has that rank. A lost lead counts at
 * the status it was lost from.
 */
export async function countFurthestStatus(db: StoreDb, range: StatisticsRange): Promise<Array<{ rank: number; leads: number }>> {
  const inRange = leadsInRange(range);
  const statuses = db
    .selectFrom("leads as l")
    .select(["l.id as lead_id", "l.status as status"])
    .where(inRange)
    .unionAll(
      db
        .selectFrom("lead_status_history as h")
        .innerJoin("leads as l", "l.id", "h.lead_id")
        .select(["h.lead_id", "h.to_status as status"])
        .where(inRange),
    )
    .unionAll(
      db
        .selectFrom("lead_status_history as h")
        .innerJoin("leads as l", "l.id", "h.lead_id")
        .select((eb) => ["h.lead_id", eb.fn.coalesce("h.from_status", eb.val("new")).as("status")])
        .where(inRange),
    );
  const perLead = db
    .selectFrom(statuses.as("s"))
    .select((eb) => {
      let rank = eb.case().when("s.status", "=", RANKED[0][0]).then(RANKED[0][1]);
      for (const [status, r] of RANKED.slice(1)) rank = rank.when("s.status", "=", status).then(r);
      return ["s.lead_id", eb.fn.max(rank.else(0).end()).as("rank")];
    })
    .groupBy("s.lead_id");
  const rows = await db
    .selectFrom(perLead.as("p"))
    .select((eb) => ["p.rank", eb.fn.countAll<number>().as("n")])
    .groupBy("p.rank")
    .execute();
  return rows.map((r) => ({ rank: Number(r.rank), leads: Number(r.n) }));
}
