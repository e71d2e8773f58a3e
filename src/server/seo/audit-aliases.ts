import type { RedirectRule } from "../../lib/netlify-rules";

/** The value put in a made-up path segment (no page of the site has it). */
export const PROBE_SEGMENT = "zz-no-such-page";

/** Named parameters of a path pattern, in order. */
const paramsOf = (pattern: string) => [...pattern.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]);

/** A regular expression matching paths of `pattern`, capturing its named segments. */
function patternRegex(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "([^/]+)" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`, "i");
}

const fill = (pattern: string, values: Record<string, string>) => pattern.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => values[name] ?? whole);

/**
 * From the site's 200 rewrites with named segments (`/states/:state` → `/moving-companies/:state`):
 * - aliases: the rewrite's URL of each page it serves, when every segment can be read from the
 *   page's own URL (so `/states/texas` for `/moving-companies/texas`);
 * - probes: one URL per rewrite with made-up segments (segments the target needs are taken from
 *   a real page, so a rewrite that ignores the others is caught) that should answer 404.
 * Splat rewrites (`/admin/*`, an app shell) are left out.
 */
export function aliasesAndProbes(
  rules: readonly RedirectRule[],
  pageUrls: readonly string[],
): { aliases: string[]; probes: { path: string; rule: string }[] } {
  const aliases: string[] = [];
  const probes: { path: string; rule: string }[] = [];
  for (const rule of rules) {
    if (rule.status !== 200 || rule.names.length === 0 || rule.names.includes("splat") || !rule.to.startsWith("/")) continue;
    const toParams = paramsOf(rule.to);
    const toRegex = patternRegex(rule.to);
    const covers = rule.names.every((n) => toParams.includes(n));
    let sample: Record<string, string> | undefined;
    for (const url of pageUrls) {
      const m = toRegex.exec(url);
      if (!m) continue;
      const values = Object.fromEntries(toParams.map((n, i) => [n, m[i + 1]]));
      sample ??= values;
      if (covers) aliases.push(fill(rule.from, values));
    }
    const made = Object.fromEntries(rule.names.map((n) => [n, PROBE_SEGMENT]));
    // With every segment made up the target is missing too; keep the target's real where we can.
    const probe = fill(rule.from, covers ? made : { ...made, ...(sample ?? {}) });
    probes.push({ path: probe, rule: `${rule.from} → ${rule.to}` });
  }
  return { aliases, probes };
}
