import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readPageList } from "./render-filter";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "render-filter-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function listFile(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

describe("the incremental build's page list", () => {
  it("reads a JSON array of URL paths", () => {
    const pages = readPageList(listFile("ok.json", JSON.stringify(["/company/a-movers", "/moving-companies/texas/austin"])));
    expect([...pages]).toEqual(["/company/a-movers", "/moving-companies/texas/austin"]);
  });

  it("stops with a message naming the variable and the bad entry", () => {
    const file = listFile("bad-entry.json", JSON.stringify(["/company/a-movers", "company/no-slash"]));
    expect(() => readPageList(file)).toThrow(/RENDER_ONLY_FILE .*1: must be a URL path starting with \//);
  });

  it("stops with a message when the file is not JSON or not a list", () => {
    expect(() => readPageList(listFile("broken.json", '["/a"'))).toThrow(/RENDER_ONLY_FILE .*not readable JSON/);
    expect(() => readPageList(listFile("object.json", JSON.stringify({ pages: [] })))).toThrow(/RENDER_ONLY_FILE/);
    expect(() => readPageList(path.join(dir, "missing.json"))).toThrow(/RENDER_ONLY_FILE .*not readable JSON/);
  });
});
