import { inject } from "vitest";

/** Setup file of the `postgres` project: points the store tests at the run's Postgres server. */
process.env.TEST_STORE_ENGINE = "postgres";
process.env.PG_TEST_URL ||= inject("pgTestUrl");
