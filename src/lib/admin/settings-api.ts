import { z } from "zod";
import { formatUsPhone } from "../format";
import { emailRule, phoneRule } from "../quote/validation";

/**
 * Settings: the site details the next build publishes (contact email and phone) and the status
 * of the integrations configured in the environment. Schemas and shapes of /api/admin/settings
 * and /api/admin/settings/integrations/:id/test, shared by the page, the functions and the use
 * cases.
 */

export const SETTINGS_PATH = "/api/admin/settings";
export const integrationTestPath = (id: IntegrationId) => `/api/admin/settings/integrations/${id}/test`;

/** A blank value means "use the default" (the details the site ships with). */
const blankOr = <T extends z.core.$ZodType<string>>(rule: T) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.union([z.literal(""), rule]));

/** PUT /api/admin/settings; a phone is stored as "(312) 555-0142" however it was typed. */
export const siteDetailsSchema = z.object({
  contact_email: blankOr(emailRule),
  contact_phone: blankOr(phoneRule).transform((v) => (v === "" ? "" : formatUsPhone(v))),
});
export type SiteDetailsInput = z.output<typeof siteDetailsSchema>;

/** The contact details the public pages show. */
export interface SiteContact {
  email: string;
  phone: string;
}

export interface SiteDetailsView {
  /** What the admin set ('' = the default). */
  contactEmail: string;
  contactPhone: string;
  /** What the next build publishes (the set value, else the default). */
  effective: SiteContact;
  defaults: SiteContact;
  updatedAt: string | null;
  updatedBy: string | null;
}

export const INTEGRATION_IDS = ["warehouse", "build-hook", "smtp", "database"] as const;
export type IntegrationId = (typeof INTEGRATION_IDS)[number];
/** POST /api/admin/settings/integrations/:id/test: an id not in INTEGRATION_IDS is an unknown integration (404). */
export const integrationParamsSchema = z.object({ id: z.enum(INTEGRATION_IDS) });
export type IntegrationParams = z.infer<typeof integrationParamsSchema>;

export interface IntegrationStatus {
  id: IntegrationId;
  name: string;
  /** The environment variable(s) it comes from. */
  variable: string;
  configured: boolean;
  /** Masked: a host or engine, never a credential, path secret or token. */
  value: string;
  /** What "Send test" does, in a sentence. */
  testDescription: string;
  /** The test has a real effect (a deploy) and must be confirmed. */
  requiresConfirmation: boolean;
  /** The test sends an email to an address the admin enters. */
  needsRecipient: boolean;
}

export interface SettingsView {
  site: SiteDetailsView;
  integrations: IntegrationStatus[];
}

/** POST /api/admin/settings/integrations/:id/test */
export const integrationTestSchema = z.object({
  to: z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.union([z.literal(""), emailRule]).optional()),
  confirm: z.boolean({ error: "must be true or false" }).optional(),
});
export type IntegrationTestInput = z.output<typeof integrationTestSchema>;

export interface IntegrationTestResult {
  id: IntegrationId;
  ok: boolean;
  /** What happened, for a person: "Sent to a@b.example via smtp.example.com", "HTTP 503 from …". */
  message: string;
  milliseconds: number;
}
