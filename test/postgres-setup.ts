import type { TestProject } from "vitest/node";
import { startTestPostgres } from "../scripts/testing/postgres-server";

/**
 * Global setup of the `postgres` test project: starts one throwaway Postgres server for the run
 * (unless PG_TEST_URL already names one) and hands its URL to the test files, each of which
 * creates and drops its own database on it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.PG_TEST_URL) return async () => {};
  const server = await startTestPostgres();
  process.env.PG_TEST_URL = server.url;
  project.provide("pgTestUrl", server.url);
  return () => server.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgTestUrl: string;
  }
}
