import { promisify } from "node:util";
import zlib from "node:zlib";

/** Content encodings the server produces. */
export type Encoding = "br" | "gzip";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Whether a Content-Type is worth compressing (text, JS, JSON, XML, SVG, wasm). */
export function isCompressible(contentType: string): boolean {
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  return (
    type.startsWith("text/") ||
    /^application\/(javascript|json|xml|wasm|manifest\+json|ld\+json|rss\+xml|atom\+xml)$/.test(type) ||
    type.endsWith("+json") ||
    type.endsWith("+xml")
  );
}

/**
 * Picks the encoding to use from an Accept-Encoding header: brotli if acceptable, else gzip,
 * else none. Honours `q=0` and `*`.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isNaN(value) ? 0 : value);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip") || (q.get("x-gzip") ?? 0) > 0) return "gzip";
  return undefined;
}

/** Compresses a buffer (brotli at quality 6, gzip at level 9). */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: 9 });
}

/**
 * An in-memory LRU of compressed bodies bounded by total bytes. Concurrent requests for the
 * same key share one compression.
 */
export class CompressedCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** Total bytes currently held. */
  get size(): number {
    return this.bytes;
  }

  /** The cached body for `key`, or the result of `produce()` (cached if it fits). */
  async get(key: string, produce: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit); // most recently used goes last
      return hit;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const promise = produce().finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    const body = await promise;
    this.store(key, body);
    return body;
  }

  private store(key: string, body: Buffer): void {
    if (body.length > this.maxBytes || this.entries.has(key)) return;
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.length;
    }
  }
}
