import { z } from "zod";

/**
 * The one paging envelope of the list APIs: the page's rows under the list's own key
 * (`leads`, `companies`, `entries`, ...) beside `total`, `page` and `pageSize`. One schema keeps
 * the five admin lists from drifting apart; the key stays per list so the wire is unchanged.
 */
export const pageInfoSchema = z.object({
  /** Rows matching the filters, on every page. */
  total: z.number().int().min(0),
  /** 1-based. */
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** A page of `T` under `key`: `Paged<"leads", AdminLead>` is `{ leads: AdminLead[], total, page, pageSize }`. */
export type Paged<K extends string, T> = PageInfo & { [P in K]: T[] };

/**
 * The schema of a page of `item` under `key`.
 * @example export const auditPageSchema = pagedSchema("entries", auditEntrySchema);
 */
export function pagedSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  const rows = { [key]: z.array(item) } as { [P in K]: z.ZodArray<T> };
  return pageInfoSchema.extend(rows);
}
