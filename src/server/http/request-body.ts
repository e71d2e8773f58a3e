import type { z } from "zod";
import { formatZodError } from "../../lib/errors";
import { jsonError } from "./responses";

/**
 * Reads a JSON or form-encoded request body into a plain object, refusing bodies larger than
 * `maxBytes` (413) and unreadable ones (400). Functions then validate the object with zod.
 */
export class BodyError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
  }
}

export async function readBody(req: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new BodyError("Request body too large", 413);
  const text = await req.text();
  if (Buffer.byteLength(text) > maxBytes) throw new BodyError("Request body too large", 413);
  const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/json") {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // fall through
    }
    throw new BodyError("Body must be a JSON object", 400);
  }
  if (type === "application/x-www-form-urlencoded") {
    return Object.fromEntries(new URLSearchParams(text));
  }
  throw new BodyError("Content-Type must be application/json or application/x-www-form-urlencoded", 415);
}

/**
 * Reads a JSON or form body and validates it with `schema`: the parsed data, or the error
 * response a JSON endpoint answers (413/415/400 `{ error }`, the 400 naming each bad field).
 */
export async function parseBody<T extends z.ZodType>(
  req: Request,
  schema: T,
  maxBytes: number,
): Promise<{ ok: true; data: z.output<T> } | { ok: false; response: Response }> {
  let body: Record<string, unknown>;
  try {
    body = await readBody(req, maxBytes);
  } catch (error) {
    if (error instanceof BodyError) return { ok: false, response: jsonError(error.message, error.status) };
    throw error;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { ok: false, response: jsonError(formatZodError(parsed.error), 400) };
  return { ok: true, data: parsed.data };
}
