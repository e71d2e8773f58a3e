import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { URLPattern } from "urlpattern-polyfill";
import type { FunctionHandler } from "../server/http/context";

/** One `config.path` entry of one file in functions/, ready to match. */
export interface FunctionRoute {
  /** File name relative to the functions folder, e.g. `health.ts` (used in messages). */
  name: string;
  /** The path pattern as written in `config.path` (URLPattern syntax). */
  path: string;
  pattern: URLPattern;
  handler: FunctionHandler;
  /** Upper-case methods from `config.method`; undefined means every method. */
  methods?: string[];
  /** Patterns from `config.excludedPath`: paths the function does not serve. */
  excluded: URLPattern[];
  /** `config.preferStatic`: an existing static file wins over the function. */
  preferStatic: boolean;
}

/** A route that matched a request path, with the named groups of its pattern. */
export interface FunctionMatch {
  route: FunctionRoute;
  params: Record<string, string>;
}

const isFunctionFile = (file: string) => /\.m?ts$/.test(file) && !/\.(test|spec)\.m?ts$/.test(file) && !file.endsWith(".d.ts");

/** File names Netlify triggers on its deploy events (https://docs.netlify.com/build/functions/trigger-on-events/). */
const NETLIFY_EVENT_FUNCTION = /^deploy-(building|succeeded|failed|deleted|locked|unlocked)(-background)?\.m?ts$/;

/** True when a pattern has no placeholders, wildcards or groups (such routes are tried first). */
const isLiteral = (pattern: string) => !/[:*(){}]/.test(pattern);

function toList(value: unknown, what: string, name: string): string[] | undefined {
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || !list.every((v) => typeof v === "string" && v.length > 0)) {
    throw new Error(`functions/${name}: config.${what} must be a non-empty string or array of strings`);
  }
  return list as string[];
}

function compile(pattern: string, what: string, name: string): URLPattern {
  if (!pattern.startsWith("/")) {
    throw new Error(`functions/${name}: config.${what} "${pattern}" must start with "/"`);
  }
  try {
    return new URLPattern({ pathname: pattern });
  } catch (error) {
    throw new Error(`functions/${name}: config.${what} "${pattern}" is not a valid URLPattern (${String(error)})`);
  }
}

/** Validates one imported module and turns it into routes; throws a message naming the file. */
export function routesFromModule(name: string, mod: Record<string, unknown>): FunctionRoute[] {
  const handler = mod.default;
  if (typeof handler !== "function") {
    throw new Error(`functions/${name}: must export a handler function as default export`);
  }
  const cfg = mod.config as Record<string, unknown> | undefined;
  // Netlify invokes an event function (deploy-succeeded.ts, ...) by its file name on its own
  // events; it has no path, and locally there are no such events to route.
  if (cfg === undefined && NETLIFY_EVENT_FUNCTION.test(name)) return [];
  if (!cfg || typeof cfg !== "object") {
    throw new Error(`functions/${name}: must export \`config\` with a \`path\` (e.g. export const config = { path: "/api/..." })`);
  }
  // A scheduled function has no URL on Netlify either: the scheduler invokes it, not a route.
  if (typeof cfg.schedule === "string" && cfg.path === undefined) return [];
  const paths = toList(cfg.path, "path", name);
  if (!paths) throw new Error(`functions/${name}: config.path is missing`);
  const methods = toList(cfg.method, "method", name)?.map((m) => m.toUpperCase());
  const excluded = (toList(cfg.excludedPath, "excludedPath", name) ?? []).map((p) => compile(p, "excludedPath", name));
  return paths.map((p) => ({
    name,
    path: p,
    pattern: compile(p, "path", name),
    handler: handler as FunctionHandler,
    methods,
    excluded,
    preferStatic: cfg.preferStatic === true,
  }));
}

/**
 * Imports every `*.ts` file (not tests) directly inside `dir` and returns their routes:
 * literal paths first, then patterns, each group in file-name order. A missing folder
 * yields no routes; a file without a handler or `config.path`, or two files declaring the
 * same path, is an error naming the file(s).
 */
export async function loadFunctions(dir: string): Promise<FunctionRoute[]> {
  let entries: string[];
  try {
    entries = (await readdir(dir, { withFileTypes: true }))
      .filter((e) => e.isFile() && isFunctionFile(e.name))
      .map((e) => e.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const routes: FunctionRoute[] = [];
  const seen = new Map<string, string>();
  for (const name of entries) {
    let mod: Record<string, unknown>;
    try {
      mod = await import(/* @vite-ignore */ pathToFileURL(path.join(dir, name)).href);
    } catch (error) {
      throw new Error(`functions/${name}: failed to load: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    for (const route of routesFromModule(name, mod)) {
      const key = `${route.methods?.join(",") ?? "*"} ${route.path}`;
      const other = seen.get(key);
      if (other) throw new Error(`functions/${name}: path "${route.path}" is already declared by functions/${other}`);
      seen.set(key, name);
      routes.push(route);
    }
  }
  return [...routes.filter((r) => isLiteral(r.path)), ...routes.filter((r) => !isLiteral(r.path))];
}

/** A path of plain characters only: no URLPattern syntax, nothing the pattern would encode. */
const PLAIN_PATH = /^[A-Za-z0-9/_.~-]+$/;

/**
 * The first route whose pattern matches `pathname` (and `method`, when the route restricts
 * methods) and no `excludedPath` matches, with its named groups as params.
 */
export function matchFunction(routes: FunctionRoute[], pathname: string, method?: string): FunctionMatch | undefined {
  for (const route of routes) {
    if (method && route.methods && !route.methods.includes(method.toUpperCase())) {
      if (!(method.toUpperCase() === "HEAD" && route.methods.includes("GET"))) continue;
    }
    // A plain literal path matches only itself: a string comparison instead of running the pattern.
    if (PLAIN_PATH.test(route.path) && route.path !== pathname) continue;
    const result = route.pattern.exec({ pathname });
    if (!result) continue;
    if (route.excluded.some((p) => p.test({ pathname }))) continue;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(result.pathname.groups)) {
      if (typeof value === "string") params[key] = value;
    }
    return { route, params };
  }
  return undefined;
}
