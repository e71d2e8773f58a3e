/**
 * Word lists for fictional company names, descriptions and street addresses. None of the
 * names of national van lines, franchises or rental brands appear here (brands.ts lists them and
 * the generator refuses any name that contains one), so no sample company poses as a real brand;
 * contact details are fictional too (555-01xx phones, .example domains, area codes in area-codes.ts).
 */
export const SURNAMES = [
  "Anderson", "Baker", "Bennett", "Brooks", "Caldwell", "Carter", "Castillo", "Chen", "Kowalski", "Delgado",
  "Donovan", "Ellis", "Ferguson", "Fischer", "Garcia", "Gibson", "Gonzalez", "Graham", "Hale", "Harper",
  "Hayes", "Holloway", "Jensen", "Keller", "Kim", "Lambert", "Larsen", "Lopez", "Marsh", "Martinez",
  "McCoy", "Mendoza", "Monroe", "Nguyen", "Novak", "O'Brien", "Ortega", "Patel", "Pearson", "Quinn",
  "Ramirez", "Reyes", "Rhodes", "Russo", "Santos", "Schultz", "Shaw", "Sullivan", "Tanaka", "Torres",
  "Turner", "Vasquez", "Walsh", "Warren", "Whitaker", "Yates", "Zimmerman", "Abbott", "Barlow", "Crane",
];

export const ADJECTIVES = [
  "Reliable", "Careful", "Prompt", "Friendly", "Trusted", "Precision", "Honest", "Steady", "Summit", "Evergreen",
  "Blue Sky", "Golden Key", "Red Barn", "Lighthouse", "Keystone", "Cornerstone", "Maple Leaf", "True North",
  "Silver Line", "Open Road", "Hometown", "Neighborly", "Good Neighbor", "First Choice", "Right Move",
  "Clear Path", "Bright Start", "Oak & Pine", "Harbor", "Prairie", "Canyon", "River City", "Pioneer", "Heritage",
];

export const NOUNS = ["Movers", "Moving", "Relocation", "Moving & Storage", "Van & Storage", "Moving Co.", "Haulers", "Transfer"];

export const SUFFIXES = ["", "", "", " LLC", " Inc.", " Co.", " & Sons", " Group", " Services"];

export const STREET_NAMES = [
  "Main", "Oak", "Maple", "Cedar", "Pine", "Elm", "Washington", "Lake", "Hill", "Park", "Industrial", "Commerce",
  "Market", "Mill", "River", "Spring", "Center", "Highland", "Sunset", "Railroad", "Airport", "Harbor", "Union",
  "Franklin", "Jefferson", "Madison", "Lincoln", "Meadow", "Ridge", "Valley",
];

export const STREET_TYPES = ["St", "Ave", "Blvd", "Rd", "Dr", "Way", "Pkwy", "Ln", "Ct"];

export const STRENGTHS = [
  "careful handling of furniture and fragile items",
  "on-time arrivals and clear, written estimates",
  "full-service packing with quality materials",
  "apartment and high-rise moves with elevator reservations",
  "same-day and weekend availability",
  "family homes, from studios to five-bedroom houses",
  "office relocations planned around business hours",
  "climate-controlled storage for short and long stays",
  "pianos, safes and other heavy specialty items",
  "senior moves handled with patience and care",
];

/** How likely a company lists each service (every company lists at least one). */
export const SERVICE_ODDS: Record<string, number> = {
  "local-moving": 0.9,
  "long-distance-moving": 0.6,
  packing: 0.55,
  storage: 0.4,
  "commercial-moving": 0.35,
  "piano-moving": 0.15,
  "auto-transport": 0.12,
  "senior-moving": 0.1,
  "junk-removal": 0.08,
  "international-moving": 0.05,
};
