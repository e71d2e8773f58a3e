import { z } from "zod";

/**
 * A `:id` path segment as a row id: digits only (at most 12), so `/api/admin/jobs/abc` or
 * `/api/admin/jobs/1e3` is refused like an unknown id instead of reaching a query.
 */
export const rowIdParamSchema = z
  .string()
  .regex(/^\d{1,12}$/, "is not a row id")
  .transform(Number);

/** The path parameters of a `/:id` route. */
export const idParamsSchema = z.object({ id: rowIdParamSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** A path segment the use case looks up itself (a script id, a task code): any text, checked there. */
export const textParamSchema = z.string();
