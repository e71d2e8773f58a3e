import type { SeededRandom } from "../../src/lib/random";
import { realBrandIn } from "./brands";
import * as words from "./vocabulary";

/**
 * Invented company names that read like real ones: a suffix only where it fits the noun
 * ("Moving Co." takes none, so never "Co. Co."; "& Sons" follows a surname), no word twice, no
 * real brand, and no two companies of one city under the same name.
 */

/**
 * Which nouns each suffix may follow; " LLC" and " Inc." follow any noun without "Co.", and
 * " & Sons" is written after a surname ("Lopez & Sons Moving"), never after the noun.
 */
const SUFFIX_NOUNS: Readonly<Record<string, readonly string[]>> = {
  " Co.": ["Moving", "Transfer", "Van & Storage", "Moving & Storage"],
  " Group": ["Moving", "Relocation", "Moving & Storage"],
  " Services": ["Moving", "Relocation"],
};

/** The suffix as it may follow `noun`, or "" when it does not fit. */
export function fitSuffix(noun: string, suffix: string): string {
  if (suffix === "" || suffix === " & Sons" || noun.endsWith("Co.")) return "";
  const allowed = SUFFIX_NOUNS[suffix];
  return allowed === undefined || allowed.includes(noun) ? suffix : "";
}

/** True when a word (other than "&") appears twice, as in "River City" in "Carson City". */
export function repeatsAWord(name: string): boolean {
  const list = name
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== "&");
  return new Set(list).size !== list.length;
}

/** The name without its legal or family suffix: "Lopez Movers LLC" and "Lopez Movers" clash in one city. */
export function coreName(name: string): string {
  return name
    .replace(/ (?:LLC|Inc\.|Co\.|Group|Services)$/, "")
    .replace(/ & Sons\b/, "")
    .toLowerCase();
}

function draw(rng: SeededRandom, city: string): string {
  const noun = rng.pick(words.NOUNS);
  const suffix = rng.pick(words.SUFFIXES);
  switch (rng.int(0, 4)) {
    case 0: {
      const surname = rng.pick(words.SURNAMES);
      return suffix === " & Sons" ? `${surname} & Sons ${noun}` : `${surname} ${noun}${fitSuffix(noun, suffix)}`;
    }
    case 1:
      return `${rng.pick(words.ADJECTIVES)} ${noun}${fitSuffix(noun, suffix)}`;
    case 2:
      return `${city} ${rng.pick(words.ADJECTIVES)} ${noun}`;
    case 3:
      return `${rng.pick(words.SURNAMES)} & ${rng.pick(words.SURNAMES)} ${noun}`;
    default:
      return `${rng.pick(words.ADJECTIVES)} ${rng.pick(words.SURNAMES)} ${noun}${fitSuffix(noun, suffix)}`;
  }
}

/** Names companies city by city; `taken` holds the core names already used in each city. */
export class CompanyNamer {
  private readonly taken = new Map<string, Set<string>>();

  constructor(private readonly rng: SeededRandom) {}

  /** A fresh name for a company in `city` (keyed by `cityKey`, e.g. "TX|houston"). */
  next(city: string, cityKey: string): string {
    const used = this.taken.get(cityKey) ?? new Set<string>();
    this.taken.set(cityKey, used);
    for (let attempt = 0; attempt < 1000; attempt++) {
      const name = draw(this.rng, city);
      if (repeatsAWord(name) || realBrandIn(name) || used.has(coreName(name))) continue;
      used.add(coreName(name));
      return name;
    }
    throw new Error(`No free company name left in ${city}`);
  }
}
