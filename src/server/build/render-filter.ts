import fs from "node:fs";
import { z } from "zod";
import { formatZodError } from "../../lib/errors";
import { config } from "../config";
import { awaitPageList } from "./render-gate";

/**
 * Which pages of the company-driven routes (profiles, city pages, company directory pages) this
 * `astro build` renders. A full build renders them all; an incremental rebuild names the pages a
 * change affects in a JSON file (an array of URL paths) passed as RENDER_ONLY_FILE, and every
 * other route renders in full as usual.
 */
export const RENDER_ONLY_ENV = "RENDER_ONLY_FILE";

const pageListSchema = z.array(z.string().startsWith("/", "must be a URL path starting with /"));

/** Reads the page list; a file that is not a JSON array of paths stops the build with a message naming the file. */
export function readPageList(file: string): Set<string> {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${RENDER_ONLY_ENV} (${file}) is not readable JSON: ${(error as Error).message}`);
  }
  const parsed = pageListSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${RENDER_ONLY_ENV} (${file}): ${formatZodError(parsed.error)}`);
  return new Set(parsed.data);
}

let only: Set<string> | null | undefined;

function renderOnly(): Set<string> | null {
  if (only === undefined) {
    awaitPageList();
    const file = config().RENDER_ONLY_FILE;
    only = file ? readPageList(file) : null;
  }
  return only;
}

/** Keeps the static paths whose URL path this build renders. */
export function rendered<T>(entries: T[], pathOf: (entry: T) => string): T[] {
  const keep = renderOnly();
  return keep ? entries.filter((entry) => keep.has(pathOf(entry))) : entries;
}
