import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProgressBar } from "./ProgressBar";
import { StepProgress } from "./StepProgress";
import { SelectField, TextField } from "./TextField";

const noop = () => {};

describe("TextField and SelectField", () => {
  it("label the control and point it at the hint and the error", () => {
    for (const html of [
      renderToStaticMarkup(<TextField id="f" label="Name" hint="As on your ID" error="Enter your name" value="" onValueChange={noop} />),
      renderToStaticMarkup(
        <SelectField id="f" label="Name" hint="As on your ID" error="Enter your name" value="" onValueChange={noop}>
          <option value="">Pick</option>
        </SelectField>,
      ),
    ]) {
      expect(html).toContain('<label for="f"');
      expect(html).toMatch(/id="f"[^>]*aria-invalid="true"[^>]*aria-describedby="f-hint f-error"/);
      expect(html).toContain('<p id="f-error" class="mt-1 text-sm text-red-700">Enter your name</p>');
      expect(html).toContain("border-red-600");
    }
  });

  it("leave a valid field without aria-invalid or error", () => {
    const html = renderToStaticMarkup(<TextField id="g" label="City" value="Austin" onValueChange={noop} />);
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("aria-describedby");
    expect(html).not.toContain("g-error");
  });
});

describe("progress", () => {
  it("a job bar clamps its value and is full when the job succeeded", () => {
    expect(renderToStaticMarkup(<ProgressBar value={140} status="running" label="Run" />)).toContain('aria-valuenow="100"');
    expect(renderToStaticMarkup(<ProgressBar value={-5} status="running" label="Run" />)).toContain('aria-valuenow="0"');
    expect(renderToStaticMarkup(<ProgressBar value={10} status="succeeded" label="Run" />)).toContain('aria-valuenow="100"');
    expect(renderToStaticMarkup(<ProgressBar value={40} status="failed" label="Run" />)).toContain("bg-red-600");
  });

  it("a step list marks the current step and the completed ones", () => {
    const html = renderToStaticMarkup(<StepProgress step={2} labels={["Route", "Size", "Date"]} label="Quote progress" />);
    expect(html).toContain("Step 2 of 3");
    expect(html).toMatch(/<li aria-current="step"[^>]*>.*Size/);
    expect(html.replace(/<[^>]+>/g, "")).toContain("Route (completed)");
  });
});
