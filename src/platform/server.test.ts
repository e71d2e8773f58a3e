import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { createInterface } from "node:readline";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FIXTURE_FUNCTIONS, makeSite, NOT_FOUND_HTML, request, TEXAS_HTML, type TempSite } from "./__fixtures__/site";
import { drainBackgroundWork, type RunningServer, startServer } from "./server";

let site: TempSite;
let app: RunningServer;
let base: string;

const options = (s: TempSite) => ({
  host: "127.0.0.1",
  port: 0,
  distDir: s.distDir,
  functionsDir: FIXTURE_FUNCTIONS,
  netlifyTomlPath: s.tomlPath,
  maxBodyBytes: 1024,
  trustProxy: false,
});

beforeAll(async () => {
  site = makeSite();
  app = await startServer(options(site));
  base = app.url;
});

afterAll(async () => {
  await app.close();
  site.cleanup();
});

describe("static site", () => {
  it("serves /states/texas as text/html with the netlify.toml headers", async () => {
    const res = await request(base, "/states/texas");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.text).toBe(TEXAS_HTML);
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["cache-control"]).toBe("public, max-age=60"); // rule overrides the default
    const home = await request(base, "/");
    expect(home.text).toContain("Home");
    expect(home.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("redirects a trailing slash away (query kept), never to another host", async () => {
    const res = await request(base, "/states/texas/?sort=name");
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe("/states/texas?sort=name");
    expect((await request(base, "//evil.example/")).headers.location).toBe("/evil.example");
  });

  it("answers unknown paths with 404.html and status 404", async () => {
    const res = await request(base, "/nope");
    expect(res.status).toBe(404);
    expect(res.text).toBe(NOT_FOUND_HTML);
  });

  it("caches hashed assets forever, gzips when asked, and revalidates with ETag", async () => {
    expect((await request(base, "/_astro/app.123.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const gz = await request(base, "/states/texas", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(TEXAS_HTML);
    const etag = gz.headers.etag as string;
    const cached = await request(base, "/states/texas", { headers: { "If-None-Match": etag } });
    expect(cached.status).toBe(304);
    expect(cached.body.length).toBe(0);
  });

  it("never serves files outside dist", async () => {
    for (const p of ["/../package.json", "/%2e%2e/package.json", "/%2e%2e%2fpackage.json", "/states/..%2f..%2fpackage", "/%00"]) {
      const res = await request(base, p);
      expect(res.text, p).not.toContain("secret");
      expect([400, 404], p).toContain(res.status);
    }
  });

  it("allows only GET and HEAD on files", async () => {
    const post = await request(base, "/states/texas", { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
    const head = await request(base, "/states/texas", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });
});

describe("functions", () => {
  it("fills context.params from the path pattern", async () => {
    expect(JSON.parse((await request(base, "/api/items/42")).text)).toEqual({ id: "42" });
    expect(JSON.parse((await request(base, "/api/files/a/b.txt")).text)).toEqual({ "0": "a/b.txt" });
  });

  it("passes method, full URL, headers, body, ip and a request id", async () => {
    const res = await request(base, "/api/echo?x=1", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"hello":"world"}',
    });
    expect(res.status).toBe(200);
    const echoed = JSON.parse(res.text);
    expect(echoed).toMatchObject({
      method: "POST",
      url: `${base}/api/echo?x=1`,
      contentType: "application/json",
      body: '{"hello":"world"}',
      ip: "127.0.0.1",
    });
    expect(echoed.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers["x-nf-request-id"]).toBe(echoed.requestId);
    expect(res.headers["x-frame-options"]).toBeUndefined(); // header rules are for static files
  });

  it("refuses bodies over the limit with 413, declared or streamed", async () => {
    const declared = await request(base, "/api/echo", { method: "POST", body: "x".repeat(5000) });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.text)).toEqual({ error: "Request body too large" });
    const chunked = await request(base, "/api/echo", { method: "POST", body: [Buffer.alloc(800), Buffer.alloc(800)] });
    expect(chunked.status).toBe(413);
    const justFits = await request(base, "/api/echo", { method: "POST", body: "y".repeat(1024) });
    expect(justFits.status).toBe(200);
  });

  it("turns a thrown error into a 500 JSON body without the stack, and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await request(base, "/api/boom");
    expect(res.status).toBe(500);
    expect(JSON.parse(res.text)).toEqual({ error: "Internal server error" });
    expect(res.text).not.toContain("secret");
    expect(String(log.mock.calls[0]?.[0])).toContain("/api/boom");
    log.mockRestore();
  });

  it("keeps every Set-Cookie header and the status", async () => {
    const res = await request(base, "/api/cookies");
    expect(res.status).toBe(201);
    expect(res.headers["set-cookie"]).toEqual(["a=1; Path=/; HttpOnly", "b=2; Path=/; Secure"]);
  });

  it("runs waitUntil work after the response and logs its rejections", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await request(base, "/api/background", { method: "POST" })).status).toBe(202);
    await drainBackgroundWork(app.server);
    expect(log.mock.calls.some((c) => String(c[0]).includes("waitUntil"))).toBe(true);
    log.mockRestore();
  });

  it("takes the client IP from the rightmost X-Forwarded-For entry, only when proxies are trusted", async () => {
    const headers = { "X-Forwarded-For": "203.0.113.7, 10.0.0.1" };
    expect(JSON.parse((await request(base, "/api/echo", { headers })).text).ip).toBe("127.0.0.1");
    const proxied = await startServer({ ...options(site), trustProxy: true });
    try {
      expect(JSON.parse((await request(proxied.url, "/api/echo", { headers })).text).ip).toBe("10.0.0.1");
      // A client rotating the leftmost entry is still one client: the proxy's entry decides.
      const seen = new Set<string>();
      for (let i = 1; i <= 20; i++) {
        const res = await request(proxied.url, "/api/echo", { headers: { "X-Forwarded-For": `198.51.100.${i}, 192.0.2.9` } });
        seen.add(JSON.parse(res.text).ip);
      }
      expect([...seen]).toEqual(["192.0.2.9"]);
      const garbage = await request(proxied.url, "/api/echo", { headers: { "X-Forwarded-For": "1.2.3.4, not-an-ip" } });
      expect(JSON.parse(garbage.text).ip).toBe("127.0.0.1");
    } finally {
      await proxied.close();
    }
  });

  it("builds the request URL from a Host it can vouch for, else from the site URL", async () => {
    const echo = async (headers: Record<string, string>, url = base) => JSON.parse((await request(url, "/api/echo", { headers })).text).url;
    expect(await echo({ Host: "evil.example" })).toBe("http://localhost:4321/api/echo");
    expect(await echo({ Host: "localhost:4321", "X-Forwarded-Proto": "https" })).toBe("http://localhost:4321/api/echo");
    expect(await echo({ Host: new URL(base).host })).toBe(`${base}/api/echo`);
    const proxied = await startServer({ ...options(site), trustProxy: true, siteUrl: "https://movers.example" });
    try {
      expect(await echo({ Host: "movers.example", "X-Forwarded-Proto": "https" }, proxied.url)).toBe("https://movers.example/api/echo");
      expect(await echo({ Host: "evil.example", "X-Forwarded-Proto": "https" }, proxied.url)).toBe("https://movers.example/api/echo");
    } finally {
      await proxied.close();
    }
  });

  it("logs one line, without a stack, per request the client abandons", async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
    const spies = (["log", "warn", "error"] as const).map((name) => vi.spyOn(console, name).mockImplementation(capture));
    try {
      const { hostname, port } = new URL(base);
      const aborts = Array.from(
        { length: 10 },
        () =>
          new Promise<void>((resolve) => {
            const req = http.request({ hostname, port, path: "/api/echo", method: "POST", headers: { "Content-Length": "1000" } });
            req.on("error", () => resolve());
            req.write("x".repeat(100), () => setTimeout(() => req.destroy(), 20));
            req.on("close", () => resolve());
          }),
      );
      await Promise.all(aborts);
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(lines).toHaveLength(10);
    for (const line of lines) {
      expect(line).toBe("POST /api/echo: client went away before the answer was sent");
    }
  });
});

