import type { IncomingMessage } from "node:http";
import { BodyError, INCOMPLETE, TOO_LARGE } from "./request-body";

/** How long a client may keep sending a body nobody reads before its connection is closed. */
const DISCARD_GRACE_MS = 10_000;

/** Whether the request announces a body (a positive Content-Length, or chunked transfer). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  if (length !== undefined) return Number(length) > 0;
  return req.headers["transfer-encoding"] !== undefined;
}

/** The declared Content-Length, when there is a valid one. */
export function declaredLength(req: IncomingMessage): number | undefined {
  const length = Number(req.headers["content-length"]);
  return req.headers["content-length"] !== undefined && Number.isFinite(length) ? length : undefined;
}

/**
 * Reads no more of the request: whatever the client still sends is dropped as it arrives (never
 * kept), so it can read the answer; a client still sending after a grace period is cut off.
 */
export function discardBody(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  req.removeAllListeners("data");
  req.resume();
  const timer = setTimeout(() => req.complete || req.socket.destroy(), DISCARD_GRACE_MS);
  timer.unref();
  req.once("end", () => clearTimeout(timer));
  req.once("close", () => clearTimeout(timer));
}

/**
 * The request body as a WHATWG stream, pulled from the socket only as fast as the function
 * reads it (nothing is buffered ahead beyond one chunk). Past `ceiling` bytes the stream fails
 * with a 413 BodyError and the rest is discarded; a client that disconnects mid-body fails it
 * with a 400 BodyError. Cancelling the stream discards the rest.
 */
export function bodyStream(req: IncomingMessage, ceiling: number): ReadableStream<Uint8Array> {
  let received = 0;
  let settled = false;
  const finish = () => {
    settled = true;
    req.off("data", onData);
    req.off("end", onEnd);
    req.off("close", onClose);
    req.off("error", onClose);
  };
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const onData = (chunk: Buffer) => {
    received += chunk.byteLength;
    if (received > ceiling) {
      finish();
      controller.error(new BodyError(TOO_LARGE, 413));
      discardBody(req);
      return;
    }
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller.desiredSize ?? 0) <= 0) req.pause();
  };
  const onEnd = () => {
    finish();
    controller.close();
  };
  const onClose = () => {
    if (settled) return;
    finish();
    controller.error(new BodyError(INCOMPLETE, 400));
  };
  return new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      req.pause();
      req.on("data", onData);
      req.on("end", onEnd);
      req.on("close", onClose);
      req.on("error", onClose);
    },
    pull() {
      if (!settled) req.resume();
    },
    cancel() {
      if (settled) return;
      finish();
      discardBody(req);
    },
  });
}
