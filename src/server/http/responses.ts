import type { FunctionContext, FunctionHandler } from "./context";

/** A JSON response with `Content-Type: application/json` and no caching unless `init` says otherwise. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** `{ "error": message }` with the given status (400 by default). */
export function jsonError(message: string, status = 400, init: ResponseInit = {}): Response {
  return json({ error: message }, { ...init, status });
}

type MethodHandlers = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", FunctionHandler>>;

/**
 * Builds a handler that dispatches on the HTTP method: unknown methods get 405 with an
 * `Allow` header, HEAD is served by GET, and an exception becomes a 500 JSON body without a
 * stack trace (the trace goes to the server log).
 */
export function methods(handlers: MethodHandlers): FunctionHandler {
  const allowed = Object.keys(handlers);
  if (handlers.GET) allowed.push("HEAD");
  return async (req: Request, context: FunctionContext) => {
    const method = req.method === "HEAD" ? "GET" : req.method;
    const handler = handlers[method as keyof MethodHandlers];
    if (!handler) {
      return jsonError(`Method ${req.method} not allowed`, 405, { headers: { Allow: allowed.join(", ") } });
    }
    try {
      return await handler(req, context);
    } catch (error) {
      console.error(`[${context.requestId}] ${req.method} ${new URL(req.url).pathname} failed:`, error);
      return jsonError("Internal server error", 500);
    }
  };
}
