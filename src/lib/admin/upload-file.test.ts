import { describe, expect, it } from "vitest";
import { parseCompaniesCsv } from "../../server/csv/parse";
import { CSV_TEMPLATE, CSV_TEMPLATE_HREF, checkUploadFile } from "./upload-file";
import { UPLOAD_LIMIT_BYTES } from "./uploads-api";

describe("checkUploadFile", () => {
  it("asks for a file when none is chosen", () => {
    expect(checkUploadFile(undefined)).toBe("Choose a CSV file to upload.");
  });

  it("refuses other file types, empty files and files over the limit, naming the file and the limit", () => {
    const { netlify, selfHosted } = UPLOAD_LIMIT_BYTES;
    expect(checkUploadFile({ name: "movers.xlsx", size: 10 })).toMatch(/^movers\.xlsx is not a \.csv file/);
    expect(checkUploadFile({ name: "movers.csv", size: 0 })).toBe("movers.csv is empty.");
    expect(checkUploadFile({ name: "big.csv", size: selfHosted + 1 }, selfHosted)).toMatch(/^big\.csv is 10\.5 MB; the limit is 10 MB\. Split it/);
    expect(checkUploadFile({ name: "big.csv", size: netlify + 1 }, netlify)).toMatch(/^big\.csv is 6\.1 MB; the limit is 6 MB\. Split it/);
  });

  it("accepts a CSV of up to the limit, whatever the case of its extension; no limit known, no size check", () => {
    expect(checkUploadFile({ name: "movers.CSV", size: UPLOAD_LIMIT_BYTES.selfHosted }, UPLOAD_LIMIT_BYTES.selfHosted)).toBeNull();
    expect(checkUploadFile({ name: "movers.csv", size: UPLOAD_LIMIT_BYTES.netlify }, UPLOAD_LIMIT_BYTES.netlify)).toBeNull();
    expect(checkUploadFile({ name: "movers.csv", size: 50_000_000 })).toBeNull();
  });
});

describe("the CSV template", () => {
  it("is a valid upload: every column, one row that passes the import's own checks", () => {
    const parsed = parseCompaniesCsv(CSV_TEMPLATE);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0].data).toMatchObject({ slug: "example-movers-austin", city: "Austin", state: "TX" });
    expect(decodeURIComponent(CSV_TEMPLATE_HREF.split(",").slice(1).join(","))).toBe(CSV_TEMPLATE);
  });
});
