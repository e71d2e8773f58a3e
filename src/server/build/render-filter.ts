import fs from "node:fs";

/**
 * Which pages of the company-driven routes (profiles, city pages, company directory pages) this
 * `astro build` renders. A full build renders them all; an incremental rebuild names the pages a
 * change affects in a JSON file (an array of URL paths) passed as RENDER_ONLY_FILE, and every
 * other route renders in full as usual.
 */
export const RENDER_ONLY_ENV = "RENDER_ONLY_FILE";

let only: Set<string> | null | undefined;

function renderOnly(): Set<string> | null {
  if (only === undefined) {
    const file = process.env[RENDER_ONLY_ENV];
    only = file ? new Set(JSON.parse(fs.readFileSync(file, "utf8")) as string[]) : null;
  }
  return only;
}

/** Keeps the static paths whose URL path this build renders. */
export function rendered<T>(entries: T[], pathOf: (entry: T) => string): T[] {
  const keep = renderOnly();
  return keep ? entries.filter((entry) => keep.has(pathOf(entry))) : entries;
}
