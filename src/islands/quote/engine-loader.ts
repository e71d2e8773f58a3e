type Engine = typeof import("./wizard-engine");

export type { Engine };

let engineLoading: Promise<Engine> | null = null;

/**
 * The wizard's transitions, calls, later steps and history (wizard-engine.ts): fetched once,
 * when first needed; a failed download is tried again on the next call.
 */
export function loadEngine(): Promise<Engine> {
  engineLoading ??= import("./wizard-engine").catch((error) => {
    engineLoading = null;
    throw error;
  });
  return engineLoading;
}
