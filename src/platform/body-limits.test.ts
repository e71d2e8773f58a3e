import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeSite, type TempSite } from "./__fixtures__/site";

/**
 * The real server process with the real functions: a body far over a function's limit is
 * refused while it streams in, so many of them at once cost the server almost no memory.
 */
const tsxCli = path.resolve(import.meta.dirname, "../../node_modules/tsx/dist/cli.mjs");
const script = path.resolve(import.meta.dirname, "__fixtures__/serve-real-functions.ts");
const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(MB, 0x61); // one shared megabyte, written again and again

let site: TempSite;
let child: ChildProcessWithoutNullStreams;
let base: URL;

beforeAll(async () => {
  site = makeSite();
  const env = { ...process.env, LOG_REQUESTS: "0", STORE_PATH: path.join(site.root, "store.db") };
  child = spawn(process.execPath, [tsxCli, script, site.distDir], { cwd: site.root, env, stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (c) => (stderr += c));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once("line", resolve);
    child.once("exit", () => reject(new Error(`server exited: ${stderr}`)));
  });
  base = new URL(line.replace(/^Serving /, ""));
}, 60_000);

afterAll(async () => {
  child.stdin.end();
  await new Promise((resolve) => child.once("exit", resolve));
  site.cleanup();
});

const rssBytes = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1]) * 1024;

/** POSTs `megabytes` of body (chunked, or with its Content-Length); resolves the status and how much was written. */
function post(
  pathname: string,
  megabytes: number,
  chunked: boolean,
  extra: Record<string, string> = {},
): Promise<{ status: number; written: number }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "Content-Type": "application/json", ...extra };
    if (!chunked) headers["Content-Length"] = String(megabytes * MB);
    const req = http.request({ hostname: base.hostname, port: base.port, path: pathname, method: "POST", headers });
    let written = 0;
    let done = false;
    const write = () => {
      while (!done && written < megabytes * MB) {
        written += MB;
        if (!req.write(CHUNK)) return void req.once("drain", write);
      }
      if (!done) req.end();
    };
    req.on("response", (res) => {
      done = true;
      res.resume();
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, written });
        req.destroy();
      });
    });
    req.on("error", (error) => (done ? undefined : reject(error)));
    write();
  });
}

describe("request bodies over a function's limit", () => {
  it("refuses 20 parallel 11 MB bodies to /api/events with 413 while the server's memory stays flat", async () => {
    await post("/api/events", 11, true); // warm up: the function module and its imports load once
    const before = rssBytes();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => post("/api/events", 11, i % 2 === 0)));
    const grown = rssBytes() - before;
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(413));
    // The server stopped reading: the chunked senders got their answer long before 11 MB.
    expect(Math.max(...results.filter((_, i) => i % 2 === 0).map((r) => r.written))).toBeLessThan(11 * MB);
    console.info(`server RSS grew by ${(grown / MB).toFixed(1)} MB for 20 parallel 11 MB bodies`);
    expect(grown).toBeLessThan(8 * MB);
  }, 60_000);

  it("refuses a body on a route that declares none", async () => {
    expect((await post("/api/logout", 1, true, { Origin: base.origin })).status).toBe(413);
  }, 30_000);
});
