import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeSitemap } from "./sitemap";

let dist: string;
const page = (file: string) => {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), "<html></html>");
};
const locs = (file: string) => [...fs.readFileSync(path.join(dist, file), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "sitemap-"));
  for (const file of [
    "index.html",
    "about.html",
    "admin.html",
    "404.html",
    "login.html",
    "moving-companies/page/10.html",
    "moving-companies/page/9.html",
    "moving-companies/texas/austin.html",
    "moving-companies/texas/austin/page/2.html",
    "moving-companies/texas/austin/by-name.html",
    "company/a-&-b-movers.html",
  ])
    page(file);
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

describe("the XML sitemap of a built site", () => {
  it("lists every public page once, in path order with numbers compared as numbers", async () => {
    expect(await writeSitemap(dist, "https://movers.example")).toBe(7);
    expect(locs("sitemap-index.xml")).toEqual(["https://movers.example/sitemap-0.xml"]);
    expect(locs("sitemap-0.xml")).toEqual([
      "https://movers.example/",
      "https://movers.example/about",
      "https://movers.example/company/a-&amp;-b-movers",
      "https://movers.example/moving-companies/page/9",
      "https://movers.example/moving-companies/page/10",
      "https://movers.example/moving-companies/texas/austin",
      "https://movers.example/moving-companies/texas/austin/page/2",
    ]);
  });

  it("splits into files of at most `limit` URLs and drops a file the site no longer fills", async () => {
    await writeSitemap(dist, "https://movers.example", 3);
    expect(locs("sitemap-index.xml")).toHaveLength(3);
    expect(locs("sitemap-2.xml")).toHaveLength(1);
    fs.rmSync(path.join(dist, "about.html"));
    await writeSitemap(dist, "https://movers.example", 3);
    expect(locs("sitemap-index.xml")).toHaveLength(2);
    expect(fs.existsSync(path.join(dist, "sitemap-2.xml"))).toBe(false);
  });
});
