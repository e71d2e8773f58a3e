import { config, resolvePath } from "../config";
import { type Db, openDatabase } from "./connection";

let snapshot: Db | undefined;

/**
 * The read-only connection pages use at build time: opened once per build (module cache),
 * never written to.
 */
export function getSnapshot(): Db {
  snapshot ??= openDatabase(resolvePath(config().DATABASE_PATH), { readonly: true });
  return snapshot;
}
