import { nextStatuses } from "../src/lib/leads/pipeline";
import { requireAdmin } from "../src/server/auth/guard";
import { getAdminLead } from "../src/server/db/admin-leads";
import { getDatabase } from "../src/server/db/snapshot";
import { idParam } from "../src/server/http/context";
import { json, jsonError, methods } from "../src/server/http/responses";

/**
 * GET /api/admin/leads/:id: the lead with its matched companies (`selected` marks the visitor's
 * picks), its status history and `nextStatuses` (what the status control may offer).
 */
export default methods({
  GET: (req, context) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    const id = idParam(context);
    const lead = id === undefined ? undefined : getAdminLead(getDatabase(), id);
    if (!lead) return jsonError("Lead not found", 404);
    return json({ ...lead, nextStatuses: nextStatuses(lead.status) });
  },
});

export const config = { path: "/api/admin/leads/:id", excludedPath: "/api/admin/leads/export.csv" };
