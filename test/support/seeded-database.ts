import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, csvText, type TestDatabase } from "./test-database";

/**
 * A test database for the calling test file, seeded with companies given as CSV cells: created
 * before the file's tests and removed after them. Call the answer inside tests, not at import.
 * @example const db = useSeededDatabase(["name", "city", "state", "zip"], [["Acme Movers", "Austin", "TX", "78701"]]);
 */
export function useSeededDatabase(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string>>): () => TestDatabase {
  let t: TestDatabase | undefined;
  beforeAll(async () => {
    t = await createTestDatabase();
    await t.seedCompanies(csvText(header, rows));
  });
  afterAll(async () => {
    await t?.cleanup();
  });
  return () => {
    if (!t) throw new Error("The test database exists only while the file's tests run");
    return t;
  };
}

/** The context Netlify hands a function, for calling a handler directly; `params` are the path's. */
export const functionContext = (params: Record<string, string> = {}) => ({ ip: "127.0.0.1", params, requestId: "test", waitUntil: () => {} });