describe("request log", () => {
  it("logs one line per answered request only when asked", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const logging = await startServer({ ...options(site), logRequests: true });
    try {
      await request(base, "/states/texas");
      expect(log).not.toHaveBeenCalled();
      await request(logging.url, "/nope");
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(log.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringMatching(/^GET \/nope 404 \d+\.\dms$/)]);
    } finally {
      await logging.close();
      log.mockRestore();
    }
  });
});

describe("connection limits", () => {
  it("sets the connection cap, the timeouts and the largest request head", async () => {
    const limited = await startServer({
      ...options(site),
      limits: { maxConnections: 2, headersTimeoutMs: 3000, requestTimeoutMs: 4000, keepAliveTimeoutMs: 1000, maxHeaderBytes: 2048 },
    });
    try {
      expect(limited.server.maxConnections).toBe(2);
      expect(limited.server.headersTimeout).toBe(3000);
      expect(limited.server.requestTimeout).toBe(4000);
      expect(limited.server.keepAliveTimeout).toBe(1000);
      expect((await request(limited.url, "/", { headers: { "X-Big": "a".repeat(1000) } })).status).toBe(200);
      expect((await request(limited.url, "/", { headers: { "X-Big": "a".repeat(4000) } })).status).toBe(431);
    } finally {
      await limited.close();
    }
  });
});

