import { type CompanyCheckRow, companiesAfter, countCompanies } from "../db/store/repositories/maintenance";
import type { JobContext } from "../jobs/job-runner";

/** Companies read per batch (the cancel check runs between batches). */
const BATCH = 2000;

/**
 * Reads every company (of one state when given) in id order, a batch at a time, handing each
 * batch to `visit` and moving the job's progress up to `progressUpTo` percent. Logs the count
 * first, through `describe`. Resolves with how many companies were read, or null when the job
 * was cancelled between batches.
 */
export async function forEachCompanyBatch(
  ctx: JobContext,
  options: { state?: string; progressUpTo: number; describe: (total: number) => string },
  visit: (batch: CompanyCheckRow[]) => void,
): Promise<number | null> {
  const { db } = ctx.store;
  const total = await countCompanies(db, options.state);
  ctx.log(options.describe(total));
  let read = 0;
  for (let after = 0; ; ) {
    if (ctx.cancelled()) return null;
    const batch = await companiesAfter(db, after, BATCH, options.state);
    if (batch.length === 0) return read;
    visit(batch);
    read += batch.length;
    after = batch[batch.length - 1].id;
    ctx.progress(total > 0 ? (options.progressUpTo * read) / total : options.progressUpTo);
  }
}

/** The first `max` items under `key`, with a note when more were found (the counts cover all of them). */
export function firstListed<K extends string, T>(key: K, items: T[], max: number, noun: string): Record<K, T[]> & { note?: string } {
  const listed = { [key]: items.slice(0, max) } as Record<K, T[]> & { note?: string };
  if (items.length > max) listed.note = `Only the first ${max} ${noun} are listed`;
  return listed;
}
