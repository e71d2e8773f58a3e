import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, fetchQueryKey, queryKeyPath, withQuery } from "./api";

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal("fetch", fetchMock);
afterEach(() => fetchMock.mockReset());

const answer = (body: string | null, status = 200, statusText = "OK") => fetchMock.mockResolvedValueOnce(new Response(body, { status, statusText }));
const lastCall = () => fetchMock.mock.calls.at(-1)!;

describe("apiRequest", () => {
  it("GETs the path with a JSON content type and parses the JSON answer", async () => {
    answer('[{"id":1}]');
    expect(await apiRequest("/api/companies")).toEqual([{ id: 1 }]);
    const [path, init] = lastCall();
    expect(path).toBe("/api/companies");
    expect(init?.method).toBe("GET");
    expect(init?.headers).toEqual({ "Content-Type": "application/json" });
    expect(init?.body).toBeUndefined();
  });

  it("sends another method with a JSON body, or a string body as is", async () => {
    answer('{"ok":true}');
    await apiRequest("/api/login", { method: "POST", body: { username: "ann" } });
    expect(lastCall()[1]).toMatchObject({ method: "POST", body: '{"username":"ann"}' });
    answer('{"ok":true}');
    await apiRequest("/api/x", { method: "PUT", body: "a=b" });
    expect(lastCall()[1]?.body).toBe("a=b");
  });

  it("sends a Blob (an uploaded file) as is, not as JSON", async () => {
    answer("{}");
    const file = new Blob(["name,city\n"], { type: "text/csv" });
    await apiRequest("/api/admin/uploads", { method: "POST", body: file, headers: { "Content-Type": "text/csv" } });
    expect(lastCall()[1]?.body).toBe(file);
  });

  it("lets the caller override the content type and add headers", async () => {
    answer("{}");
    await apiRequest("/api/x", { headers: { "Content-Type": "text/plain", "X-Test": "1" } });
    expect(lastCall()[1]?.headers).toEqual({ "Content-Type": "text/plain", "X-Test": "1" });
  });

  it("gives undefined for 204 No Content", async () => {
    answer(null, 204, "No Content");
    expect(await apiRequest("/api/logout")).toBeUndefined();
  });

  it("raises 'Invalid JSON response from server' for a success that is not JSON", async () => {
    answer("<html>");
    await expect(apiRequest("/api/x")).rejects.toThrow(new Error("Invalid JSON response from server"));
  });

  it("uses the error field of a failed JSON answer", async () => {
    answer('{"error":"limit: too big","message":"ignored"}', 400, "Bad Request");
    const error = await apiRequest("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "API Error: limit: too big", status: 400 });
  });

  it("keeps the issues a refusal names, dropping malformed ones", async () => {
    answer('{"error":"zip: bad","issues":[{"path":"zip","message":"bad"},{"path":3},"x"]}', 400, "Bad Request");
    const error = await apiRequest("/api/x").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, issues: [{ path: "zip", message: "bad" }] });
    answer('{"error":"Company not found"}', 404, "Not Found");
    expect(await apiRequest("/api/x").catch((e: unknown) => e)).toMatchObject({ issues: [] });
  });

  it("falls back to the message field, then the status text", async () => {
    answer('{"message":"Nope"}', 403, "Forbidden");
    await expect(apiRequest("/api/x")).rejects.toThrow("API Error: Nope");
    answer('{"other":1}', 500, "Internal Server Error");
    await expect(apiRequest("/api/x")).rejects.toThrow("API Error: Internal Server Error");
    answer("null", 502, "");
    await expect(apiRequest("/api/x")).rejects.toThrow("API Error: 502");
  });

  it("uses the status code and text when the failed body is not JSON", async () => {
    answer("<h1>down</h1>", 503, "Service Unavailable");
    await expect(apiRequest("/api/x")).rejects.toThrow("API Error: 503 Service Unavailable");
  });

  it("passes a network failure through", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(apiRequest("/api/x")).rejects.toThrow("Failed to fetch");
  });
});

describe("withQuery", () => {
  it("appends the defined fields as a query string", () => {
    expect(withQuery("/api/companies", { limit: 6, offset: 0, q: undefined, r: null })).toBe("/api/companies?limit=6&offset=0");
    expect(withQuery("/api/a?x=1", { y: "a b" })).toBe("/api/a?x=1&y=a+b");
    expect(withQuery("/api/a", {})).toBe("/api/a");
  });
});

describe("query keys", () => {
  it("takes a plain string key as the path", () => {
    expect(queryKeyPath("/api/companies/featured")).toBe("/api/companies/featured");
  });

  it("takes the first element as the path and an object second element as the query", () => {
    expect(queryKeyPath(["/api/companies"])).toBe("/api/companies");
    expect(queryKeyPath(["/api/companies", { limit: 12, offset: 0 }])).toBe("/api/companies?limit=12&offset=0");
    expect(queryKeyPath(["/api/companies", "not-an-object"])).toBe("/api/companies");
  });

  it.each([[42], [""], [[]], [[1, {}]], [null], [{ path: "/api" }], [undefined]])("refuses the key %j with 'Invalid query key'", (key) => {
    expect(() => queryKeyPath(key)).toThrow(new Error("Invalid query key"));
  });

  it("fetches the key's path, and rejects (does not throw) on a bad key", async () => {
    answer("[1]");
    expect(await fetchQueryKey(["/api/companies", { limit: 6 }])).toEqual([1]);
    expect(lastCall()[0]).toBe("/api/companies?limit=6");
    const pending = fetchQueryKey(7);
    await expect(pending).rejects.toThrow("Invalid query key");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
