import { beforeEach, describe, expect, it } from "vitest";
import { $toasts, dismissToast } from "../../stores/toast";
import { attempt } from "./use-admin-action";

describe("attempt", () => {
  beforeEach(() => {
    dismissToast();
    $toasts.set([]);
  });

  it("answers true and shows no toast when the write succeeds", async () => {
    let ran = false;
    expect(
      await attempt("Could not save", async () => {
        ran = true;
      }),
    ).toBe(true);
    expect(ran).toBe(true);
    expect($toasts.get()).toHaveLength(0);
  });

  it("answers false and shows a destructive toast titled by the caller with the error's message", async () => {
    const ok = await attempt("Could not cancel the run", async () => {
      throw new Error("API Error: 409 The run already finished");
    });
    expect(ok).toBe(false);
    const [toast] = $toasts.get();
    expect(toast).toMatchObject({
      title: "Could not cancel the run",
      description: "API Error: 409 The run already finished",
      variant: "destructive",
    });
  });
});
