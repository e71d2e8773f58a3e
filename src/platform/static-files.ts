import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import path from "node:path";
import { lookup } from "mrmime";
import sirv, { type RequestHandler } from "sirv";
import { CompressedCache, compress, isCompressible, negotiateEncoding } from "./compression";

/** A file in dist resolved from a URL path. */
export interface StaticFile {
  /** Absolute path on disk. */
  absPath: string;
  /** Path of the file relative to dist, as a URL path (e.g. `/states/texas.html`). */
  urlPath: string;
  size: number;
  mtimeMs: number;
  contentType: string;
}

/** Options for {@link StaticFiles.send}. */
export interface SendOptions {
  /** Response status (default 200). ETag revalidation (304) only happens for 200. */
  status?: number;
  /** Extra headers (e.g. from netlify.toml), overriding the defaults. */
  headers?: Record<string, string>;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const MIN_COMPRESS_BYTES = 256;
const MAX_COMPRESS_BYTES = 16 * 1024 * 1024;

/** Content-Type for a file name (`charset=utf-8` added to text types), octet-stream if unknown. */
export function contentTypeFor(file: string): string {
  const type = lookup(path.extname(file).slice(1)) ?? "application/octet-stream";
  return /^text\/|^application\/(javascript|json)$/.test(type) ? `${type}; charset=utf-8` : type;
}

/**
 * Maps a URL pathname (still percent-encoded) to an absolute path inside `distDir`, or null
 * when it is malformed, contains a NUL byte or a backslash, or would escape `distDir`.
 */
export function safeJoin(distDir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  const root = path.resolve(distDir);
  const full = path.join(root, path.posix.normalize(`/${decoded}`));
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

/** Resolves a URL pathname to a file: exact, then `.html`, then `/index.html`; null if none. */
export async function resolveStaticFile(distDir: string, pathname: string): Promise<StaticFile | null> {
  const base = safeJoin(distDir, pathname);
  if (base === null) return null;
  const candidates = pathname.endsWith("/") ? [path.join(base, "index.html")] : [base, `${base}.html`, path.join(base, "index.html")];
  for (const absPath of candidates) {
    try {
      const info = await stat(absPath);
      if (!info.isFile()) continue;
      const rel = path.relative(path.resolve(distDir), absPath).split(path.sep).join("/");
      return { absPath, urlPath: `/${rel}`, size: info.size, mtimeMs: info.mtimeMs, contentType: contentTypeFor(absPath) };
    } catch {
      // not there: try the next candidate
    }
  }
  return null;
}

const etagOf = (file: StaticFile) => `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || tag.replace(/^W\//, "") === bare;
  });
}

/**
 * Serves files from a built site: caching headers, ETag/304, gzip/brotli with an in-memory
 * LRU of compressed bodies, HEAD, and the 404 page. Uncompressed bodies are streamed by sirv
 * (Content-Length, Last-Modified, byte ranges), looking the file up on every request so a
 * rebuild of dist is served without a restart.
 */
export class StaticFiles {
  private readonly cache: CompressedCache;
  private readonly sirv: RequestHandler;

  constructor(
    readonly distDir: string,
    options: { cacheBytes?: number } = {},
  ) {
    this.cache = new CompressedCache(options.cacheBytes);
    this.sirv = sirv(distDir, { dev: true, etag: false, extensions: [] });
  }

  /**
   * See {@link resolveStaticFile}; Netlify's own `_headers`/`_redirects` files and dotfiles (the
   * build's `.build-state.json`) are never served.
   */
  resolve(pathname: string): Promise<StaticFile | null> {
    if (/^\/_(headers|redirects)$/i.test(pathname) || /\/\./.test(pathname)) return Promise.resolve(null);
    return resolveStaticFile(this.distDir, pathname);
  }

  /** Writes `file` as the response (body omitted for HEAD). */
  async send(req: IncomingMessage, res: ServerResponse, file: StaticFile, options: SendOptions = {}): Promise<void> {
    const status = options.status ?? 200;
    const etag = etagOf(file);
    const compressible = isCompressible(file.contentType);
    res.setHeader("Cache-Control", file.urlPath.startsWith("/_astro/") ? IMMUTABLE : REVALIDATE);
    res.setHeader("ETag", etag);
    if (compressible) res.setHeader("Vary", "Accept-Encoding");
    for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
    if (status === 200 && etagMatches(req.headers["if-none-match"], etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = status;
    res.setHeader("Content-Type", file.contentType);
    const encoding =
      compressible && file.size >= MIN_COMPRESS_BYTES && file.size <= MAX_COMPRESS_BYTES
        ? negotiateEncoding(req.headers["accept-encoding"])
        : undefined;
    if (encoding) {
      const key = `${file.absPath}\0${etag}\0${encoding}`;
      const body = await this.cache.get(key, async () => compress(await readFile(file.absPath), encoding));
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.length);
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    this.stream(req, res, file, status);
  }

  /**
   * Hands the exact file to sirv. Revalidation already happened above, and sirv answers 200
   * (or 206 for a range), so a file served as an error page keeps its own status, whole.
   */
  private stream(req: IncomingMessage, res: ServerResponse, file: StaticFile, status: number): void {
    const { "if-none-match": _revalidated, range, ...headers } = req.headers;
    if (status !== 200) {
      const writeHead = res.writeHead.bind(res) as (code: number, headers?: OutgoingHttpHeaders) => ServerResponse;
      res.writeHead = ((_code: number, sent?: OutgoingHttpHeaders) => writeHead(status, sent)) as ServerResponse["writeHead"];
    } else if (range !== undefined) headers.range = range;
    const exact = { url: encodeURI(file.urlPath), headers } as IncomingMessage;
    this.sirv(exact, res, () => sendText(res, 404, "Not Found", req.method === "HEAD"));
  }

  /** The site's 404.html with status 404, or plain-text "Not Found" if there is none. */
  async sendNotFound(req: IncomingMessage, res: ServerResponse, headers: Record<string, string> = {}): Promise<void> {
    const page = await this.resolve("/404.html");
    if (page) return this.send(req, res, page, { status: 404, headers });
    sendText(res, 404, "Not Found", req.method === "HEAD");
  }
}

/** A small plain-text response (used for 404/405/500 fallbacks). */
export function sendText(res: ServerResponse, status: number, text: string, head = false, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Length", Buffer.byteLength(text));
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(head ? undefined : text);
}
