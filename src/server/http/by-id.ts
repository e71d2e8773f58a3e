import type { z } from "zod";
import type { Store } from "../db/store/store";
import { idParam } from "./context";
import { type HandlerInput, type RouteSpec, route } from "./define-function";
import { json } from "./responses";

/** A route spec whose handler also gets the path's `id` and the route's 404 answer. */
export interface ByIdSpec<Q, B> extends Omit<RouteSpec<Q, B>, "handle"> {
  handle(input: HandlerInput<Q, B> & { id: number; notFound(): Response }): unknown;
}

/**
 * A route on a `/:id` path (`/api/admin/uploads/:id`, ...). The id is read as a row id (see
 * `idParam`); a malformed one answers 404 `notFound` like an unknown one, before the handler
 * runs. The handler answers a Response, a value sent as JSON, or undefined/null/false for 404.
 * @example GET: byId("Job not found", { admin: true, handle: async ({ id, store }) => getJob((await store()).db, id) })
 */
export function byId<Q = undefined, B = undefined>(notFound: string, spec: ByIdSpec<Q, B>): RouteSpec<Q, B> {
  return route<Q, B>({
    ...spec,
    async handle(input) {
      const id = idParam(input.context);
      const missing = () => input.fail(notFound, 404);
      if (id === undefined) return missing();
      const answer = await spec.handle({ ...input, id, notFound: missing });
      if (answer instanceof Response) return answer;
      return answer === undefined || answer === null || answer === false ? missing() : json(answer);
    },
  });
}

/** An admin GET of one row: `load(store, id)` as JSON, 404 `notFound` when it finds nothing. */
export function adminGetById(notFound: string, load: (store: Store, id: number) => Promise<unknown>): RouteSpec<undefined, undefined> {
  return byId(notFound, { admin: true, handle: async ({ id, store }) => load(await store(), id) });
}

/**
 * An admin PATCH of one row: the body checked against `body`, then `save(store, id, body, actor)`
 * answered as JSON (a Response it gives is sent as is), 404 `notFound` when it finds nothing.
 */
export function adminPatchById<B>(
  notFound: string,
  body: { schema: z.ZodType<B, unknown>; maxBytes: number },
  save: (store: Store, id: number, body: B, actor: string) => Promise<unknown>,
): RouteSpec<undefined, B> {
  return byId<undefined, B>(notFound, {
    admin: true,
    body,
    handle: async ({ id, body, admin, store }) => save(await store(), id, body, admin.username),
  });
}
