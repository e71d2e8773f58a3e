import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_FUNCTIONS } from "./__fixtures__/site";
import { type FunctionRoute, loadFunctions, matchFunction, routesFromModule } from "./functions-registry";

const handler = async () => new Response("ok");
let routes: FunctionRoute[];

beforeAll(async () => {
  routes = await loadFunctions(FIXTURE_FUNCTIONS);
});

describe("loadFunctions", () => {
  it("loads every fixture, one route per path, literal paths before patterns", () => {
    expect(routes.map((r) => r.path)).toEqual([
      "/api/background",
      "/api/boom",
      "/api/cookies",
      "/api/cookies-too",
      "/api/echo",
      "/api/files/*",
      "/api/items/:id",
    ]);
    expect(routes.find((r) => r.name === "background.ts")?.methods).toEqual(["POST"]);
  });

  it("refuses a function without config.path, naming the file", async () => {
    await expect(loadFunctions(path.join(FIXTURE_FUNCTIONS, "../functions-invalid"))).rejects.toThrow(
      /functions\/no-path\.ts: config\.path is missing/,
    );
  });

  it("ignores tests, type declarations and other files; a missing folder has no functions", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fn-test-"));
    fs.writeFileSync(path.join(dir, "thing.test.ts"), "throw new Error('must not be imported')");
    fs.writeFileSync(path.join(dir, "types.d.ts"), "export {};");
    fs.writeFileSync(path.join(dir, "README.md"), "# notes");
    fs.mkdirSync(path.join(dir, "_shared"));
    expect(await loadFunctions(dir)).toEqual([]);
    expect(await loadFunctions(path.join(dir, "missing"))).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("routesFromModule", () => {
  it("validates the default export and config", () => {
    expect(() => routesFromModule("a.ts", { config: { path: "/x" } })).toThrow(/functions\/a\.ts: must export a handler/);
    expect(() => routesFromModule("b.ts", { default: handler })).toThrow(/functions\/b\.ts: must export `config`/);
    expect(() => routesFromModule("c.ts", { default: handler, config: { path: "api/x" } })).toThrow(/must start with "\/"/);
    expect(() => routesFromModule("d.ts", { default: handler, config: { path: [] } })).toThrow(/functions\/d\.ts/);
    expect(() => routesFromModule("e.ts", { default: handler, config: { path: "/a/(" } })).toThrow(/not a valid URLPattern/);
    expect(routesFromModule("f.ts", { default: handler, config: { path: ["/a", "/b"] } })).toHaveLength(2);
  });
});

describe("matchFunction", () => {
  it("returns the handler with the named groups as params", () => {
    const match = matchFunction(routes, "/api/items/42");
    expect(match?.route.name).toBe("items.ts");
    expect(match?.params).toEqual({ id: "42" });
    expect(matchFunction(routes, "/api/files/a/b.txt")?.params).toEqual({ "0": "a/b.txt" });
    expect(matchFunction(routes, "/api/cookies-too")?.route.name).toBe("cookies.ts");
  });

  it("returns nothing for other paths, extra segments or excluded methods", () => {
    expect(matchFunction(routes, "/api/items/42/more")).toBeUndefined();
    expect(matchFunction(routes, "/api/nothing")).toBeUndefined();
    expect(matchFunction(routes, "/api/background", "GET")).toBeUndefined();
    expect(matchFunction(routes, "/api/background", "POST")?.route.name).toBe("background.ts");
  });

  it("honours config.excludedPath", () => {
    const own = routesFromModule("g.ts", { default: handler, config: { path: "/g/*", excludedPath: "/g/static/*" } });
    expect(matchFunction(own, "/g/x")).toBeDefined();
    expect(matchFunction(own, "/g/static/x")).toBeUndefined();
  });
});
