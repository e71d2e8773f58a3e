import { z } from "zod";
import { leadStatusSchema, nextStatuses } from "../src/lib/leads/pipeline";
import { checkOrigin, requireAdmin } from "../src/server/auth/guard";
import { changeLeadStatus, getAdminLead } from "../src/server/db/admin-leads";
import { getDatabase } from "../src/server/db/snapshot";
import { idParam } from "../src/server/http/context";
import { parseBody } from "../src/server/http/request-body";
import { json, jsonError, methods } from "../src/server/http/responses";

const bodySchema = z.object({
  status: leadStatusSchema,
  note: z.string({ error: "must be text" }).trim().max(1000, "must be at most 1000 characters").optional(),
});

/**
 * POST /api/admin/leads/:id/status `{ status, note? }`: moves the lead along the pipeline and
 * records who and when; 409 names the allowed next statuses when the move is not one of them.
 */
export default methods({
  POST: async (req, context) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    const refused = checkOrigin(req);
    if (refused) return refused;
    const id = idParam(context);
    if (id === undefined) return jsonError("Lead not found", 404);
    const parsed = await parseBody(req, bodySchema, 8 * 1024);
    if (!parsed.ok) return parsed.response;
    const db = getDatabase();
    const result = changeLeadStatus(db, id, parsed.data.status, admin.username, parsed.data.note ?? "");
    if (!result.ok && result.reason === "not-found") return jsonError("Lead not found", 404);
    if (!result.ok && result.reason === "invalid-transition") {
      const allowed = nextStatuses(result.from);
      const options = allowed.length > 0 ? `allowed: ${allowed.join(", ")}` : "the lead is closed";
      return jsonError(`status: cannot change from ${result.from} to ${parsed.data.status} (${options})`, 409);
    }
    const lead = getAdminLead(db, id);
    return lead ? json({ ...lead, nextStatuses: nextStatuses(lead.status) }) : jsonError("Lead not found", 404);
  },
});

export const config = { path: "/api/admin/leads/:id/status" };
