import type { Context } from "@netlify/functions";

/**
 * The part of Netlify's function context our functions use. Netlify passes a full `Context`
 * (assignable to this); the local server (scripts/serve.ts) builds one of these itself.
 */
export type FunctionContext = Pick<Context, "ip" | "params" | "requestId" | "waitUntil">;

/** A Netlify Functions v2 handler. */
export type FunctionHandler = (req: Request, context: FunctionContext) => Response | Promise<Response>;

/**
 * The `:id` path parameter as a row id: digits only (at most 12), else undefined, so
 * `/api/admin/jobs/abc` or `/api/admin/jobs/1e3` answers 404 like an unknown id.
 * @example const id = idParam(context); if (id === undefined) return jsonError("Job not found", 404);
 */
export function idParam(context: Pick<FunctionContext, "params">): number | undefined {
  const raw = context.params.id ?? "";
  return /^\d{1,12}$/.test(raw) ? Number(raw) : undefined;
}
