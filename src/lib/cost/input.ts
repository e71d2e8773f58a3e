import { DEFAULT_MOVE_SIZE } from "../quote/move-sizes";
import type { EstimateInput } from "./estimate";
import { WEIGHT_PER_ROOM_LB } from "./form-constants";
import { homeProfile, NO_EXTRAS } from "./home-profiles";
import type { CalculatorInput } from "./input-schema";

export type { CalculatorFormValues, CalculatorInput } from "./input-schema";

/** The cost calculator's defaults and the helpers around its inputs (the schema is in input-schema.ts). */

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
 * The quote wizard (at `quotePath`, the page's `getQuotesPath()`) prefilled with the route, size and date:
 * `/get-quotes?from=78701&to=75201&size=4br&date=2026-07-15` (empty places and date left out).
 */
export function quoteWizardHref(quotePath: string, input: Pick<CalculatorInput, "from" | "to" | "size" | "date">): string {
  const params = new URLSearchParams();
  if (input.from.trim()) params.set("from", input.from.trim());
  if (input.to.trim()) params.set("to", input.to.trim());
  params.set("size", input.size);
  if (input.date) params.set("date", input.date);
  return `${quotePath}?${params}`;
}
