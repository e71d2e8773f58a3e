import { readCapped } from "./read-capped";

/**
 * Request bodies, read with their size limit enforced while the bytes stream in: a body over
 * the limit is refused (413) as soon as the declared length or the bytes received pass it,
 * without buffering the rest.
 */
export class BodyError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
  }
}

export const TOO_LARGE = "Request body too large";
/** The client went away before sending the whole body. */
export const INCOMPLETE = "Request body incomplete";

/** The body's bytes, at most `maxBytes`; throws BodyError 413 beyond that. */
export async function readBytes(req: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await req.body?.cancel().catch(() => {});
    throw new BodyError(TOO_LARGE, 413);
  }
  if (!req.body) return new Uint8Array(0);
  const { bytes, over } = await readCapped(req.body, maxBytes);
  if (over) throw new BodyError(TOO_LARGE, 413);
  return bytes;
}

/** The media type of the request, lower-case, without parameters ("" when absent). */
export function mediaType(req: Request): string {
  return (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

export type BodyFormat = "json" | "form";

/**
 * Reads a JSON or form-encoded body into a plain object (413 over `maxBytes`, 415 for another
 * type or a type not in `accept`, 400 when unreadable). Callers then validate it with zod.
 */
export async function readBody(req: Request, maxBytes: number, accept: readonly BodyFormat[] = ["json", "form"]): Promise<Record<string, unknown>> {
  const type = mediaType(req);
  const format: BodyFormat | undefined = type === "application/json" ? "json" : type === "application/x-www-form-urlencoded" ? "form" : undefined;
  if (!format || !accept.includes(format)) {
    await req.body?.cancel().catch(() => {});
    const names = accept.map((f) => (f === "json" ? "application/json" : "application/x-www-form-urlencoded")).join(" or ");
    throw new BodyError(`Content-Type must be ${names}`, 415);
  }
  const text = Buffer.from(await readBytes(req, maxBytes)).toString("utf8");
  if (format === "form") return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new BodyError("Body must be a JSON object", 400);
}
