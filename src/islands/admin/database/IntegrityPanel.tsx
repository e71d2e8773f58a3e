import { useState } from "react";
import { DATABASE_API, type IntegrityResult } from "../../../lib/admin/database-api";
import { adminRequest, errorMessage } from "../admin-data";
import { BusyButton, formatDateTime, Panel } from "../ui";

/** "Run integrity check" and its result: each check passed or failed, with what it found. */
export function IntegrityPanel({ engine }: { engine: "sqlite" | "postgres" }) {
  const [result, setResult] = useState<IntegrityResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  async function run() {
    setRunning(true);
    setError(null);
    try {
      setResult(await adminRequest<IntegrityResult>(DATABASE_API.integrity, { method: "POST" }));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setRunning(false);
    }
  }

  return (
    <Panel title="Integrity" actions={<BusyButton busy={running} onClick={run} label="Run integrity check" busyLabel="Checking…" />}>
      <p className="text-sm text-slate-600">
        {engine === "sqlite"
          ? "Runs SQLite's integrity_check (pages, indexes, constraints) and foreign_key_check (references to missing rows), and compares the applied migrations with this version's."
          : "Looks for invalid indexes, constraints never validated, sequences behind their columns and page checksum failures, and compares the applied migrations with this version's."}
      </p>
      <div aria-live="polite" className="mt-4">
        {error && (
          <p role="alert" className="font-medium text-red-800">
            The check could not run: {error}
          </p>
        )}
        {result && (
          <div>
            <p className={`font-semibold ${result.ok ? "text-green-800" : "text-red-800"}`}>
              {result.ok ? "All checks passed" : `${result.checks.filter((c) => !c.ok).length} of ${result.checks.length} checks failed`} (
              {result.durationMs} ms, {formatDateTime(result.checkedAt)})
            </p>
            <ul className="mt-2 space-y-2 text-sm">
              {result.checks.map((check) => (
                <li key={check.id} className="rounded-md border border-slate-200 p-2">
                  <span className={`font-semibold ${check.ok ? "text-green-800" : "text-red-800"}`}>{check.ok ? "Passed" : "Failed"}:</span>{" "}
                  {check.label}
                  {check.problems.length > 0 && (
                    <ul className="mt-1 list-disc pl-5 font-mono text-xs break-all text-red-900">
                      {check.problems.map((p) => (
                        <li key={p}>{p}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Panel>
  );
}
