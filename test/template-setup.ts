import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { makeDatabaseTemplates } from "./support/database-templates";
import { TEMPLATE_DIR_ENV } from "./support/template-names";

/**
 * Global setup of each test project: the snapshot and store templates that each test file's
 * databases are copied from (test/support/test-database.ts), made once per project and run.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const templates = await makeDatabaseTemplates();
  process.env[TEMPLATE_DIR_ENV] = templates.dir;
  project.provide("templateDir", templates.dir);
  return () => fs.rmSync(templates.dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    templateDir: string;
  }
}
