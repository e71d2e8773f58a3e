import { inject } from "vitest";
import { PG_TEMPLATE_ENV } from "./support/template-names";

/** Setup file of the `postgres` project: points the store tests at the run's Postgres server. */
process.env.TEST_STORE_ENGINE = "postgres";
process.env.PG_TEST_URL ||= inject("pgTestUrl");
process.env[PG_TEMPLATE_ENV] ||= inject("pgTemplate");
