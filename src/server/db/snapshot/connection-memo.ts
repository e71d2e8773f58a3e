import type { Db } from "./snapshot";

/**
 * A cache of values built from a snapshot connection, by key (a service slug, say): the snapshot
 * never changes under an open connection, so each value is built once and kept as long as the
 * connection is. Returns the function that looks a value up, building it on first use.
 */
export function perConnection<V>(): (db: Db, key: string, build: () => V) => V {
  const kept = new WeakMap<Db, Map<string, V>>();
  return (db, key, build) => {
    let byKey = kept.get(db);
    if (!byKey) {
      byKey = new Map();
      kept.set(db, byKey);
    }
    let value = byKey.get(key);
    if (value === undefined) {
      value = build();
      byKey.set(key, value);
    }
    return value;
  };
}
