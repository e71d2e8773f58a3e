import { describe, expect, it } from "vitest";
import { formatZodError } from "../errors";
import { companiesQuerySchema, searchParamsInput } from "./companies-api";

const parse = (query: string) => companiesQuerySchema.safeParse(searchParamsInput(new URL(`http://x/api/companies${query}`)));

describe("companiesQuerySchema", () => {
  it("defaults to limit 12, offset 0", () => {
    expect(parse("").data).toEqual({ limit: 12, offset: 0 });
  });

  it("accepts the bounds and ignores unknown parameters", () => {
    expect(parse("?limit=1&offset=0&x=y").data).toEqual({ limit: 1, offset: 0 });
    expect(parse("?limit=100&offset=20000").data).toEqual({ limit: 100, offset: 20000 });
  });

  it.each(["0", "101", "", "1.5", "-1", "1e2", "abc", " 5"])("refuses limit=%j naming the parameter", (value) => {
    const result = parse(`?limit=${encodeURIComponent(value)}`);
    expect(result.success).toBe(false);
    expect(formatZodError(result.error!)).toBe("limit: must be a whole number from 1 to 100");
  });

  it.each(["-1", "", "2.5", "x"])("refuses offset=%j naming the parameter", (value) => {
    const result = parse(`?offset=${encodeURIComponent(value)}`);
    expect(result.success).toBe(false);
    expect(formatZodError(result.error!)).toBe("offset: must be a whole number of 0 or more");
  });

  it("uses the last value of a repeated parameter", () => {
    expect(parse("?limit=5&limit=6").data).toEqual({ limit: 6, offset: 0 });
  });
});
