import type { z } from "zod";
import { idParamsSchema } from "../../lib/path-params";
import type { Store } from "../db/store/store";
import { type HandlerInput, type RouteSpec, route } from "./define-function";
import { json } from "./responses";

type IdParams = z.infer<typeof idParamsSchema>;

/** A route spec whose handler also gets the path's `id` and the route's 404 answer. */
export interface ByIdSpec<Q, B> extends Omit<RouteSpec<Q, B, IdParams>, "handle" | "params" | "notFound"> {
  handle(input: HandlerInput<Q, B, IdParams> & { id: number; notFound(): Response }): unknown;
}

/**
 * A route on a `/:id` path (`/api/admin/uploads/:id`, ...). The wrapper parses the id with
 * `idParamsSchema`; a malformed one answers 404 `notFound` like an unknown one, before the
 * handler runs. The handler answers a Response, a value sent as JSON, or undefined/null/false
 * for 404.
 * @example GET: byId("Job not found", { admin: true, handle: async ({ id, store }) => getJob((await store()).db, id) })
 */
export function byId<Q = undefined, B = undefined>(notFound: string, spec: ByIdSpec<Q, B>): RouteSpec<Q, B, IdParams> {
  return route<Q, B, IdParams>({
    ...spec,
    params: idParamsSchema,
    notFound,
    async handle(input) {
      const missing = () => input.fail(notFound, 404);
      const answer = await spec.handle({ ...input, id: input.params.id, notFound: missing });
      if (answer instanceof Response) return answer;
      return answer === undefined || answer === null || answer === false ? missing() : json(answer);
    },
  });
}

/** An admin GET of one row: `load(store, id)` as JSON, 404 `notFound` when it finds nothing. */
export function adminGetById(notFound: string, load: (store: Store, id: number) => Promise<unknown>): RouteSpec<undefined, undefined, IdParams> {
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
): RouteSpec<undefined, B, IdParams> {
  return byId<undefined, B>(notFound, {
    admin: true,
    body,
    handle: async ({ id, body, admin, store }) => save(await store(), id, body, admin.username),
  });
}
