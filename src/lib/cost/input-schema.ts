import { z } from "zod/mini";
import { MOVE_SIZE_IDS } from "../quote/move-sizes";
import { EXTRAS_LIMITS, WEIGHT_PER_ROOM_LIMITS } from "./constants";
import { bedroomChoices } from "./home-profiles";

/**
 * The cost calculator's inputs: one schema for the island's form and the estimate it feeds.
 * zod/mini, in a module of its own, so the calculator loads it when the visitor starts typing.
 */

const wholeNumber = (field: string, min: number, max: number, unit = "") => {
  const range = `${field} must be ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}${unit}`;
  return z.coerce
    .number({ error: `${field} must be a number` })
    .check(z.int(`${field} must be a whole number`), z.minimum(min, range), z.maximum(max, range));
};

export const calculatorInputSchema = z
  .object({
    /** The From and To texts as typed or picked ("78701 (Austin, TX)", "Dallas, TX 75201"). */
    from: z.string().check(z.trim(), z.maxLength(200, "From must be at most 200 characters")),
    to: z.string().check(z.trim(), z.maxLength(200, "To must be at most 200 characters")),
    size: z.enum(MOVE_SIZE_IDS, { error: "Choose a move size" }),
    /** Bedrooms within the size (0 = studio); null for commercial. */
    bedrooms: z.nullable(z.int()),
    date: z.union([z.literal(""), z.iso.date({ error: "Enter the move date as YYYY-MM-DD" })]),
    packing: z.boolean(),
    storageMonths: wholeNumber("Storage", 0, EXTRAS_LIMITS.storageMonths, " months"),
    stairsFlights: wholeNumber("Flights of stairs", 0, EXTRAS_LIMITS.stairsFlights),
    longCarry: z.boolean(),
    piano: z.boolean(),
    safe: z.boolean(),
    autoTransport: z.boolean(),
    weightPerRoomLb: wholeNumber("Weight per room", WEIGHT_PER_ROOM_LIMITS.min, WEIGHT_PER_ROOM_LIMITS.max, " lb"),
  })
  .check(
    z.refine((v) => bedroomChoices(v.size).some((p) => p.bedrooms === v.bedrooms), {
      path: ["bedrooms"],
      error: "Choose a number of bedrooms for this move size",
    }),
  );

export type CalculatorInput = z.infer<typeof calculatorInputSchema>;
/** What the form holds before parsing: number fields may still be text. */
export type CalculatorFormValues = z.input<typeof calculatorInputSchema>;
