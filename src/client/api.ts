import type { ApiIssue } from "../lib/errors";

/**
 * The general request helper of the same-origin API and its error catalogue. Browser-only: it
 * uses `fetch` with same-origin paths. No zod here, to keep islands small.
 */

/** Options of `apiRequest`: a method (GET by default), extra headers and a body. */
export interface ApiRequestOptions {
  method?: string;
  /** Merged over `Content-Type: application/json`; a caller may override the content type. */
  headers?: Record<string, string>;
  /** A string or a Blob (e.g. a File) is sent as is; anything else is sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/** A non-success HTTP answer: the message reads `API Error: {detail}`; `issues` are the fields the server named. */
export class ApiError extends Error {
  constructor(
    detail: string,
    readonly status: number,
    readonly issues: readonly ApiIssue[] = [],
  ) {
    super(`API Error: ${detail}`);
    this.name = "ApiError";
  }
}

export const INVALID_JSON = "Invalid JSON response from server";
export const INVALID_QUERY_KEY = "Invalid query key";

const isIssue = (value: unknown): value is ApiIssue =>
  value !== null && typeof value === "object" && typeof (value as ApiIssue).path === "string" && typeof (value as ApiIssue).message === "string";

/** The error of a failed answer: detail from the body's `error`, else its `message`, else the status text; its `issues`. */
async function apiError(res: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return new ApiError(`${res.status} ${res.statusText}`.trim(), res.status);
  }
  const fields = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const issues = Array.isArray(fields.issues) ? fields.issues.filter(isIssue) : [];
  if (typeof fields.error === "string" && fields.error) return new ApiError(fields.error, res.status, issues);
  if (typeof fields.message === "string" && fields.message) return new ApiError(fields.message, res.status, issues);
  return new ApiError(res.statusText || String(res.status), res.status, issues);
}

/**
 * Calls a same-origin API path and returns its JSON. Non-success answers throw `ApiError`
 * ('API Error: {detail}'); a success whose body is not JSON throws 'Invalid JSON response
 * from server'; 204 gives `undefined`.
 * @example const list = await apiRequest<ApiCompany[]>("/api/companies?limit=6");
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = "GET", headers = {}, body, signal } = options;
  const res = await fetch(path, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" || body instanceof Blob ? body : JSON.stringify(body),
    signal,
  });
  if (!res.ok) throw await apiError(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(INVALID_JSON);
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * `path` with the defined fields of `params` as a query string:
 * `withQuery("/api/companies", { limit: 6, offset: 0 }) === "/api/companies?limit=6&offset=0"`.
 */
export function withQuery(path: string, params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}${path.includes("?") ? "&" : "?"}${query}` : path;
}

/**
 * The path a query key stands for: a plain string key is the path; an array's first
 * element is the path and a second element that is an object adds a query string. Any other
 * shape throws 'Invalid query key'.
 */
export function queryKeyPath(key: unknown): string {
  if (typeof key === "string" && key) return key;
  if (Array.isArray(key) && typeof key[0] === "string" && key[0]) {
    return isPlainObject(key[1]) ? withQuery(key[0], key[1]) : key[0];
  }
  throw new Error(INVALID_QUERY_KEY);
}

/** The default query fetch: GET the path of a query key (see `queryKeyPath`) as JSON. */
export async function fetchQueryKey<T = unknown>(key: unknown): Promise<T> {
  return apiRequest<T>(queryKeyPath(key));
}
