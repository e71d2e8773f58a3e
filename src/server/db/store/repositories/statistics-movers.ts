import type { MoverCount, StatisticsRange } from "../../../../lib/admin/statistics-api";
import type { StoreDb } from "../store";
import { leadsInRange } from "./statistics";

/**
 * Movers by leads received (the visitor chose them: `lead_companies.selected`) and delivered
 * (an email or webhook to them was sent: the outbox), for the real leads created in a range.
 * Names come from the run-time store's companies.
 */
export async function countLeadsByMover(db: StoreDb, range: StatisticsRange, limit: number): Promise<MoverCount[]> {
  const inRange = leadsInRange(range);
  const received = await db
    .selectFrom("lead_companies as lc")
    .innerJoin("leads as l", "l.id", "lc.lead_id")
    .leftJoin("companies as c", "c.id", "lc.company_id")
    .select((eb) => ["lc.company_id", "c.name", eb.fn.count<number>("lc.lead_id").distinct().as("n")])
    .where("lc.selected", "=", 1)
    .where(inRange)
    .groupBy(["lc.company_id", "c.name"])
    .orderBy("n", "desc")
    .orderBy("lc.company_id")
    .limit(limit)
    .execute();
  if (received.length === 0) return [];
  const delivered = await db
    .selectFrom("outbox as o")
    .innerJoin("leads as l", "l.id", "o.lead_id")
    .select((eb) => ["o.company_id", eb.fn.count<number>("o.lead_id").distinct().as("n")])
    .where("o.kind", "in", ["mover-email", "mover-webhook"])
    .where("o.status", "=", "delivered")
    .where(
      "o.company_id",
      "in",
      received.map((r) => r.company_id),
    )
    .where(inRange)
    .groupBy("o.company_id")
    .execute();
  const deliveredBy = new Map(delivered.map((d) => [d.company_id, Number(d.n)]));
  return received.map((r) => ({
    company_id: r.company_id,
    name: r.name ?? `Deleted company #${r.company_id}`,
    received: Number(r.n),
    delivered: deliveredBy.get(r.company_id) ?? 0,
  }));
}
