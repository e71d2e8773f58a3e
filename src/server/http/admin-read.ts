import type { z } from "zod";
import type { Store } from "../db/store/store";
import { type RouteSpec, route } from "./define-function";
import { json } from "./responses";

/**
 * An admin GET that answers one use case's result as JSON: `load(store, query)` with the query
 * validated by `query` (a bad parameter is a 400 naming it), or `load(store)` without one.
 * @example GET: adminRead(auditListQuerySchema, listAuditLog)
 */
export function adminRead<Q>(query: z.ZodType<Q, unknown>, load: (store: Store, query: Q) => Promise<unknown>): RouteSpec<Q, undefined>;
export function adminRead(load: (store: Store) => Promise<unknown>): RouteSpec<undefined, undefined>;
export function adminRead<Q>(
  queryOrLoad: z.ZodType<Q, unknown> | ((store: Store) => Promise<unknown>),
  load?: (store: Store, query: Q) => Promise<unknown>,
): RouteSpec<Q, undefined> {
  if (typeof queryOrLoad === "function") {
    return route<Q, undefined>({ admin: true, handle: async ({ store }) => json(await queryOrLoad(await store())) });
  }
  const read = load as (store: Store, query: Q) => Promise<unknown>;
  return route<Q, undefined>({ admin: true, query: queryOrLoad, handle: async ({ query, store }) => json(await read(await store(), query)) });
}
