import { COMPANY_CSV_COLUMNS } from "../companies/csv-row";
import { CSV_FILE_NAME, formatUploadLimit } from "./uploads-api";

/**
 * Browser-side checks of a chosen upload file, before it is sent: the server repeats them. The
 * message says what is wrong and what to do. `maxBytes` is the server's limit (it depends on
 * where the site runs); while it is unknown the size is left to the server.
 */
export function checkUploadFile(file: { name: string; size: number } | undefined | null, maxBytes?: number): string | null {
  if (!file) return "Choose a CSV file to upload.";
  if (!CSV_FILE_NAME.test(file.name)) return `${file.name} is not a .csv file. Save the spreadsheet as CSV (UTF-8) and try again.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (maxBytes !== undefined && file.size > maxBytes) {
    // Rounded up, so a file just over the limit never reads as the limit itself.
    const size = (Math.ceil(file.size / 100_000) / 10).toFixed(1);
    return `${file.name} is ${size} MB; the limit is ${formatUploadLimit(maxBytes)}. Split it into smaller files and upload them one by one.`;
  }
  return null;
}

/** A one-row example in the upload format, for the 'Download a template' link. */
export const CSV_TEMPLATE = `${COMPANY_CSV_COLUMNS.join(",")}
example-movers-austin,Example Movers,"Family-run local and long-distance movers.",100 Congress Ave,Austin,TX,78701,,,(512) 555-0100,hello@example-movers.example,https://example-movers.example,,,local-moving|long-distance-moving,4.6,120,12,false,true,,,
`;

/** The template as a data: URL. */
export const CSV_TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`;
