import { COMPANY_CSV_COLUMNS, type CompanyCsvColumn, companyCsvRowSchema, normalizeCells } from "../companies/csv-row";
import { SERVICES } from "../companies/services";
import type { ApiIssue } from "../errors";
import { formatUsPhone } from "../format";
import type { AdminCompany } from "./companies-api";

/**
 * The admin's company edit form as CSV cells: a company from the API becomes the cells of its
 * CSV row, the form edits those strings, and only the changed cells are sent to
 * PATCH /api/admin/companies/:id, which applies them with the import's rules. The same row
 * schema validates the form before it is sent. Pure, so the island and its tests share it.
 */

/** The CSV columns the form edits: all but years_in_business, which the API shape leaves out. */
export type CompanyFormColumn = Exclude<CompanyCsvColumn, "years_in_business">;

/** The edited columns in CSV order (the first invalid one gets the focus). */
export const COMPANY_FORM_COLUMNS: readonly CompanyFormColumn[] = COMPANY_CSV_COLUMNS.filter(
  (column): column is CompanyFormColumn => column !== "years_in_business",
);

/** The form's values: one string per column, exactly as a CSV cell would hold it ("" = empty). */
export type CompanyFormCells = Record<CompanyFormColumn, string>;

/** Validation problems by column (the first problem of each column). */
export type CompanyFormErrors = Partial<Record<CompanyFormColumn, string>>;

/**
 * The company as the CSV cells it would be imported from, in the formats the CSV uses
 * (services as slugs joined by "|", booleans as true/false, the phone as (AAA) BBB-CCCC).
 */
export function companyToFormCells(company: AdminCompany): CompanyFormCells {
  return {
    name: company.name,
    slug: company.slug,
    description: company.description,
    street: company.street,
    city: company.city.name,
    state: company.state.abbreviation,
    zip: company.zipCode,
    lat: String(company.lat),
    lng: String(company.lng),
    phone: company.phone ? formatUsPhone(company.phone) : "",
    email: company.email ?? "",
    website: company.website ?? "",
    logo_url: company.logo ?? "",
    photo_urls: company.photoUrls.join("|"),
    services: company.services.join("|"),
    rating: company.rating === null ? "" : String(company.rating),
    review_count: String(company.reviewCount),
    is_featured: String(company.isFeatured),
    is_in_list: String(company.isInList),
    lead_webhook_url: company.leadWebhookUrl ?? "",
    usdot_number: company.usdotNumber ?? "",
    mc_number: company.mcNumber ?? "",
  };
}

/**
 * The cells that differ from the stored ones (compared trimmed): what PATCH should send. An
 * emptied cell is sent as "" so the server clears that optional column. Leaving lat/lng
 * untouched while changing the city, state or ZIP lets the server use the new ZIP's centre.
 */
export function changedCells(initial: CompanyFormCells, current: CompanyFormCells): Partial<CompanyFormCells> {
  const out: Partial<CompanyFormCells> = {};
  for (const column of COMPANY_FORM_COLUMNS) {
    if (current[column].trim() !== initial[column].trim()) out[column] = current[column].trim();
  }
  return out;
}

const isFormColumn = (value: string): value is CompanyFormColumn => (COMPANY_FORM_COLUMNS as readonly string[]).includes(value);

/**
 * Validates the form's cells with the CSV row schema the import and the server use; answers
 * the first problem of each column (empty when the row is valid). City/ZIP checks against the
 * reference data happen on the server only.
 */
export function validateCompanyCells(cells: CompanyFormCells): CompanyFormErrors {
  const parsed = companyCsvRowSchema.safeParse(normalizeCells(cells));
  if (parsed.success) return {};
  const errors: CompanyFormErrors = {};
  for (const issue of parsed.error.issues) {
    const column = String(issue.path[0] ?? "");
    if (isFormColumn(column) && errors[column] === undefined) errors[column] = issue.message;
  }
  return errors;
}

/** A refusal as the form shows it: problems at the columns they name, and every problem as a line of the summary. */
export interface ServerFormErrors {
  byColumn: CompanyFormErrors;
  lines: string[];
}

/**
 * Places a server refusal's `issues` at the form's columns (the first problem of each); an issue
 * naming no column of the form stays in the summary only. Without issues the message is the summary.
 */
export function serverFormErrors(message: string, issues: readonly ApiIssue[]): ServerFormErrors {
  const byColumn: CompanyFormErrors = {};
  for (const issue of issues) if (isFormColumn(issue.path) && byColumn[issue.path] === undefined) byColumn[issue.path] = issue.message;
  const lines = issues.map((i) => (isFormColumn(i.path) ? `${i.path}: ${i.message}` : i.message));
  return { byColumn, lines: lines.length > 0 ? lines : [message.replace(/^API Error:\s*/, "")] };
}

/** The services of a "|" list as a set of slugs (for the form's checkboxes). */
export function serviceList(cell: string): string[] {
  return cell
    .split("|")
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The services cell with one service turned on or off, keeping the catalogue's order and any
 * slug the catalogue does not know (so the schema can still report it).
 */
export function toggleService(cell: string, slug: string, on: boolean): string {
  const current = new Set(serviceList(cell));
  if (on) current.add(slug);
  else current.delete(slug);
  const known = SERVICES.map((s) => s.slug).filter((s) => current.has(s));
  const unknown = [...current].filter((s) => !SERVICES.some((d) => d.slug === s));
  return [...known, ...unknown].join("|");
}
