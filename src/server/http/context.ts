import type { Context } from "@netlify/functions";

/**
 * The part of Netlify's function context our functions use. Netlify passes a full `Context`
 * (assignable to this); the local server (scripts/serve.ts) builds one of these itself. Path
 * parameters are read through a route's `params` schema, never from `context.params` by hand.
 */
export type FunctionContext = Pick<Context, "ip" | "params" | "requestId" | "waitUntil">;

/** A Netlify Functions v2 handler. */
export type FunctionHandler = (req: Request, context: FunctionContext) => Response | Promise<Response>;
