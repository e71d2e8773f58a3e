import type { Db } from "./snapshot";

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

type Statement = ReturnType<Db["prepare"]>;
const statements = new WeakMap<Db, Statement>();

/**
 * A ZIP code's coordinates, city and state, or undefined when the reference data does not have
 * it: `getZipCoordinates(db, "78701")` → `{ zip: "78701", city: "Austin", state: "TX", lat, lng }`.
 * The statement is prepared once per connection.
 */
export function getZipCoordinates(db: Db, zip: string): ZipCoordinates | undefined {
  let statement = statements.get(db);
  if (!statement) {
    statement = db.prepare(SELECT_ZIP);
    statements.set(db, statement);
  }
  return statement.get(zip) as ZipCoordinates | undefined;
}
