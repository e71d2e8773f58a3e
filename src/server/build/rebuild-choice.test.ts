import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { codeFingerprint, fileSha256, writeBuildState } from "./build-state";
import { chooseRebuild } from "./rebuild-choice";
import { chooseRebuildApart } from "./rebuild-choice-process";

/** The reasons a rebuild falls back to a full build before comparing any data (the data side runs in test/build). */
let dir: string;
let root: string;
let dist: string;
let before: string;
const SITE = "https://movers.example";
const input = () => ({ rootDir: root, distDir: dist, beforeSnapshot: before, afterSnapshot: before, siteUrl: SITE });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "rebuild-choice-"));
  root = path.join(dir, "root");
  dist = path.join(dir, "dist");
  before = path.join(dir, "before.db");
  fs.mkdirSync(path.join(root, "src"), { recursive: true });
  fs.writeFileSync(path.join(root, "src", "page.astro"), "<h1>Hi</h1>");
  fs.mkdirSync(dist);
  fs.writeFileSync(before, "snapshot bytes");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("choosing the rebuild path", () => {
  it("builds in full when the live site has no record of its build", () => {
    expect(chooseRebuild(input())).toEqual({ kind: "full", reason: "the live site has no record of what it was built from" });
  });

  it("builds in full when the live site was built from other data", () => {
    writeBuildState(dist, { snapshot: "0".repeat(64), code: codeFingerprint(root, SITE) });
    expect(chooseRebuild(input())).toMatchObject({ kind: "full", reason: "the live site was built from other data than the previous snapshot" });
  });

  it("builds in full when the code, or the site URL, changed since", () => {
    writeBuildState(dist, { snapshot: fileSha256(before), code: codeFingerprint(root, SITE) });
    fs.writeFileSync(path.join(root, "src", "page.astro"), "<h1>Hello</h1>");
    expect(chooseRebuild(input())).toMatchObject({ kind: "full", reason: "the code or settings changed since the live site was built" });
    writeBuildState(dist, { snapshot: fileSha256(before), code: codeFingerprint(root, SITE) });
    expect(chooseRebuild({ ...input(), siteUrl: "https://other.example" })).toMatchObject({ kind: "full" });
  });

  it("builds in full when there is no previous snapshot", () => {
    writeBuildState(dist, { snapshot: fileSha256(before), code: codeFingerprint(root, SITE) });
    expect(chooseRebuild({ ...input(), beforeSnapshot: null })).toMatchObject({
      kind: "full",
      reason: "there was no previous snapshot to compare with",
    });
  });
});

describe("planning in a child process (what the rebuild job does, so the local server keeps answering)", () => {
  it("answers as planning in process does", async () => {
    expect(await chooseRebuildApart(input())).toEqual(chooseRebuild(input()));
    writeBuildState(dist, { snapshot: fileSha256(before), code: codeFingerprint(root, SITE) });
    expect(await chooseRebuildApart({ ...input(), beforeSnapshot: null })).toEqual(chooseRebuild({ ...input(), beforeSnapshot: null }));
  });

  it("fails with the child's reason when planning fails, instead of hanging", async () => {
    writeBuildState(dist, { snapshot: fileSha256(before), code: codeFingerprint(root, SITE) });
    expect(() => chooseRebuild(input())).toThrow(/not a database/);
    await expect(chooseRebuildApart(input())).rejects.toThrow(/^Planning the rebuild failed: .*not a database/);
  });
});
