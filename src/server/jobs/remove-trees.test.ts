import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeTrees } from "./remove-trees";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "remove-trees-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("removing old sites in a child process", () => {
  it("removes every folder named, nested files and all, and leaves the others", async () => {
    const old = path.join(dir, "dist.old-1");
    const part = path.join(dir, "dist.part-2");
    const live = path.join(dir, "dist");
    for (const root of [old, part, live]) {
      fs.mkdirSync(path.join(root, "company", "deep"), { recursive: true });
      for (let i = 0; i < 50; i++) fs.writeFileSync(path.join(root, "company", "deep", `${i}.html`), "<p>page</p>");
    }
    await removeTrees([old, part, path.join(dir, "never-existed")]);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(part)).toBe(false);
    expect(fs.readdirSync(path.join(live, "company", "deep"))).toHaveLength(50);
  });

  it("settles at once when there is nothing to remove", async () => {
    await expect(removeTrees([])).resolves.toBeUndefined();
  });
});
