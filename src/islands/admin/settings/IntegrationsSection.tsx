import { useId, useState } from "react";
import { type IntegrationStatus, type IntegrationTestResult, integrationTestPath } from "../../../lib/admin/settings-api";
import { adminRequest, errorMessage } from "../admin-data";
import { BUTTON, ConfirmDialog, Field, Panel } from "../ui";
import { FormMessage } from "./Field";

/** Each integration from the environment, masked, with "Send test" and its real outcome. */
export function IntegrationsSection({ integrations }: { integrations: IntegrationStatus[] }) {
  return (
    <Panel title="Integrations">
      <p className="-mt-2 mb-3 text-sm text-slate-700">Set in the environment. Only hosts are shown; credentials and paths stay on the server.</p>
      <ul className="divide-y divide-slate-200 border-y border-slate-200">
        {integrations.map((i) => (
          <IntegrationRow key={i.id} integration={i} />
        ))}
      </ul>
    </Panel>
  );
}

function IntegrationRow({ integration: i }: { integration: IntegrationStatus }) {
  const id = useId();
  const [to, setTo] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ message?: string; error?: string }>({});

  async function run(confirm?: boolean) {
    setConfirming(false);
    setBusy(true);
    setOutcome({});
    try {
      const result = await adminRequest<IntegrationTestResult>(integrationTestPath(i.id), {
        method: "POST",
        body: { to: i.needsRecipient ? to : undefined, confirm },
      });
      setOutcome(result.ok ? { message: `Worked: ${result.message}` } : { error: `Failed: ${result.message}` });
    } catch (e) {
      setOutcome({ error: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="space-y-2 py-4" aria-labelledby={`${id}-name`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-name`} className="font-semibold text-slate-900">
          {i.name}
        </h3>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${i.configured ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}
        >
          {i.configured ? "Configured" : "Not configured"}
        </span>
      </div>
      <p className="break-words text-sm text-slate-700">
        <code className="text-xs">{i.variable}</code>: {i.value}
      </p>
      <p className="text-sm text-slate-700">{i.testDescription}</p>
      {i.needsRecipient && i.configured && (
        <div className="max-w-sm">
          <Field
            id={`${id}-to`}
            label="Send the test email to"
            type="email"
            autoComplete="email"
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
      )}
      <button
        type="button"
        className={BUTTON.secondary}
        disabled={busy}
        aria-describedby={`${id}-name`}
        onClick={() => (i.requiresConfirmation && i.configured ? setConfirming(true) : run())}
      >
        {busy ? "Testing…" : "Send test"}
      </button>
      <FormMessage {...outcome} />
      <ConfirmDialog
        title="Start a real deploy?"
        message="The build hook starts a real build and deploy of the live site on Netlify, with every change saved so far. It is not a dry run."
        confirmLabel="Start the deploy"
        open={confirming}
        onConfirm={() => run(true)}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
