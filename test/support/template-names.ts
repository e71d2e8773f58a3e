/** Names shared by the test setups and test-database.ts, kept apart so setup files import nothing heavy. */
export const TEMPLATE_DIR_ENV = "TEST_TEMPLATE_DIR";
export const PG_TEMPLATE_ENV = "PG_TEST_TEMPLATE";
export const PG_TEMPLATE_DATABASE = "movers_test_template";
