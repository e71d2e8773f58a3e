import { type Db, statement } from "./snapshot";

/** The centre of one ZIP code with its city, for the cost calculator's distance. */
export interface ZipCoordinates {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

const SELECT_ZIP = `SELECT z.zip, c.name AS city, z.state, z.lat, z.lng
  FROM zip_codes z JOIN cities c ON c.id = z.city_id
  WHERE z.zip = ?`;

/**
 * A ZIP code's coordinates, city and state, or undefined when the reference data does not have
 * it: `getZipCoordinates(db, "78701")` → `{ zip: "78701", city: "Austin", state: "TX", lat, lng }`.
 */
export function getZipCoordinates(db: Db, zip: string): ZipCoordinates | undefined {
  return statement<[string], ZipCoordinates>(db, SELECT_ZIP).get(zip);
}
