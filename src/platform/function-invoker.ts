import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { clientIp } from "../server/http/client-address";
import type { FunctionContext } from "../server/http/context";
import { BodyError, TOO_LARGE } from "../server/http/request-body";
import { bodyStream, declaredLength, discardBody, hasBody } from "../server/http/request-stream";
import type { FunctionMatch } from "./functions-registry";

/** What {@link invokeFunction} needs besides the request. */
export interface InvokeOptions {
  /** The server-wide ceiling on a request body; each route declares its own, smaller, limit. */
  maxBodyBytes: number;
  trustProxy: boolean;
  /** Receives every promise a handler passes to `context.waitUntil`. */
  waitUntil: (promise: Promise<unknown>) => void;
}

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);

/** True once the client has gone away (nothing more can be written to it). */
const clientGone = (req: IncomingMessage, res: ServerResponse) => res.destroyed || req.socket.destroyed;

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
 * Runs a matched function the way Netlify does: WHATWG Request whose body streams from the
 * socket as the function reads it (413 as soon as the declared length or the bytes received
 * pass the server-wide ceiling; the function's own limit stops reading earlier), context with
 * ip/params/requestId/waitUntil, Response streamed back. Whatever body the function left
 * unread is discarded, not buffered. A thrown error becomes a 500 JSON body and is logged;
 * a client that went away is logged once by the server, not here.
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
  res.once("finish", () => discardBody(req));
  let body: ReadableStream<Uint8Array> | undefined;
  if (method !== "GET" && method !== "HEAD" && hasBody(req)) {
    if ((declaredLength(req) ?? 0) > options.maxBodyBytes) {
      sendJson(res, 413, { error: TOO_LARGE });
      return;
    }
    body = bodyStream(req, options.maxBodyBytes);
  }
  let request: Request;
  try {
    request = new Request(url, { method, headers: toHeaders(req), body, duplex: "half" } as RequestInit);
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
    if (clientGone(req, res)) return;
    if (error instanceof BodyError) {
      sendJson(res, error.status, { error: error.message }, { "x-nf-request-id": requestId });
      return;
    }
    console.error(`[${requestId}] ${method} ${url.pathname} failed in functions/${match.route.name}:`, error);
    sendJson(res, 500, { error: "Internal server error" }, { "x-nf-request-id": requestId });
    return;
  }
  if (clientGone(req, res)) {
    await response.body?.cancel().catch(() => {});
    return;
  }
  if (!response.headers.has("x-nf-request-id")) res.setHeader("x-nf-request-id", requestId);
  try {
    await sendWebResponse(req, res, response);
  } catch (error) {
    if (!clientGone(req, res) && (error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") {
      console.error(`[${requestId}] ${method} ${url.pathname}: streaming the response failed:`, error);
    }
    res.destroy();
  }
}
