import { z } from "zod";
import { DEFAULT_MOVE_SIZE, MOVE_SIZE_IDS } from "../quote/move-sizes";
import { getQuotesPath } from "../routes";
import { EXTRAS_LIMITS, WEIGHT_PER_ROOM_LB, WEIGHT_PER_ROOM_LIMITS } from "./constants";
import { bedroomChoices, type EstimateInput, homeProfile, NO_EXTRAS } from "./estimate";

/** The cost calculator's inputs: one schema for the island's form and the estimate it feeds. */

const wholeNumber = (field: string, min: number, max: number, unit = "") =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}${unit}`)
    .max(max, `${field} must be ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}${unit}`);

export const calculatorInputSchema = z
  .object({
    /** The From and To texts as typed or picked ("78701 (Austin, TX)", "Dallas, TX 75201"). */
    from: z.string().trim().max(200, "From must be at most 200 characters"),
    to: z.string().trim().max(200, "To must be at most 200 characters"),
    size: z.enum(MOVE_SIZE_IDS, { error: "Choose a move size" }),
    /** Bedrooms within the size (0 = studio); null for commercial. */
    bedrooms: z.number().int().nullable(),
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
  .refine((v) => bedroomChoices(v.size).some((p) => p.bedrooms === v.bedrooms), {
    path: ["bedrooms"],
    error: "Choose a number of bedrooms for this move size",
  });

export type CalculatorInput = z.infer<typeof calculatorInputSchema>;
/** What the form holds before parsing: number fields may still be text. */
export type CalculatorFormValues = z.input<typeof calculatorInputSchema>;

/** The bedroom count a size starts with (DEFAULT_BEDROOMS: studio/1BR → studio, 2-3 → 3, 4+ → 4). */
export function defaultBedrooms(size: CalculatorInput["size"]): number | null {
  return homeProfile(size).bedrooms;
}

export const DEFAULT_CALCULATOR_INPUT: CalculatorInput = {
  from: "",
  to: "",
  size: DEFAULT_MOVE_SIZE,
  bedrooms: defaultBedrooms(DEFAULT_MOVE_SIZE),
  date: "",
  ...NO_EXTRAS,
  weightPerRoomLb: WEIGHT_PER_ROOM_LB,
};

/**
 * The ZIP code in a place text, or null: `zipFromPlace("78701 (Austin, TX)") === "78701"`,
 * `zipFromPlace("Dallas, TX 75201") === "75201"`, `zipFromPlace("Austin") === null`.
 */
export function zipFromPlace(text: string): string | null {
  return text.match(/(?:^|\D)(\d{5})(?!\d)/)?.[1] ?? null;
}

/** The model's input for parsed calculator inputs and the great-circle miles between the ZIPs. */
export function toEstimateInput(input: CalculatorInput, distanceMiles: number): EstimateInput {
  const { size, bedrooms, date, weightPerRoomLb, packing, storageMonths, stairsFlights, longCarry, piano, safe, autoTransport } = input;
  return {
    distanceMiles,
    size,
    bedrooms,
    date: date || undefined,
    weightPerRoomLb,
    extras: { packing, storageMonths, stairsFlights, longCarry, piano, safe, autoTransport },
  };
}

/**
 * The quote wizard prefilled with the route, size and date:
 * `/get-quotes?from=78701&to=75201&size=4br&date=2026-07-15` (empty places and date left out).
 */
export function quoteWizardHref(input: Pick<CalculatorInput, "from" | "to" | "size" | "date">): string {
  const params = new URLSearchParams();
  if (input.from.trim()) params.set("from", input.from.trim());
  if (input.to.trim()) params.set("to", input.to.trim());
  params.set("size", input.size);
  if (input.date) params.set("date", input.date);
  return `${getQuotesPath()}?${params}`;
}
