import zipcodes from "zipcodes";
import type { ZipRecord } from "../../lib/cities";
import { stateByAbbreviation } from "../../lib/states";

/**
 * The US ZIP codes of the 50 states and DC from the `zipcodes` npm package (~41,000 after
 * dropping territories and military post offices), sorted by ZIP.
 */
export function loadZipRecords(): ZipRecord[] {
  const records: ZipRecord[] = [];
  for (const c of Object.values(zipcodes.codes)) {
    if (c.country !== "US" || !stateByAbbreviation(c.state)) continue;
    if (!Number.isFinite(c.latitude) || !Number.isFinite(c.longitude)) continue;
    records.push({ zip: c.zip, city: c.city, state: c.state, lat: c.latitude, lng: c.longitude });
  }
  return records.sort((a, b) => a.zip.localeCompare(b.zip));
}
