import type { DerivedCity } from "../../src/lib/cities";
import { distanceMiles } from "../../src/lib/geo";
import type { SeededRandom } from "../../src/lib/random";
import { slugify } from "../../src/lib/slug";
import { AREA_CODES } from "./area-codes";

/** The fictional lines of every area code: 555-0100 to 555-0199. */
export const LINES_PER_AREA_CODE = 100;

interface AreaCode {
  code: string;
  /** The cities it serves, as points. */
  places: Array<{ lat: number; lng: number }>;
  /** The lines still free, in a seeded random order. */
  free: number[];
}

/**
 * Hands out unique fictional phone numbers: each company gets the area code of its state
 * whose nearest listed city is closest to it that still has a free line. Throws when a state runs out, so a dataset that
 * outgrows the area-code list fails loudly rather than repeating numbers.
 */
export class PhoneBook {
  private readonly byState = new Map<string, AreaCode[]>();

  constructor(cities: readonly DerivedCity[], rng: SeededRandom) {
    const bySlug = new Map(cities.map((c) => [`${c.state}|${c.slug}`, c]));
    for (const [state, codes] of Object.entries(AREA_CODES)) {
      this.byState.set(
        state,
        codes.map(([code, ...names]) => {
          const places = names.map((name) => {
            const slug = slugify(name);
            const city = bySlug.get(`${state}|${slug}`) ?? bySlug.get(`${state}|${slug.replace(/^saint-/, "st-")}`);
            if (!city) throw new Error(`Area code ${code}: no city "${name}" in ${state}`);
            return { lat: city.lat, lng: city.lng };
          });
          const free = Array.from({ length: LINES_PER_AREA_CODE }, (_, i) => i);
          for (let i = free.length - 1; i > 0; i--) {
            const j = rng.int(0, i);
            [free[i], free[j]] = [free[j], free[i]];
          }
          return { code, places, free };
        }),
      );
    }
  }

  /** A number "(AAA) 555-01NN" for a company at this point of `state`. */
  assign(state: string, at: { lat: number; lng: number }): string {
    const phone = this.tryAssign(state, at);
    if (phone === undefined) throw new Error(`No free 555-01xx number left in ${state}: add area codes to area-codes.ts`);
    return phone;
  }

  /** `assign`, or undefined once every line of the state is taken (benchmark datasets larger than the sample). */
  tryAssign(state: string, at: { lat: number; lng: number }): string | undefined {
    const open = (this.byState.get(state) ?? []).filter((a) => a.free.length > 0);
    if (open.length === 0) return undefined;
    const milesTo = (a: AreaCode) => Math.min(...a.places.map((p) => distanceMiles(at, p)));
    let best = open[0];
    let bestMiles = milesTo(best);
    for (const a of open.slice(1)) {
      const miles = milesTo(a);
      if (miles < bestMiles) [best, bestMiles] = [a, miles];
    }
    const line = best.free.pop() as number;
    return `(${best.code}) 555-01${String(line).padStart(2, "0")}`;
  }
}
