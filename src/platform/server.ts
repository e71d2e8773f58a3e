import { existsSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { headersFor, matchRedirect } from "../lib/netlify-rules";
import { requestUrl } from "../server/http/client-address";
import { type ConnectionLimits, DEFAULT_CONNECTION_LIMITS } from "../server/http/connection-limits";
import { loadNetlifyRules } from "../server/netlify-rules-file";
import { DistHeaders } from "./dist-headers";
import { invokeFunction } from "./function-invoker";
import { type FunctionMatch, loadFunctions, matchFunction } from "./functions-registry";
import { type StaticFile, StaticFiles, sendText } from "./static-files";

/** Where the site, the functions and netlify.toml live, and the request limits. */
export interface AppServerOptions {
  distDir: string;
  functionsDir: string;
  netlifyTomlPath: string;
  /** Server-wide ceiling on a request body (each function declares its own, smaller, limit). */
  maxBodyBytes: number;
  /** A proxy in front appends the client IP to X-Forwarded-For and sets X-Forwarded-Proto. */
  trustProxy: boolean;
  /** The configured public origin (SITE_URL): a Host header naming anything else is not trusted. */
  siteUrl?: string;
  /** Connection caps and timeouts (defaults: {@link DEFAULT_CONNECTION_LIMITS}). */
  limits?: Partial<ConnectionLimits>;
  /** One line per answered request: method, URL, status, milliseconds. */
  logRequests?: boolean;
}

/** {@link AppServerOptions} plus where to listen (`port: 0` picks a free port). */
export interface StartServerOptions extends AppServerOptions {
  host: string;
  port: number;
}

/** A listening server: its base URL and a graceful `close()`. */
export interface RunningServer {
  server: http.Server;
  /** `http://HOST:PORT` with the real bound port. */
  url: string;
  /** Stops accepting connections, lets in-flight requests and `waitUntil` work finish. */
  close(): Promise<void>;
}

const background = new WeakMap<http.Server, Set<Promise<unknown>>>();

/** Collapses leading slashes/backslashes so a Location can never be protocol-relative. */
const localPath = (p: string) => `/${p.replace(/^[/\\]+/, "")}`;

function parseRequestTarget(raw: string): URL | null {
  try {
    if (raw.startsWith("/")) return new URL(`http://localhost${raw}`);
    const absolute = new URL(raw); // absolute-form request target
    return new URL(`http://localhost${absolute.pathname}${absolute.search}`);
  } catch {
    return null;
  }
}

/**
 * Builds (does not start) the server: per request (a) strip a trailing slash with a 301,
 * (b) a function whose `config.path` matches, (c) netlify.toml redirects/rewrites,
 * (d) static files from dist (GET/HEAD only), (e) the 404 page. Loads every function and
 * netlify.toml up front, so configuration errors surface at startup.
 */
export async function createAppServer(options: AppServerOptions): Promise<http.Server> {
  const routes = await loadFunctions(options.functionsDir);
  const rules = await loadNetlifyRules(options.netlifyTomlPath);
  const statics = new StaticFiles(options.distDir);
  const distHeaders = new DistHeaders(options.distDir);
  const pageHeaders = (pathname: string) => headersFor([...rules.headers, ...distHeaders.rules()], pathname);
  const address = { trustProxy: options.trustProxy, siteUrl: options.siteUrl ?? "http://localhost:4321" };
  const pending = new Set<Promise<unknown>>();
  const waitUntil = (promise: Promise<unknown>) => {
    const tracked = Promise.resolve(promise)
      .catch((error) => console.error("waitUntil promise rejected:", error))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  const exists = async (p: string) => (await statics.resolve(p)) !== null;

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const head = method === "HEAD";
    const readOnly = method === "GET" || head;
    const target = parseRequestTarget(req.url ?? "/");
    if (!target) return sendText(res, 400, "Bad Request", head);
    const { pathname, search } = target;

    const redirect = (status: number, location: string) => sendText(res, status, `Redirecting to ${location}`, head, { Location: location });
    const invoke = (match: FunctionMatch, pathAndQuery: string) =>
      invokeFunction(req, res, match, requestUrl(req, pathAndQuery, address), {
        maxBodyBytes: options.maxBodyBytes,
        trustProxy: options.trustProxy,
        waitUntil,
      });
    const serveFile = (file: StaticFile, status = 200) => {
      if (status === 200 && !readOnly) return sendText(res, 405, "Method Not Allowed", head, { Allow: "GET, HEAD" });
      return statics.send(req, res, file, { status, headers: pageHeaders(pathname) });
    };
    const notFound = () => statics.sendNotFound(req, res, pageHeaders(pathname));

    // (a) trailing slash
    if (pathname.length > 1 && pathname.endsWith("/")) return redirect(301, localPath(pathname.replace(/\/+$/, "")) + search);

    // (b) functions
    const fn = matchFunction(routes, pathname, method);
    if (fn && !(fn.route.preferStatic && readOnly && (await exists(pathname)))) return invoke(fn, pathname + search);

    // (c) netlify.toml redirects and rewrites
    const rule = await matchRedirect(rules.redirects, pathname, search, exists);
    if (rule) {
      if (rule.status >= 300 && rule.status < 400) return redirect(rule.status, rule.target);
      if (/^[a-z][a-z\d+.-]*:/i.test(rule.target)) {
        return sendText(res, 501, "Proxying to another host is not supported by the local server", head);
      }
      const rewritten = new URL(rule.target, "http://localhost");
      if (rule.status === 200) {
        const targetFn = matchFunction(routes, rewritten.pathname, method);
        if (targetFn) return invoke(targetFn, rewritten.pathname + rewritten.search);
      }
      const file = await statics.resolve(rewritten.pathname);
      if (file) return serveFile(file, rule.status);
      if (rule.status === 200) return notFound();
      return sendText(res, rule.status, STATUS_CODES[rule.status] ?? "Error", head);
    }

    // (d) static files, (e) not found
    const file = await statics.resolve(pathname);
    return file ? serveFile(file) : notFound();
  }

  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...options.limits };
  const server = http.createServer({ maxHeaderSize: limits.maxHeaderBytes }, async (req, res) => {
    const started = performance.now();
    res.once("close", () => {
      // One line per request the client abandoned, never a stack trace.
      if (!res.writableFinished) console.warn(`${req.method} ${req.url}: client went away before the answer was sent`);
      else if (options.logRequests) {
        console.log(`${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
      }
    });
    try {
      await route(req, res);
    } catch (error) {
      if (res.destroyed || (error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE") return;
      console.error(`${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) sendText(res, 500, "Internal Server Error", req.method === "HEAD");
      else res.destroy();
    }
  });
  server.maxConnections = limits.maxConnections;
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  background.set(server, pending);
  return server;
}

/** Waits for every pending `context.waitUntil` promise of a server built by {@link createAppServer}. */
export async function drainBackgroundWork(server: http.Server): Promise<void> {
  const pending = background.get(server);
  while (pending && pending.size > 0) await Promise.allSettled([...pending]);
}

/**
 * Checks that `distDir` holds a built site, builds the server and listens on host:port.
 * Throws "… Run npm run build first" when dist has no index.html.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  if (!existsSync(path.join(options.distDir, "index.html"))) {
    throw new Error(`${path.join(options.distDir, "index.html")} not found. Run npm run build first.`);
  }
  const server = await createAppServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(":") ? `[${options.host}]` : options.host;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 5000);
      force.unref();
      await closed;
      clearTimeout(force);
      const giveUp = new Promise<void>((resolve) => setTimeout(resolve, 10_000).unref());
      await Promise.race([drainBackgroundWork(server), giveUp]);
    })());
  return { server, url: `http://${host}:${port}`, close };
}
