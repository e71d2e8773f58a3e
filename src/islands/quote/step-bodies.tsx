import { useEffect, useState } from "react";
import { StepLoading } from "./StepLoading";
import { type LaterStep, loadedStepBody, loadStepBody } from "./step-loaders";

/**
 * The body of a later wizard step (the wizard renders it with `key={step}`): at once when its code
 * is here, as it usually is (fetched ahead while the step before was in use), else "Loading…"
 * until it arrives, or a way to try again after a failed download. It comes with the wizard's
 * transitions (wizard-engine.ts), the only way to a later step; step 1 ships with the page.
 */
export function LaterStepBody({ step, idPrefix }: { step: LaterStep; idPrefix: string }) {
  const Body = loadedStepBody(step);
  const [, setArrived] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the visitor's "try again".
  useEffect(() => {
    if (Body) return;
    let current = true;
    loadStepBody(step).then(
      () => current && setArrived(true),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [Body, step, attempt]);
  if (Body) return <Body idPrefix={idPrefix} />;
  return (
    <StepLoading
      failed={failed}
      retry={() => {
        setFailed(false);
        setAttempt((n) => n + 1);
      }}
    />
  );
}
