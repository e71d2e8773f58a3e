import type { z } from "zod";
import { formatZodError, zodIssues } from "../../lib/errors";
import { authError, originAllowed } from "../auth/guard";
import { sessionFromRequest } from "../auth/session";
import type { AdminSession } from "../db/store/repositories/admin-auth";
import { getStore, type Store } from "../db/store/store";
import { storeFailure } from "../db/store/store-errors";
import type { FunctionContext, FunctionHandler } from "./context";
import { BodyError, type BodyFormat, readBody, readBytes } from "./request-body";
import { json } from "./responses";
import { withSecurityHeaders } from "./security-headers";

/**
 * The one wrapper every function in functions/ goes through. Per method it declares what the
 * request must be (admin session, same Origin, query and body schemas, body size) and the
 * wrapper enforces it before the handler runs; the handler reads validated input, calls one use
 * case and answers. The wrapper also answers 405 for other methods (HEAD is served by GET),
 * 503 with Retry-After when the run-time store cannot be reached or written (read-only, full;
 * see store-errors.ts), 500 without a stack trace for anything else, and adds the security
 * headers Netlify does not add to function responses.
 */
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** How an error is written: JSON `{ error, issues? }` by default. */
export type ErrorWriter = (
  message: string,
  status: number,
  extra?: { headers?: Record<string, string>; issues?: ReturnType<typeof zodIssues> },
) => Response;

export const jsonErrorWriter: ErrorWriter = (message, status, extra = {}) =>
  json(extra.issues ? { error: message, issues: extra.issues.map((i) => ({ path: i.field, message: i.message })) } : { error: message }, {
    status,
    headers: extra.headers,
  });

export type BodySpec<B> = { schema: z.ZodType<B, unknown>; maxBytes: number; accept?: readonly BodyFormat[] } | { raw: true; maxBytes: number };

export interface RouteSpec<Q, B, P = undefined> {
  /** Require a signed-in admin (401 otherwise); for every method but GET also a same-site Origin (403). */
  admin?: boolean;
  /** Refuse a foreign Origin (403) without requiring a session (login). */
  sameOrigin?: boolean;
  /** Schema of the query string; blank parameters count as absent. */
  query?: z.ZodType<Q, unknown>;
  body?: BodySpec<B>;
  /**
   * Schema of the path parameters (`context.params`), parsed after the query and body. A failure
   * answers 404 `notFound` when the route names one (a malformed id is as unknown as a missing
   * row), else 400 naming the parameter.
   */
  params?: z.ZodType<P, unknown>;
  /** The 404 message for path parameters that fail `params`. */
  notFound?: string;
  /** How refusals are written (default JSON `{ error }`). */
  errors?: ErrorWriter;
  handle(input: HandlerInput<Q, B, P>): Response | Promise<Response>;
}

export interface HandlerInput<Q, B, P = undefined> {
  req: Request;
  context: FunctionContext;
  query: Q;
  body: B;
  /** The path parameters as `params` parsed them. */
  params: P;
  /** The signed-in admin, for `admin` routes. */
  admin: AdminSession;
  /** The run-time store, opened on first use (functions that only read the snapshot never open it). */
  store(): Promise<Store>;
  /** Writes an error the way this route writes refusals; `issues` name the fields at fault. */
  fail(message: string, status: number, headers?: Record<string, string>, issues?: ReturnType<typeof zodIssues>): Response;
}

// biome-ignore lint/suspicious/noExplicitAny: each method has its own query, body and path types
type AnyRoute = RouteSpec<any, any, any>;

/** One route: `route({ admin: true, query: schema, handle: ({ query }) => ... })`, typed by its schemas. */
export function route<Q = undefined, B = undefined, P = undefined>(spec: RouteSpec<Q, B, P>): RouteSpec<Q, B, P> {
  return spec;
}

/** Builds a function's default export from its routes by method. */
export function defineFunction(routes: Partial<Record<Method, AnyRoute>>): FunctionHandler {
  const allowed = Object.keys(routes);
  if (routes.GET) allowed.push("HEAD");
  return async (req, context) => {
    const method = req.method === "HEAD" ? "GET" : req.method;
    const spec = routes[method as Method];
    if (!spec) {
      return withSecurityHeaders(jsonErrorWriter(`Method ${req.method} not allowed`, 405, { headers: { Allow: allowed.join(", ") } }));
    }
    const fail = spec.errors ?? jsonErrorWriter;
    try {
      return withSecurityHeaders(await run(spec, req, context, fail));
    } catch (error) {
      if (error instanceof BodyError) return withSecurityHeaders(fail(error.message, error.status));
      const failure = storeFailure(error);
      if (failure) {
        console.error(
          `[${context.requestId}] ${req.method} ${new URL(req.url).pathname}: store ${failure.kind} (${failure.code}):`,
          error instanceof Error ? error.message : error,
        );
        return withSecurityHeaders(fail(failure.message, 503, { headers: { "Retry-After": String(failure.retryAfterSeconds) } }));
      }
      console.error(`[${context.requestId}] ${req.method} ${new URL(req.url).pathname} failed:`, error);
      return withSecurityHeaders(fail("Internal server error", 500));
    }
  };
}

async function run(spec: AnyRoute, req: Request, context: FunctionContext, fail: ErrorWriter): Promise<Response> {
  let admin: AdminSession | undefined;
  if (spec.admin) {
    const session = await sessionFromRequest(await getStore(), req);
    if (!session) return authError("Authentication required", 401);
    admin = session;
  }
  if ((spec.admin && req.method !== "GET" && req.method !== "HEAD") || spec.sameOrigin) {
    if (!originAllowed(req)) return authError("Cross-origin request refused", 403);
  }
  let query: unknown;
  if (spec.query) {
    const params = Object.fromEntries([...new URL(req.url).searchParams].filter(([, v]) => v.trim() !== ""));
    const parsed = spec.query.safeParse(params);
    if (!parsed.success) return fail(formatZodError(parsed.error), 400, { issues: zodIssues(parsed.error) });
    query = parsed.data;
  }
  let body: unknown;
  if (spec.body && "raw" in spec.body) {
    body = await readBytes(req, spec.body.maxBytes);
  } else if (spec.body) {
    // Admin writes take JSON only: a form post is what a cross-site page can send without asking.
    const raw = await readBody(req, spec.body.maxBytes, spec.admin ? ["json"] : spec.body.accept);
    const parsed = spec.body.schema.safeParse(raw);
    if (!parsed.success) return fail(formatZodError(parsed.error), 400, { issues: zodIssues(parsed.error) });
    body = parsed.data;
  } else if (req.body) {
    await readBytes(req, 0); // a route that declares no body refuses one (413), having read at most a chunk
  }
  let params: unknown;
  if (spec.params) {
    const parsed = spec.params.safeParse(context.params ?? {});
    if (!parsed.success) {
      if (spec.notFound !== undefined) return fail(spec.notFound, 404);
      return fail(formatZodError(parsed.error), 400, { issues: zodIssues(parsed.error) });
    }
    params = parsed.data;
  }
  return spec.handle({
    req,
    context,
    query,
    body,
    params,
    admin: admin as AdminSession,
    store: getStore,
    fail: (message, status, headers, issues) => fail(message, status, { headers, issues }),
  });
}
