import { purgeOldDataParams } from "../../lib/admin/scripts-api";
import { deleteOlderBatch, type PurgeableTable } from "../db/store/repositories/maintenance";
import { isoNow } from "../db/store/store";
import { purgeExpiredLimits } from "../limits/limiter";
import { defineScript } from "./types";

/** Rows deleted per statement (the cancel check runs between batches). */
const BATCH = 5000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * `purge-old-data`: deletes quote sessions, funnel events and match sets older than `days`
 * days, and uploaded CSV files older than `upload_days`, in batches. Leads, their deliveries
 * and history are never touched. Also drops expired rate-limit counters. Reports how many rows
 * went from each table.
 */
export const purgeOldData = defineScript({
  id: "purge-old-data",
  title: "Purge old data",
  description:
    "Deletes quote-form sessions, funnel events and match sets older than a number of days, and old uploaded CSV files. Leads are always kept.",
  params: purgeOldDataParams,
  async run(ctx, params) {
    const now = Date.now();
    const plan: { table: PurgeableTable; before: string }[] = [
      { table: "quote_sessions", before: isoNow(now - params.days * DAY_MS) },
      { table: "funnel_events", before: isoNow(now - params.days * DAY_MS) },
      { table: "match_sets", before: isoNow(now - params.days * DAY_MS) },
      { table: "csv_uploads", before: isoNow(now - params.upload_days * DAY_MS) },
    ];
    const deleted: Record<PurgeableTable, number> = { quote_sessions: 0, funnel_events: 0, match_sets: 0, csv_uploads: 0 };
    const report = () =>
      ctx.setResult({ cutoff: plan[0].before, uploadCutoff: plan[3].before, deleted, total: Object.values(deleted).reduce((a, b) => a + b, 0) });
    for (const [index, { table, before }] of plan.entries()) {
      ctx.log(`${table}: deleting rows created before ${before}`);
      for (;;) {
        if (ctx.cancelled()) {
          report();
          return;
        }
        const n = await deleteOlderBatch(ctx.store.db, table, before, BATCH);
        deleted[table] += n;
        if (n < BATCH) break;
      }
      ctx.log(`${table}: ${deleted[table]} deleted`);
      ctx.progress((100 * (index + 1)) / plan.length);
    }
    const counters = await purgeExpiredLimits(ctx.store.db);
    ctx.log(`rate-limit counters and login attempts: ${counters} expired deleted`);
    report();
  },
});
