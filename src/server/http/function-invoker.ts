import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FunctionContext } from "./context";
import type { FunctionMatch } from "./functions-registry";

/** What {@link invokeFunction} needs besides the request. */
export interface InvokeOptions {
  maxBodyBytes: number;
  trustProxy: boolean;
  /** Receives every promise a handler passes to `context.waitUntil`. */
  waitUntil: (promise: Promise<unknown>) => void;
}

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);

/**
 * Reads a request body up to `limit` bytes. Resolves null, without reading further, as soon
 * as the declared Content-Length or the bytes received exceed the limit.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        resolve(null);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

/** The client address: the socket's, or the first X-Forwarded-For entry when proxies are trusted. */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers["x-forwarded-for"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  if (trustProxy && first) return first;
  return (req.socket.remoteAddress ?? "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
}

/** The request's full URL, origin taken from the Host header (and X-Forwarded-Proto when trusted). */
export function requestUrl(req: IncomingMessage, pathAndQuery: string, trustProxy: boolean): URL {
  const forwardedProto = String(req.headers["x-forwarded-proto"] ?? "").split(",")[0]?.trim();
  const proto =
    trustProxy && (forwardedProto === "https" || forwardedProto === "http")
      ? forwardedProto
      : "encrypted" in req.socket && req.socket.encrypted
        ? "https"
        : "http";
  const host = req.headers.host;
  const origin = host && /^[A-Za-z0-9.\-_~[\]:]+$/.test(host) ? `${proto}://${host}` : `${proto}://localhost`;
  return new URL(pathAndQuery, origin);
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string;
    if (!name.startsWith(":") && !HOP_BY_HOP.has(name.toLowerCase())) headers.append(name, req.rawHeaders[i + 1] as string);
  }
  return headers;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** Streams a WHATWG Response to a node response (all Set-Cookie headers kept; no body for HEAD). */
export async function sendWebResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  const body = response.body;
  if (!body || req.method === "HEAD" || response.status === 204 || response.status === 304) {
    await body?.cancel().catch(() => {});
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>), res);
}

/**
 * Runs a matched function the way Netlify does: WHATWG Request (body refused with 413 over
 * the limit), context with ip/params/requestId/waitUntil, Response streamed back; a thrown
 * error becomes a 500 JSON body and is logged with its stack.
 */
export async function invokeFunction(
  req: IncomingMessage,
  res: ServerResponse,
  match: FunctionMatch,
  url: URL,
  options: InvokeOptions,
): Promise<void> {
  const requestId = randomUUID();
  const method = req.method ?? "GET";
  let body: Buffer | undefined;
  if (method !== "GET" && method !== "HEAD") {
    const read = await readBody(req, options.maxBodyBytes);
    if (read === null) {
      // Discard (not buffer) whatever the client still sends, so it can read the answer.
      req.resume();
      res.once("finish", () => setTimeout(() => req.complete || req.socket.destroy(), 10_000).unref());
      sendJson(res, 413, { error: "Request body too large" });
      return;
    }
    body = read;
  }
  let request: Request;
  try {
    request = new Request(url, { method, headers: toHeaders(req), body: body as Uint8Array<ArrayBuffer> | undefined });
  } catch {
    sendJson(res, 400, { error: "Bad request" });
    return;
  }
  const context: FunctionContext = {
    ip: clientIp(req, options.trustProxy),
    params: match.params,
    requestId,
    waitUntil: (promise) => options.waitUntil(promise),
  };
  let response: Response;
  try {
    response = await match.route.handler(request, context);
    if (!(response instanceof Response)) throw new TypeError(`functions/${match.route.name} did not return a Response`);
  } catch (error) {
    console.error(`[${requestId}] ${method} ${url.pathname} failed in functions/${match.route.name}:`, error);
    sendJson(res, 500, { error: "Internal server error" }, { "x-nf-request-id": requestId });
    return;
  }
  if (!response.headers.has("x-nf-request-id")) res.setHeader("x-nf-request-id", requestId);
  try {
    await sendWebResponse(req, res, response);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") {
      console.error(`[${requestId}] ${method} ${url.pathname}: streaming the response failed:`, error);
    }
    res.destroy();
  }
}
