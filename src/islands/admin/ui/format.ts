/** "Nov 22, 2026, 3:04 PM" in the admin's time zone, from an ISO timestamp. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

/** A status filter's option: "Running", with "(3)" added once the counts are known. */
export function statusOptionLabel(status: string, count?: number): string {
  const name = status.charAt(0).toUpperCase() + status.slice(1);
  return count === undefined ? name : `${name} (${count})`;
}
