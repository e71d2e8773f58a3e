import { z } from "zod";
import { wholeNumberParam } from "../whole-number-param";

/**
 * Query parameters of `GET /api/companies`: `limit` 1-100 (default 12) and
 * `offset` 0 or more (default 0), both whole numbers written as plain digits. Anything else
 * ("", "1.5", "-1", "1e2", "abc") fails, and `formatZodError` names the parameter.
 */
export const COMPANIES_DEFAULT_LIMIT = 12;
export const COMPANIES_MAX_LIMIT = 100;

const wholeNumber = (message: string, min: number, max: number) => wholeNumberParam(message, min, max, 9);

export const companiesQuerySchema = z.object({
  limit: wholeNumber(`must be a whole number from 1 to ${COMPANIES_MAX_LIMIT}`, 1, COMPANIES_MAX_LIMIT).default(COMPANIES_DEFAULT_LIMIT),
  offset: wholeNumber("must be a whole number of 0 or more", 0, Number.MAX_SAFE_INTEGER).default(0),
});

export type CompaniesQuery = z.infer<typeof companiesQuerySchema>;

/**
 * The query of a request URL as the schema's input: one string per parameter (the last one
 * wins when a parameter repeats), unknown parameters ignored by the schema.
 */
export function searchParamsInput(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams);
}
