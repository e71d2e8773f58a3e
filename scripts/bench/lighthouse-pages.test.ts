import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultPages } from "./lighthouse-pages";

let dist: string;

function write(file: string, bytes: number): void {
  const full = path.join(dist, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, "x".repeat(bytes));
}

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-pages-"));
  write("moving-companies/texas.html", 10);
  write("moving-companies/texas/houston.html", 300);
  write("moving-companies/texas/austin.html", 200);
  write("moving-companies/california.html", 10);
  write("moving-companies/california/los-angeles.html", 400);
  // A city's second page and the directory's own pagination are bigger, but are not city pages.
  write("moving-companies/california/los-angeles/2.html", 900);
  write("moving-companies/page/2.html", 5000);
  write("company/zeta-movers-austin-tx.html", 50);
  write("company/abbott-movers-dallas-tx.html", 50);
});

afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

describe("the pages Lighthouse measures", () => {
  it("are the fixed pages, the biggest first page of a city and the first profile by name", () => {
    expect(defaultPages(dist)).toEqual([
      "/",
      "/get-quotes",
      "/calculator",
      "/moving-companies/texas",
      "/moving-companies/california/los-angeles",
      "/company/abbott-movers-dallas-tx",
    ]);
  });

  it("names the folder when a build has no city pages", () => {
    fs.rmSync(path.join(dist, "moving-companies/texas"), { recursive: true });
    fs.rmSync(path.join(dist, "moving-companies/california"), { recursive: true });
    expect(() => defaultPages(dist)).toThrow(/No city pages under .*moving-companies/);
  });
});
