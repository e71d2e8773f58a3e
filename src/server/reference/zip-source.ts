import zipcodes from "zipcodes";
import type { ZipRecord } from "../../lib/cities";
import { postalCityName } from "../../lib/postal-city-name";
import { stateByAbbreviation } from "../../lib/states";

/**
 * The US ZIP codes of the 50 states and DC from the `zipcodes` npm package (~41,000 after
 * dropping territories and military post offices), sorted by ZIP. City names are recased the
 * way the Postal Service and the towns write them ("Mcallen" → "McAllen"; see postal-city-name.ts).
 */
export function loadZipRecords(): ZipRecord[] {
  const records: ZipRecord[] = [];
  for (const c of Object.values(zipcodes.codes)) {
    if (c.country !== "US" || !stateByAbbreviation(c.state)) continue;
    if (!Number.isFinite(c.latitude) || !Number.isFinite(c.longitude)) continue;
    // Only Alaska's western Aleutians lie east of 180°; elsewhere a positive longitude is a lost
    // minus sign (10200, New York, sits at 73.95 in the package).
    const lng = c.longitude > 0 && c.state !== "AK" ? -c.longitude : c.longitude;
    records.push({ zip: c.zip, city: postalCityName(c.city, c.state), state: c.state, lat: c.latitude, lng });
  }
  return records.sort((a, b) => a.zip.localeCompare(b.zip));
}
