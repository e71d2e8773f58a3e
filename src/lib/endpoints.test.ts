import { describe, expect, it } from "vitest";
import { config as authStatusConfig } from "../../functions/auth-status";
import { config as companiesConfig } from "../../functions/companies";
import { config as featuredConfig } from "../../functions/companies-featured";
import { config as eventsConfig } from "../../functions/events";
import { config as leadsConfig } from "../../functions/leads";
import { config as locationsConfig } from "../../functions/locations";
import { config as locationsResolveConfig } from "../../functions/locations-resolve";
import { config as loginConfig } from "../../functions/login";
import { config as logoutConfig } from "../../functions/logout";
import { config as matchConfig } from "../../functions/match-companies";
import { config as sessionsConfig } from "../../functions/sessions";
import { API_PATHS, fillPath } from "./endpoints";

describe("API_PATHS", () => {
  it("agrees with each function's config.path", () => {
    expect(API_PATHS.companies).toBe(companiesConfig.path);
    expect(API_PATHS.featuredCompanies).toBe(featuredConfig.path);
    expect(API_PATHS.locations).toBe(locationsConfig.path);
    expect(API_PATHS.locationsResolve).toBe(locationsResolveConfig.path);
    expect(API_PATHS.sessions).toBe(sessionsConfig.path);
    expect(API_PATHS.matchCompanies).toBe(matchConfig.path);
    expect(API_PATHS.leads).toBe(leadsConfig.path);
    expect(API_PATHS.events).toBe(eventsConfig.path);
    expect(API_PATHS.login).toBe(loginConfig.path);
    expect(API_PATHS.authStatus).toBe(authStatusConfig.path);
    expect(API_PATHS.logout).toBe(logoutConfig.path);
  });
});

describe("API_PATHS of the admin API", () => {
  it("agrees with each admin function's config.path", async () => {
    const pairs: Array<[string, string]> = [
      [API_PATHS.adminDashboard, (await import("../../functions/admin-dashboard")).config.path],
      [API_PATHS.adminCompanies, (await import("../../functions/admin-companies")).config.path],
      [API_PATHS.adminCompany, (await import("../../functions/admin-company")).config.path],
      [API_PATHS.adminLeads, (await import("../../functions/admin-leads")).config.path],
      [API_PATHS.adminLead, (await import("../../functions/admin-lead")).config.path],
      [API_PATHS.adminLeadStatus, (await import("../../functions/admin-lead-status")).config.path],
      [API_PATHS.adminLeadsExport, (await import("../../functions/admin-leads-export")).config.path],
      [API_PATHS.adminInquiries, (await import("../../functions/admin-inquiries")).config.path],
      [API_PATHS.adminInquiry, (await import("../../functions/admin-inquiries-detail")).config.path],
      [API_PATHS.adminUploads, (await import("../../functions/admin-uploads")).config.path],
      [API_PATHS.adminUpload, (await import("../../functions/admin-upload")).config.path],
      [API_PATHS.adminUploadImport, (await import("../../functions/admin-upload-import")).config.path],
      [API_PATHS.adminUploadCancel, (await import("../../functions/admin-upload-cancel")).config.path],
      [API_PATHS.adminUploadFile, (await import("../../functions/admin-upload-file")).config.path],
      [API_PATHS.adminJobs, (await import("../../functions/admin-jobs")).config.path],
      [API_PATHS.adminJob, (await import("../../functions/admin-job")).config.path],
      [API_PATHS.adminSchedules, (await import("../../functions/admin-schedules")).config.path],
      [API_PATHS.adminSchedule, (await import("../../functions/admin-schedules-detail")).config.path],
    ];
    for (const [client, server] of pairs) expect(client).toBe(server);
  });
});

describe("fillPath", () => {
  it("fills each :name of a path template, URI-encoded", () => {
    expect(fillPath(API_PATHS.adminJob, { id: 42 })).toBe("/api/admin/jobs/42");
    expect(fillPath("/api/x/:a/:b", { a: "a b", b: "c/d" })).toBe("/api/x/a%20b/c%2Fd");
  });

  it("throws when a parameter is missing rather than sending ':id' to the server", () => {
    expect(() => fillPath(API_PATHS.adminLead, {})).toThrow("fillPath: no value for :id");
  });
});
