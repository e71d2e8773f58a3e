import type { ScheduleCreateInput, ScheduleView } from "../../../lib/admin/schedules-api";
import { API_PATHS, fillPath } from "../../../lib/endpoints";
import { loginRedirect } from "../admin-data";

/**
 * Writes of the Schedules page. Unlike `adminRequest`, a refusal keeps the API's `issues`, so
 * the form can show each message at its field (`cron`, `timezone`, `script_id`, `params.days`).
 */

export interface FieldIssue {
  path: string;
  message: string;
}

export class ScheduleApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
    this.name = "ScheduleApiError";
  }
}

async function send<T>(path: string, method: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  if (res.status === 401) loginRedirect.go();
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as { error?: unknown; issues?: unknown };
    const issues = Array.isArray(data.issues)
      ? (data.issues as FieldIssue[]).filter((i) => typeof i?.path === "string" && typeof i?.message === "string")
      : [];
    throw new ScheduleApiError(
      typeof data.error === "string" && data.error ? data.error : `${res.status} ${res.statusText}`.trim(),
      res.status,
      issues,
    );
  }
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export const createSchedule = (body: ScheduleCreateInput) => send<ScheduleView>(API_PATHS.adminSchedules, "POST", body);

export const updateSchedule = (id: number, body: Partial<ScheduleCreateInput>) =>
  send<ScheduleView>(fillPath(API_PATHS.adminSchedule, { id }), "PATCH", body);

export const deleteSchedule = (id: number) => send<void>(fillPath(API_PATHS.adminSchedule, { id }), "DELETE");
