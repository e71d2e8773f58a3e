/** Human names of job kinds. */
const JOB_LABELS: Record<string, string> = { "rebuild-site": "Rebuild site" };

/** "Rebuild site" for 'rebuild-site'; an unknown kind is shown as is. */
export function jobLabel(kind: string): string {
  return JOB_LABELS[kind] ?? kind;
}
