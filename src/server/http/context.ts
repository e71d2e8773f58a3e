import type { Context } from "@netlify/functions";

/**
 * The part of Netlify's function context our functions use. Netlify passes a full `Context`
 * (assignable to this); the local server (scripts/serve.ts) builds one of these itself.
 */
export type FunctionContext = Pick<Context, "ip" | "params" | "requestId" | "waitUntil">;

/** A Netlify Functions v2 handler. */
export type FunctionHandler = (req: Request, context: FunctionContext) => Response | Promise<Response>;

/** The static route declaration every file in functions/ exports as `config`. */
export interface FunctionConfig {
  path: string | string[];
}
