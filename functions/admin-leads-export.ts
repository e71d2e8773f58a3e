import { csvRecord } from "../src/lib/csv/safe-cell";
import { formatZodError } from "../src/lib/errors";
import { leadFiltersSchema } from "../src/lib/leads/pipeline";
import { requireAdmin } from "../src/server/auth/guard";
import { iterateAdminLeads } from "../src/server/db/admin-leads";
import { getDatabase } from "../src/server/db/snapshot";
import { jsonError, methods } from "../src/server/http/responses";

const HEADER = [
  "id", "public_id", "status", "created_at", "first_name", "last_name", "email", "phone", "from_zip", "from_city",
  "from_state", "to_zip", "to_city", "to_state", "move_date", "move_size", "number_of_rooms", "needs_auto_transport", "source",
];

/**
 * GET /api/admin/leads/export.csv?status=&from=&to=&state=: the filtered leads as a CSV
 * attachment, every cell formula-safe (`safeCell`) and RFC 4180 quoted.
 */
export default methods({
  GET: (req) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    const input = Object.fromEntries([...new URL(req.url).searchParams].filter(([, v]) => v.trim() !== ""));
    const filters = leadFiltersSchema.safeParse(input);
    if (!filters.success) return jsonError(formatZodError(filters.error), 400);
    const lines = [csvRecord(HEADER)];
    for (const l of iterateAdminLeads(getDatabase(), filters.data)) {
      lines.push(
        csvRecord([
          l.id, l.publicId, l.status, l.createdAt, l.firstName, l.lastName, l.email, l.phone, l.fromZip, l.fromCity,
          l.fromState, l.toZip, l.toCity, l.toState, l.moveDate, l.moveSize, l.numberOfRooms, l.needsAutoTransport ? "yes" : "no", l.source,
        ]),
      );
    }
    const day = new Date().toISOString().slice(0, 10);
    return new Response(`${lines.join("\r\n")}\r\n`, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  },
});

export const config = { path: "/api/admin/leads/export.csv" };
