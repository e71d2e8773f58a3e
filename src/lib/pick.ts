/**
 * The listed properties of `value` and nothing else: what crosses a boundary (an API answer, a
 * table row) is the list, so a field added to the source type never leaks through by accident.
 * @example pick({ id: 1, secret: "x" }, ["id"]) // { id: 1 }
 */
export function pick<T extends object, const K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}
