import { describe, expect, it } from "vitest";
import { companyListParams, EMPTY_COMPANY_QUERY, parseCompanyListQuery, parsePage } from "./company-list-query";

describe("parseCompanyListQuery", () => {
  it("reads every filter from a URL query", () => {
    expect(parseCompanyListQuery({ q: " lopez ", state: "tx", featured: "true", inList: "false", page: "3" })).toEqual({
      q: "lopez",
      state: "TX",
      featured: "true",
      inList: "false",
      page: 3,
    });
  });

  it("treats missing or unknown values as 'all' and page 1", () => {
    expect(parseCompanyListQuery({})).toEqual(EMPTY_COMPANY_QUERY);
    expect(parseCompanyListQuery({ state: "PR", featured: "yes", inList: "1", page: "0" })).toEqual(EMPTY_COMPANY_QUERY);
    expect(parseCompanyListQuery({ q: "x".repeat(150) }).q).toHaveLength(100);
  });
});

describe("parsePage", () => {
  it("accepts whole numbers from 1", () => {
    expect(parsePage("2")).toBe(2);
    expect([parsePage(undefined), parsePage("-1"), parsePage("1.5"), parsePage("abc"), parsePage("1234567")]).toEqual([1, 1, 1, 1, 1]);
  });
});

describe("companyListParams", () => {
  it("leaves out blanks and page 1", () => {
    expect(companyListParams(EMPTY_COMPANY_QUERY)).toEqual({
      q: undefined,
      state: undefined,
      featured: undefined,
      inList: undefined,
      page: undefined,
    });
    expect(companyListParams({ q: "ace ", state: "CA", featured: "false", inList: "true", page: 2 })).toEqual({
      q: "ace",
      state: "CA",
      featured: "false",
      inList: "true",
      page: "2",
    });
  });
});
