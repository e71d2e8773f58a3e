/**
 * The pages `bench:lighthouse` measures by default, found in a built site: home, /get-quotes,
 * /calculator, a state, the biggest city page and the first profile.
 */
import fs from "node:fs";
import path from "node:path";

/** The largest city page (`moving-companies/<state>/<city>.html`, first page only), as a site path. */
export function biggestCityPath(dist: string): string {
  const root = path.join(dist, "moving-companies");
  let best = { bytes: -1, file: "" };
  for (const state of fs.readdirSync(root, { withFileTypes: true })) {
    // State folders sit beside their state page; others (the directory's own `page/N`) are not cities.
    if (!state.isDirectory() || !fs.existsSync(path.join(root, `${state.name}.html`))) continue;
    for (const city of fs.readdirSync(path.join(root, state.name), { withFileTypes: true })) {
      if (!city.isFile() || !city.name.endsWith(".html")) continue;
      const bytes = fs.statSync(path.join(root, state.name, city.name)).size;
      if (bytes > best.bytes) best = { bytes, file: `${state.name}/${city.name}` };
    }
  }
  if (!best.file) throw new Error(`No city pages under ${root}`);
  return `/moving-companies/${best.file.replace(/\.html$/, "")}`;
}

export function firstProfilePath(dist: string): string {
  const first = fs
    .readdirSync(path.join(dist, "company"))
    .filter((name) => name.endsWith(".html"))
    .sort()[0];
  if (!first) throw new Error(`No profiles under ${path.join(dist, "company")}`);
  return `/company/${first.replace(/\.html$/, "")}`;
}

export function defaultPages(dist: string): string[] {
  return ["/", "/get-quotes", "/calculator", "/moving-companies/texas", biggestCityPath(dist), firstProfilePath(dist)];
}
