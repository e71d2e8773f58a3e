import { inject } from "vitest";
import { TEMPLATE_DIR_ENV } from "./support/template-names";

/** Setup file of both projects: points test-database.ts at the run's templates. */
process.env[TEMPLATE_DIR_ENV] = inject("templateDir");
