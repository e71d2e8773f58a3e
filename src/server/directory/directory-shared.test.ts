import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { config, resolvePath } from "../config";

/**
 * `astro build` runs the pages from its bundled copy of the directory module and the profile
 * writer from the source one, in one process: the second copy must take the directory the first
 * loaded, not read and index every company again, and never take one loaded from other data.
 */
describe("the build's directory", () => {
  const savedPath = process.env.SNAPSHOT_PATH;
  afterEach(() => {
    if (savedPath === undefined) delete process.env.SNAPSHOT_PATH;
    else process.env.SNAPSHOT_PATH = savedPath;
  });

  async function freshCopy() {
    vi.resetModules();
    const directory = await import("./directory-pages");
    const snapshot = await import("../db/snapshot/snapshot");
    return { getDirectory: directory.getDirectory, closeSnapshot: snapshot.closeSnapshot };
  }

  it("is loaded once per process and snapshot file, whichever copy of the module asks", async () => {
    const first = await freshCopy();
    const loaded = first.getDirectory();
    const second = await freshCopy();
    expect(second.getDirectory()).toBe(loaded);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "directory-shared-"));
    try {
      const copy = path.join(dir, "directory.db");
      fs.copyFileSync(resolvePath(config().SNAPSHOT_PATH), copy);
      process.env.SNAPSHOT_PATH = copy;
      const third = await freshCopy();
      const fromCopy = third.getDirectory();
      expect(fromCopy).not.toBe(loaded);
      expect(fromCopy.companies.map((c) => c.slug)).toEqual(loaded.companies.map((c) => c.slug));
      third.closeSnapshot();

      // A new snapshot renamed over the same path is new data: read again.
      fs.copyFileSync(copy, `${copy}.next`);
      fs.renameSync(`${copy}.next`, copy);
      const fourth = await freshCopy();
      expect(fourth.getDirectory()).not.toBe(fromCopy);
      fourth.closeSnapshot();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    first.closeSnapshot();
    second.closeSnapshot();
  });
});
