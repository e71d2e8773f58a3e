import { type SelectQueryBuilder, sql } from "kysely";

/**
 * How many rows `query` finds: its tables and conditions, counted with `count(*)`.
 * @example await countRows(db.selectFrom("leads").where("is_test", "=", 0))
 */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query.select(sql`count(*)`.as("n")).$castTo<{ n: number | string }>().executeTakeFirstOrThrow();
  return Number(row.n);
}
