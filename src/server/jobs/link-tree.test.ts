import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { linkTree } from "./link-tree";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "link-tree-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const skip = { paths: ["_headers", "sitemap-index.xml"], pattern: /^sitemap-\d+\.xml$/ };

describe("the hard-linked copy of the live site, made in a child process", () => {
  it("links every file into the copy (the same file, not a copy of it) but the ones it is told to skip", async () => {
    const from = path.join(dir, "dist");
    const to = path.join(dir, "dist.next-1");
    const files = ["index.html", "company/a.html", "company/deep/b.html", "_astro/x.js", "_headers", "sitemap-index.xml", "sitemap-0.xml"];
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(from, file)), { recursive: true });
      fs.writeFileSync(path.join(from, file), file);
    }
    expect(await linkTree(from, to, skip)).toBe(4);
    for (const file of ["index.html", "company/a.html", "company/deep/b.html", "_astro/x.js"]) {
      expect(fs.statSync(path.join(to, file)).ino).toBe(fs.statSync(path.join(from, file)).ino);
    }
    for (const file of ["_headers", "sitemap-index.xml", "sitemap-0.xml"]) expect(fs.existsSync(path.join(to, file))).toBe(false);
  });

  it("fails with the reason when the site is not there", async () => {
    await expect(linkTree(path.join(dir, "missing"), path.join(dir, "to"), skip)).rejects.toThrow(/^Could not link .*ENOENT/s);
  });
});
