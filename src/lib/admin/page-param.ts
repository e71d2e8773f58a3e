import { z } from "zod";

/** The `page` query parameter of the admin lists: a whole number from 1, 1 when absent. */
export const pageParamSchema = z
  .string()
  .regex(/^\d{1,6}$/, "must be a whole number of 1 or more")
  .transform(Number)
  .pipe(z.number().min(1, "must be a whole number of 1 or more"))
  .default(1);
