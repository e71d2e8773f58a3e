/**
 * Names of real moving, truck-rental and portable-storage brands in the US. No sample company
 * may carry one: the generator refuses such names and the CSV test checks the committed file.
 * Single words that are also ordinary words or places ("United", "National", "American") are
 * listed with the words that make them the brand.
 */
export const REAL_MOVING_BRANDS = [
  "Two Men and a Truck",
  "Two Men & a Truck",
  "Gentle Giant",
  "Allied",
  "North American",
  "Mayflower",
  "United Van",
  "Atlas",
  "Bekins",
  "Wheaton",
  "Arpin",
  "Graebel",
  "Suddath",
  "Stevens Van",
  "Stevens Worldwide",
  "Coleman",
  "Hilldrup",
  "National Van",
  "American Van",
  "Global Van",
  "Colonial Van",
  "Interstate Van",
  "JK Moving",
  "U-Haul",
  "UHaul",
  "PODS",
  "Penske",
  "Ryder",
  "Budget Truck",
  "U-Pack",
  "ReloCube",
  "PackRat",
  "Pack Rat",
  "SMARTBOX",
  "Zippy Shell",
  "1-800-Pack",
  "College Hunks",
  "All My Sons",
  "Bellhop",
  "Two Small Men",
  "Meathead",
  "Piece of Cake",
  "Moishe",
  "Safeway Moving",
  "International Van",
  "Mini Moves",
  "Lugg",
  "Dolly",
  "Great Guys",
  "Student Movers",
  "Unpakt",
  "moveBuddha",
  "Sirva",
  "UniGroup",
  "Big Man",
] as const;

const PATTERNS = REAL_MOVING_BRANDS.map((brand) => new RegExp(`(?:^|[^a-z0-9])${brand.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")}(?:$|[^a-z0-9])`, "i"));

/** The first real brand a name contains, or undefined. */
export function realBrandIn(name: string): string | undefined {
  const index = PATTERNS.findIndex((p) => p.test(name));
  return index === -1 ? undefined : REAL_MOVING_BRANDS[index];
}
