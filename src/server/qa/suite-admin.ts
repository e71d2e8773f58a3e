import type { QaCheck } from "../../lib/admin/qa-api";
import { API_PATHS } from "../../lib/endpoints";
import { expectThat, runCheck } from "./check";
import { type QaHttp, readPage, request } from "./http";

/** Admin: the login page is up, and the admin API refuses a caller without a session. */
export async function runAdmin(http: QaHttp): Promise<QaCheck[]> {
  return [
    await runCheck("admin", "GET /login answers 200 with the login form", async () => {
      const page = await request(http, "/login");
      expectThat(page.status === 200, `answered HTTP ${page.status}`);
      expectThat(/login/i.test(readPage(page.text).title ?? ""), "the page's title does not name the login");
      expectThat(/type="password"|<astro-island/i.test(page.text), "the page has no password field or form island");
    }),
    await runCheck("admin", `GET ${API_PATHS.adminDashboard} answers 401 without a session`, async () => {
      const res = await request(http, API_PATHS.adminDashboard);
      expectThat(res.status === 401, `answered HTTP ${res.status}`);
    }),
    await runCheck("admin", `GET ${API_PATHS.adminLeads} answers 401 without a session`, async () => {
      const res = await request(http, API_PATHS.adminLeads);
      expectThat(res.status === 401, `answered HTTP ${res.status}`);
    }),
  ];
}
