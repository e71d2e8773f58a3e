/**
 * City names as the Postal Service and the towns themselves write them. The ZIP source title-cases
 * every word ("Mcallen", "Fond Du Lac", "O Fallon"); these rules restore the usual forms, and
 * CITY_NAME_EXCEPTIONS holds the names no rule can guess (DeSoto, TX but Desoto elsewhere).
 * Letters change case and apostrophes or hyphens join words; nothing else changes, so a city's
 * slug stays the same except where an apostrophe now joins two words ("O'Fallon" → "ofallon").
 */

/** Whole names, keyed "Name|ST" as the ZIP source spells them. */
export const CITY_NAME_EXCEPTIONS: Readonly<Record<string, string>> = {
  "Desoto|TX": "DeSoto",
  "Dekalb|IL": "DeKalb",
  "Deland|FL": "DeLand",
  "Defuniak Springs|FL": "DeFuniak Springs",
  "Deridder|LA": "DeRidder",
  "Demotte|IN": "DeMotte",
  "Dewitt|MI": "DeWitt",
  "Lagrange|GA": "LaGrange",
  "Lagrange|IN": "LaGrange",
  "Lagrange|OH": "LaGrange",
  "Lagrange|WY": "LaGrange",
  "Labelle|FL": "LaBelle",
  "Lacrosse|WA": "LaCrosse",
  "Dupont|WA": "DuPont",
  "Lees Summit|MO": "Lee's Summit",
  "Winston Salem|NC": "Winston-Salem",
  "Wilkes Barre|PA": "Wilkes-Barre",
  "Sedro Woolley|WA": "Sedro-Woolley",
  "Howey In The Hills|FL": "Howey-in-the-Hills",
  "Land O Lakes|FL": "Land O' Lakes",
};

/** Small words written in lower case inside a name ("Isle of Palms", "Fond du Lac"). */
const LOWER_INSIDE = new Set(["of", "the", "on", "by", "in", "du"]);

export function postalCityName(name: string, state: string): string {
  const exception = CITY_NAME_EXCEPTIONS[`${name}|${state}`];
  if (exception) return exception;
  const words = name.split(" ");
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    let word = words[i];
    const next = words[i + 1];
    // "O Fallon" → "O'Fallon"; "Coeur D Alene" → "Coeur d'Alene"; "D Lo" → "D'Lo".
    if ((word === "O" || word === "D") && next && /^[A-Z]/.test(next)) {
      out.push(`${i === 0 || word === "O" ? word : word.toLowerCase()}'${next}`);
      i++;
      continue;
    }
    word = word.replace(/^Mc([a-z])/, (_, c: string) => `Mc${c.toUpperCase()}`);
    if (word === "Afb") word = "AFB";
    if (i > 0 && i < words.length - 1 && LOWER_INSIDE.has(word.toLowerCase())) word = word.toLowerCase();
    out.push(word);
  }
  // "Hastings on Hudson" → "Hastings-on-Hudson", "Carmel by the Sea" → "Carmel-by-the-Sea".
  return out
    .join(" ")
    .replace(/ on Hudson$/, "-on-Hudson")
    .replace(/ by the Sea$/, "-by-the-Sea");
}
