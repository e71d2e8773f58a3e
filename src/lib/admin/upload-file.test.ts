import { describe, expect, it } from "vitest";
import { parseCompaniesCsv } from "../../server/csv/parse";
import { CSV_TEMPLATE, CSV_TEMPLATE_HREF, checkUploadFile } from "./upload-file";
import { MAX_UPLOAD_BYTES } from "./uploads";

describe("checkUploadFile", () => {
  it("asks for a file when none is chosen", () => {
    expect(checkUploadFile(undefined)).toBe("Choose a CSV file to upload.");
  });

  it("refuses other file types, empty files and files over 10 MB, naming the file", () => {
    expect(checkUploadFile({ name: "movers.xlsx", size: 10 })).toMatch(/^movers\.xlsx is not a \.csv file/);
    expect(checkUploadFile({ name: "movers.csv", size: 0 })).toBe("movers.csv is empty.");
    expect(checkUploadFile({ name: "big.csv", size: MAX_UPLOAD_BYTES + 1 })).toMatch(/^big\.csv is 10\.0 MB; the limit is 10 MB/);
  });

  it("accepts a CSV of up to 10 MB, whatever the case of its extension", () => {
    expect(checkUploadFile({ name: "movers.CSV", size: MAX_UPLOAD_BYTES })).toBeNull();
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
