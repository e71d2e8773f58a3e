import { ADMIN_ROUTES, type AdminRoute } from "./admin/sections";

/**
 * An admin section of the /admin shell by route name, e.g. `adminPath("jobs")`, with its `:id`
 * filled for detail routes (`adminPath("job", 12)` → `/admin/jobs/12`).
 */
export function adminPath(route: AdminRoute, id?: string | number): string {
  const pattern: string = ADMIN_ROUTES[route];
  return id === undefined ? pattern : pattern.replace(":id", encodeURIComponent(String(id)));
}
