import { describe, expect, it } from "vitest";
import { csvDocument, csvRecord, safeCell } from "./safe-cell";

describe("safeCell", () => {
  it("prefixes cells that a spreadsheet would run as formulas", () => {
    expect(safeCell("=SUM(1)")).toBe("'=SUM(1)");
    expect(safeCell("+1")).toBe("'+1");
    expect(safeCell("-2+3")).toBe("'-2+3");
    expect(safeCell("@cmd")).toBe("'@cmd");
    expect(safeCell("\tx")).toBe("'\tx");
    expect(safeCell("\rx")).toBe('"\'\rx"');
  });

  it("leaves ordinary cells and numbers alone", () => {
    expect(safeCell("Jane")).toBe("Jane");
    expect(safeCell("a=b")).toBe("a=b");
    expect(safeCell(-5)).toBe("-5");
    expect(safeCell(null)).toBe("");
    expect(safeCell(undefined)).toBe("");
  });

  it("quotes per RFC 4180", () => {
    expect(safeCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(safeCell("two\nlines")).toBe('"two\nlines"');
    expect(safeCell("=1,2")).toBe('"\'=1,2"');
  });

  it("builds records and documents with CRLF", () => {
    expect(csvRecord(["a", 1, "=x"])).toBe("a,1,'=x");
    expect(csvDocument(["h1", "h2"], [["a", "b"]])).toBe("h1,h2\r\na,b\r\n");
  });
});
