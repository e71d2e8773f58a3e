/**
 * Word lists for fictional company names, descriptions and street addresses. None of the
 * names of national van lines or franchises appear here, so no sample company poses as a real
 * brand; contact details are fictional too (555-01xx phones, .example domains).
 */
export const SURNAMES = [
  "Anderson", "Baker", "Bennett", "Brooks", "Caldwell", "Carter", "Castillo", "Chen", "Coleman", "Delgado",
  "Donovan", "Ellis", "Ferguson", "Fischer", "Garcia", "Gibson", "Gonzalez", "Graham", "Hale", "Harper",
  "Hayes", "Holloway", "Jensen", "Keller", "Kim", "Lambert", "Larsen", "Lopez", "Marsh", "Martinez",
  "McCoy", "Mendoza", "Monroe", "Nguyen", "Novak", "O'Brien", "Ortega", "Patel", "Pearson", "Quinn",
  "Ramirez", "Reyes", "Rhodes", "Russo", "Santos", "Schultz", "Shaw", "Sullivan", "Tanaka", "Torres",
  "Turner", "Vasquez", "Walsh", "Warren", "Whitaker", "Yates", "Zimmerman", "Abbott", "Barlow", "Crane",
];

export const ADJECTIVES = [
  "Reliable", "Careful", "Swift", "Friendly", "Trusted", "Precision", "Honest", "Steady", "Summit", "Evergreen",
  "Blue Sky", "Golden Key", "Red Barn", "Lighthouse", "Keystone", "Cornerstone", "Maple Leaf", "True North",
  "Silver Line", "Open Road", "Hometown", "Neighborly", "Gentle Giant Crew", "First Choice", "Smart Move",
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

/** One common area code per state, for the fictional 555-01xx phone numbers. */
export const AREA_CODES: Record<string, string> = {
  AL: "205", AK: "907", AZ: "602", AR: "501", CA: "213", CO: "303", CT: "203", DE: "302", DC: "202", FL: "305",
  GA: "404", HI: "808", ID: "208", IL: "312", IN: "317", IA: "515", KS: "316", KY: "502", LA: "504", ME: "207",
  MD: "410", MA: "617", MI: "313", MN: "612", MS: "601", MO: "314", MT: "406", NE: "402", NV: "702", NH: "603",
  NJ: "201", NM: "505", NY: "212", NC: "704", ND: "701", OH: "614", OK: "405", OR: "503", PA: "215", RI: "401",
  SC: "803", SD: "605", TN: "615", TX: "713", UT: "801", VT: "802", VA: "804", WA: "206", WV: "304", WI: "414",
  WY: "307",
};

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