describe("the build's _headers file", () => {
  it("adds its headers to pages, follows a rebuild, and is never served itself", async () => {
    const file = path.join(site.distDir, "_headers");
    fs.writeFileSync(file, "# from the build\n/*\n  Content-Security-Policy: default-src 'self'\n");
    try {
      const page = await request(base, "/states/texas");
      expect(page.headers["content-security-policy"]).toBe("default-src 'self'");
      expect(page.headers["x-robots-tag"]).toBe("noindex"); // netlify.toml rules still apply
      expect((await request(base, "/nope")).headers["content-security-policy"]).toBe("default-src 'self'");
      expect((await request(base, "/_headers")).status).toBe(404);
      fs.writeFileSync(file, "/*\n  Content-Security-Policy: default-src 'none'\n");
      fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
      expect((await request(base, "/states/texas")).headers["content-security-policy"]).toBe("default-src 'none'");
    } finally {
      fs.rmSync(file);
    }
    expect((await request(base, "/states/texas")).headers["content-security-policy"]).toBeUndefined();
  });
});

describe("the build's record of what it was built from", () => {
  it("is never served", async () => {
    const file = path.join(site.distDir, ".build-state.json");
    fs.writeFileSync(file, '{"snapshot":"x","code":"y"}\n');
    try {
      expect((await request(base, "/.build-state.json")).status).toBe(404);
    } finally {
      fs.rmSync(file);
    }
  });
});

describe("netlify.toml rules", () => {
  it("redirects with Location, keeping the query string", async () => {
    const res = await request(base, "/old-states/texas?page=2");
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe("/states/texas?page=2");
    const temp = await request(base, "/go/ohio");
    expect(temp.status).toBe(302);
    expect(temp.headers.location).toBe("/states/ohio");
  });

  it("serves the target of a 200 rewrite under the original URL", async () => {
    const res = await request(base, "/admin/users/7");
    expect(res.status).toBe(200);
    expect(res.text).toContain("Admin app");
    expect(JSON.parse((await request(base, "/rewrite-to-function/9")).text)).toEqual({ id: "9" });
  });

  it("serves a 404 rule's file with status 404, while real functions still win", async () => {
    const res = await request(base, "/api/unknown");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(res.text)).toEqual({ error: "Not found" });
    expect((await request(base, "/api/unknown", { method: "POST", body: "{}" })).status).toBe(404);
    expect((await request(base, "/api/items/1")).status).toBe(200);
  });

  it("lets a static file shadow a rule unless the rule is forced", async () => {
    expect((await request(base, "/shadowed")).text).toContain("I shadow a redirect");
    const forced = await request(base, "/forced");
    expect(forced.status).toBe(308);
    expect(forced.headers.location).toBe("/states/texas");
  });
});

describe("startServer and scripts/serve.ts", () => {
  const tsxCli = path.resolve(import.meta.dirname, "../../node_modules/tsx/dist/cli.mjs");
  const serveScript = path.resolve(import.meta.dirname, "../../scripts/serve.ts");
  const env = () => {
    const e: NodeJS.ProcessEnv = { ...process.env, LOG_REQUESTS: "0" };
    for (const name of ["DIST_DIR", "HOST", "PORT", "MAX_BODY_BYTES", "TRUST_PROXY"]) delete e[name];
    return e;
  };

  it("refuses to start without a built site", async () => {
    const empty = makeSite();
    fs.rmSync(path.join(empty.distDir, "index.html"));
    await expect(startServer(options(empty))).rejects.toThrow(/Run npm run build first/);
    empty.cleanup();
  });

  it("prints one 'Serving' line, serves, and exits when stdin closes", async () => {
    const child = spawn(process.execPath, [tsxCli, serveScript, "--port", "0", "--host", "127.0.0.1", "--exit-with-parent"], {
      cwd: site.root,
      env: env(),
      stdio: ["pipe", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    let stderr = "";
    child.stderr.on("data", (c) => (stderr += c));
    const first = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once("line", resolve);
      child.once("exit", () => reject(new Error(`serve exited early: ${stderr}`)));
    });
    const url = first.match(/^Serving (http:\/\/127\.0\.0\.1:(\d+))$/)?.[1];
    expect(url, first).toBeDefined();
    expect((await request(url as string, "/states/texas")).status).toBe(200);
    child.stdin.end();
    expect(await exited).toBe(0);
  });

  it("exits 1 with a clear message when dist has no index.html", async () => {
    const empty = makeSite();
    fs.rmSync(path.join(empty.distDir, "index.html"));
    const child = spawn(process.execPath, [tsxCli, serveScript, "--port", "0"], { cwd: empty.root, env: env() });
    let out = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (out += c));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(out).toContain("Run npm run build first");
    empty.cleanup();
  });
});
