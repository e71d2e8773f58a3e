import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_JS, makeSite, NOT_FOUND_HTML, request, TEXAS_HTML, type TempSite } from "./__fixtures__/site";
import { CompressedCache, negotiateEncoding } from "./compression";
import { contentTypeFor, resolveStaticFile, StaticFiles, safeJoin } from "./static-files";

let site: TempSite;
let server: http.Server;
let base: string;

beforeAll(async () => {
  site = makeSite();
  const statics = new StaticFiles(site.distDir);
  // The smallest possible server around StaticFiles: resolve, else the 404 page.
  server = http.createServer(async (req, res) => {
    const file = await statics.resolve(new URL(`http://x${req.url}`).pathname);
    await (file ? statics.send(req, res, file) : statics.sendNotFound(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  site.cleanup();
});

describe("safeJoin", () => {
  it("keeps paths inside dist and refuses traversal, NUL bytes and bad escapes", () => {
    expect(safeJoin(site.distDir, "/states/texas")).toBe(path.join(site.distDir, "states/texas"));
    expect(safeJoin(site.distDir, "/../package.json")).toBe(path.join(site.distDir, "package.json"));
    expect(safeJoin(site.distDir, "/%2e%2e/package.json")).toBe(path.join(site.distDir, "package.json"));
    expect(safeJoin(site.distDir, "/a/%2e%2e%2f%2e%2e%2fpackage.json")).toBe(path.join(site.distDir, "package.json"));
    expect(safeJoin(site.distDir, "/index.html%00.png")).toBeNull();
    expect(safeJoin(site.distDir, "/%E0%A4%A")).toBeNull();
    expect(safeJoin(site.distDir, "/..%5cpackage.json")).toBeNull();
  });
});

describe("resolveStaticFile", () => {
  it("tries the exact file, then .html, then /index.html", async () => {
    expect((await resolveStaticFile(site.distDir, "/"))?.urlPath).toBe("/index.html");
    expect((await resolveStaticFile(site.distDir, "/states/texas"))?.urlPath).toBe("/states/texas.html");
    expect((await resolveStaticFile(site.distDir, "/states/texas.html"))?.urlPath).toBe("/states/texas.html");
    expect(await resolveStaticFile(site.distDir, "/states")).toBeNull(); // a folder without index.html
    expect(await resolveStaticFile(site.distDir, "/nope")).toBeNull();
  });

  it("never resolves outside dist", async () => {
    expect(await resolveStaticFile(site.distDir, "/../package.json")).toBeNull();
    expect(await resolveStaticFile(site.distDir, "/%2e%2e/package")).toBeNull();
  });
});

describe("contentTypeFor / negotiateEncoding", () => {
  it.each([
    ["a.html", "text/html; charset=utf-8"],
    ["a.css", "text/css; charset=utf-8"],
    ["a.js", "text/javascript; charset=utf-8"],
    ["a.svg", "image/svg+xml"],
    ["a.unknownext", "application/octet-stream"],
  ])("types %s as %s", (file, type) => expect(contentTypeFor(file)).toBe(type));

  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip, br;q=0", "gzip"],
    ["*", "br"],
    ["identity", undefined],
    [undefined, undefined],
  ])("negotiates %s to %s (brotli first, q=0 and * honoured)", (accept, encoding) => expect(negotiateEncoding(accept)).toBe(encoding));
});

describe("CompressedCache", () => {
  it("evicts least recently used entries beyond its byte budget and shares in-flight work", async () => {
    const cache = new CompressedCache(10);
    let calls = 0;
    const make = (n: number) => async () => {
      calls++;
      return Buffer.alloc(n);
    };
    const [a1, a2] = await Promise.all([cache.get("a", make(4)), cache.get("a", make(4))]);
    expect(a1).toBe(a2);
    expect(calls).toBe(1);
    await cache.get("b", make(4));
    await cache.get("a", make(4)); // touch a: b is now the oldest
    await cache.get("c", make(4)); // 12 bytes > 10: b goes
    expect(cache.size).toBe(8);
    calls = 0;
    await cache.get("a", make(4));
    expect(calls).toBe(0);
    await cache.get("b", make(4));
    expect(calls).toBe(1);
  });
});

describe("StaticFiles over HTTP", () => {
  it("serves pretty URLs as text/html with a revalidating cache header", async () => {
    const res = await request(base, "/states/texas");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(res.text).toBe(TEXAS_HTML);
  });

  it("marks hashed /_astro/ assets immutable", async () => {
    const res = await request(base, "/_astro/app.123.js");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.text).toBe(APP_JS);
  });

  it("gzips or brotli-compresses text when asked, with Vary", async () => {
    const gz = await request(base, "/states/texas", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toBe("Accept-Encoding");
    expect(Number(gz.headers["content-length"])).toBe(gz.body.length);
    expect(gunzipSync(gz.body).toString()).toBe(TEXAS_HTML);
    const br = await request(base, "/styles/site.css", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    const plain = await request(base, "/states/texas");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    const png = await request(base, "/images/photo.png", { headers: { "Accept-Encoding": "gzip" } });
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.body.length).toBe(2048);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await request(base, "/images/logo.svg");
    expect(first.headers["content-type"]).toBe("image/svg+xml");
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await request(base, "/images/logo.svg", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const other = await request(base, "/images/logo.svg", { headers: { "If-None-Match": '"nope"' } });
    expect(other.status).toBe(200);
  });

  it("streams a byte range of an uncompressed file, and a whole 404 page despite a range", async () => {
    const part = await request(base, "/images/photo.png", { headers: { Range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 0-99/2048");
    expect(part.body.length).toBe(100);
    expect(part.headers["last-modified"]).toBeTruthy();
    const missing = await request(base, "/nope", { headers: { Range: "bytes=0-9" } });
    expect(missing.status).toBe(404);
    expect(missing.text).toBe(NOT_FOUND_HTML);
  });

  it("supports HEAD without a body", async () => {
    const res = await request(base, "/states/texas", { method: "HEAD", headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(Number(res.headers["content-length"])).toBeGreaterThan(0);
    expect(res.body.length).toBe(0);
  });

  it("serves 404.html with status 404, or plain text without it", async () => {
    const res = await request(base, "/nope");
    expect(res.status).toBe(404);
    expect(res.text).toBe(NOT_FOUND_HTML);
    const bare = makeSite({});
    const { rmSync } = await import("node:fs");
    rmSync(path.join(bare.distDir, "404.html"));
    const statics = new StaticFiles(bare.distDir);
    const fake = http.createServer((req, res2) => void statics.sendNotFound(req, res2));
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
    const r = await request(`http://127.0.0.1:${(fake.address() as AddressInfo).port}`, "/x");
    expect(r.status).toBe(404);
    expect(r.text).toBe("Not Found");
    await new Promise((resolve) => fake.close(resolve));
    bare.cleanup();
  });
});
