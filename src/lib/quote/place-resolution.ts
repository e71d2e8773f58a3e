import { z } from "zod";
import { MAX_PLACE_TEXT } from "./place-text";

/**
 * GET /api/locations/resolve: the contract shared by the wizard and the function. `q` is a place
 * typed by hand; `company` is a mover's slug, whose city becomes the origin of a quote asked
 * from its profile.
 */
export const placeResolveQuerySchema = z.union(
  [
    z.object({ q: z.string().trim().min(1, "q must not be empty").max(MAX_PLACE_TEXT, `q must be at most ${MAX_PLACE_TEXT} characters`) }).strict(),
    z
      .object({
        company: z
          .string()
          .trim()
          .regex(/^[a-z0-9-]{1,120}$/, "company must be a company slug"),
      })
      .strict(),
  ],
  { error: "give either q (a ZIP code or city) or company (a company slug)" },
);
export type PlaceResolveQuery = z.output<typeof placeResolveQuerySchema>;
