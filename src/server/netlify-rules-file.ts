import { readFile } from "node:fs/promises";
import { type NetlifyRules, parseNetlifyToml } from "../lib/netlify-rules";

/** Reads and parses netlify.toml; a missing file means no rules. */
export async function loadNetlifyRules(tomlPath: string): Promise<NetlifyRules> {
  let source: string;
  try {
    source = await readFile(tomlPath, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { redirects: [], headers: [] };
    throw error;
  }
  return parseNetlifyToml(source, tomlPath);
}
