import { z } from "zod/mini";

/**
 * The answer of GET /api/locations/resolve (a PlaceResolution), checked by the browser before it
 * is trusted. zod/mini: the wizard loads it only when a typed place is looked up.
 */
const placeSchema = z.object({
  zip: z.string().check(z.regex(/^\d{5}$/)),
  city: z.string().check(z.minLength(1)),
  state: z.string().check(z.length(2)),
});

export const placeResolutionSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("resolved"), place: placeSchema, company: z.optional(z.object({ slug: z.string(), name: z.string() })) }),
  z.object({ status: z.literal("ambiguous"), options: z.array(placeSchema).check(z.minLength(2)) }),
  z.object({ status: z.literal("unknown") }),
]);
