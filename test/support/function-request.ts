import type { FunctionContext, FunctionHandler } from "../../src/server/http/context";

/** What one call of a function handler sends. */
export interface CallInit {
  method?: string;
  /** Sent as JSON (with its content type) when given. */
  body?: unknown;
  /** The path parameters (`context.params`); `id` is a shorthand for `{ id }`. */
  params?: Record<string, string>;
  id?: string;
  /** `false` sends no admin cookie. */
  auth?: boolean;
}

/** The context the platform hands a function: a fixed client IP and request id, background work ignored. */
export const functionContext = (params: Record<string, string> = {}): FunctionContext => ({
  ip: "192.0.2.1",
  params,
  requestId: "t",
  waitUntil: () => {},
});

/**
 * A caller of function handlers as a signed-in admin's browser makes them: the session cookie
 * (read when each call is made, so it may be set in `beforeAll`) and the headers that mark a
 * same-origin request.
 * Example: `const call = adminCaller({ base: BASE, cookie: () => cookie, headers: { origin: BASE } }); await call(fn, "/api/admin/x", { method: "POST", body })`
 */
export function adminCaller(options: { base: string; cookie: () => string; headers: Record<string, string> }) {
  return (handler: FunctionHandler, path: string, init: CallInit = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (init.auth !== false) headers.cookie = options.cookie();
    if (init.body !== undefined) headers["content-type"] = "application/json";
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const params = init.params ?? (init.id === undefined ? {} : { id: init.id });
    return handler(new Request(`${options.base}${path}`, { method: init.method ?? "GET", headers, body }), functionContext(params));
  };
}

/** The JSON body of a response (or of a pending one). */
export const json = async <T = Record<string, unknown>>(res: Response | Promise<Response>): Promise<T> => (await (await res).json()) as T;
