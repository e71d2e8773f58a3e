/** Human names of job kinds (scripts by their titles on the Scripts page). */
const JOB_LABELS: Record<string, string> = {
  "rebuild-site": "Rebuild site",
  "find-duplicate-companies": "Find duplicate companies",
  "check-company-locations": "Check company locations",
  "purge-old-data": "Purge old data",
  "retry-deliveries": "Retry failed deliveries",
};

/** "Rebuild site" for 'rebuild-site'; an unknown kind is shown as is. */
export function jobLabel(kind: string): string {
  return JOB_LABELS[kind] ?? kind;
}
