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
