import type { MoveSizeId } from "../quote/move-sizes";
import { DEFAULT_BEDROOMS, HOME_PROFILES, type HomeProfile } from "./form-constants";

/**
 * The homes and extras the cost model prices (./estimate.ts), apart from the model itself: the
 * calculator's form shows these at once, while the model loads with the form's checks.
 */

export interface MoveExtras {
  packing: boolean;
  storageMonths: number;
  stairsFlights: number;
  longCarry: boolean;
  piano: boolean;
  safe: boolean;
  autoTransport: boolean;
}

export const NO_EXTRAS: MoveExtras = {
  packing: false,
  storageMonths: 0,
  stairsFlights: 0,
  longCarry: false,
  piano: false,
  safe: false,
  autoTransport: false,
};

/** The home profiles a size offers, smallest first (one for commercial). */
export function bedroomChoices(size: MoveSizeId): HomeProfile[] {
  return HOME_PROFILES.filter((p) => p.size === size);
}

/** The profile for a size and bedroom count; the size's starting count (DEFAULT_BEDROOMS) otherwise. */
export function homeProfile(size: MoveSizeId, bedrooms?: number | null): HomeProfile {
  const choices = bedroomChoices(size);
  return choices.find((p) => p.bedrooms === bedrooms) ?? choices.find((p) => p.bedrooms === DEFAULT_BEDROOMS[size]) ?? choices[0];
}
