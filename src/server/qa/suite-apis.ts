import type { QaCheck } from "../../lib/admin/qa-api";
import { FEATURED_BATCH_LIMITS } from "../../lib/companies/featured";
import { apiCompaniesSchema, authStatusSchema, errorAnswerSchema, locationSuggestionsSchema, searchResponseSchema } from "./api-shapes";
import { expectThat, QaSkip, runCheck } from "./check";
import { parseJson, type QaHttp, request } from "./http";
import type { QaTargets } from "./targets";

/**
 * The public APIs the pages and the wizard call: locations, featured companies, the company
 * batches of the home page, search and the auth status, each answer validated against its
 * contract, plus one refusal per API that takes input (a 400 naming the field).
 */

const needTargets = (targets: QaTargets | null): QaTargets => {
  if (!targets) throw new QaSkip("no real company was found to query with");
  return targets;
};

async function getJson<T>(http: QaHttp, path: string, schema: Parameters<typeof parseJson<T>>[1]): Promise<T> {
  const fetched = await request(http, path);
  expectThat(fetched.status === 200, `GET ${path} answered HTTP ${fetched.status}`);
  return parseJson(fetched, schema, `GET ${path}`);
}

async function expectRefused(http: QaHttp, path: string, field: string): Promise<void> {
  const fetched = await request(http, path);
  expectThat(fetched.status === 400, `GET ${path} answered HTTP ${fetched.status}, not 400`);
  const body = parseJson(fetched, errorAnswerSchema, `GET ${path}`);
  expectThat(
    `${body.error} ${JSON.stringify(body.issues ?? [])}`.includes(field),
    `the refusal does not name "${field}": ${fetched.text.slice(0, 200)}`,
  );
}

export async function runApis(http: QaHttp, targets: QaTargets | null): Promise<QaCheck[]> {
  const checks: QaCheck[] = [];
  checks.push(
    await runCheck("apis", "GET /api/locations suggests places by ZIP prefix and by city", async () => {
      const { company } = needTargets(targets);
      const byZip = await getJson(http, `/api/locations?zip=${company.zipCode.slice(0, 3)}`, locationSuggestionsSchema);
      expectThat(
        byZip.length > 0 && byZip.every((s) => s.zip.startsWith(company.zipCode.slice(0, 3))),
        `ZIP prefix ${company.zipCode.slice(0, 3)}: ${byZip.length} suggestions, not all matching`,
      );
      const byCity = await getJson(http, `/api/locations?city=${encodeURIComponent(company.city.name)}`, locationSuggestionsSchema);
      expectThat(
        byCity.some((s) => s.city === company.city.name),
        `city "${company.city.name}" is not among the suggestions`,
      );
      await expectRefused(http, "/api/locations?zip=x", "zip");
    }),
  );
  checks.push(
    await runCheck("apis", "GET /api/companies/featured lists featured, listed movers", async () => {
      const featured = await getJson(http, "/api/companies/featured", apiCompaniesSchema);
      expectThat(featured.length > 0, "no featured companies");
      const wrong = featured.find((c) => !c.isFeatured || !c.isInList);
      expectThat(!wrong, `${wrong?.slug} is not featured and listed`);
    }),
  );
  checks.push(
    await runCheck("apis", `GET /api/companies answers its batches (${FEATURED_BATCH_LIMITS.join(", ")}) and pages`, async () => {
      let previous: number[] = [];
      for (const limit of FEATURED_BATCH_LIMITS) {
        const batch = await getJson(http, `/api/companies?limit=${limit}&offset=0`, apiCompaniesSchema);
        expectThat(batch.length === limit, `limit=${limit}: ${batch.length} companies`);
        const ids = batch.map((c) => c.id);
        expectThat(
          previous.every((id, i) => ids[i] === id),
          `limit=${limit} does not start with the smaller batch (the order is not stable)`,
        );
        previous = ids;
      }
      const next = await getJson(http, "/api/companies?limit=6&offset=6", apiCompaniesSchema);
      expectThat(next.length === 6 && next.every((c, i) => c.id === previous[6 + i]), "offset=6 is not the next 6 of the stable order");
      await expectRefused(http, "/api/companies?limit=0", "limit");
    }),
  );
  checks.push(
    await runCheck("apis", "GET /api/search finds movers by city", async () => {
      const { company } = needTargets(targets);
      const q = `${company.city.name}, ${company.state.abbreviation}`;
      const answer = await getJson(http, `/api/search?q=${encodeURIComponent(q)}`, searchResponseSchema);
      expectThat(answer.total > 0 && answer.results.length > 0, `"${q}" found nothing`);
      await expectRefused(http, "/api/search?q=", "q");
    }),
  );
  checks.push(
    await runCheck("apis", "GET /api/auth/status answers isAuthenticated false without a session", async () => {
      const status = await getJson(http, "/api/auth/status", authStatusSchema);
      expectThat(status.isAuthenticated === false, "isAuthenticated is true without a session cookie");
    }),
  );
  return checks;
}
