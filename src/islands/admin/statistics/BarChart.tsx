import "uplot/dist/uPlot.min.css";
import { useEffect, useRef } from "react";
import type uPlot from "uplot";

/**
 * A bar chart drawn by uPlot (a small canvas chart library, loaded with this page only). The
 * canvas is one image for assistive technology, labelled with what it shows; the numbers are
 * in the table that goes with every chart. `labels` name the bars along the x axis.
 */
export function BarChart({
  labels,
  values,
  label,
  color = "#1d4ed8",
  height = 220,
}: {
  labels: string[];
  values: number[];
  label: string;
  color?: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const key = JSON.stringify([labels, values]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the chart is redrawn when its data (key) changes.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    void import("uplot").then(({ default: UPlot }) => {
      if (cancelled) return;
      const xs = labels.map((_, i) => i);
      const every = Math.max(1, Math.ceil(labels.length / 12));
      const options: uPlot.Options = {
        width: Math.max(200, el.clientWidth),
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          {
            stroke: "#334155",
            grid: { show: false },
            splits: () => xs.filter((i) => i % every === 0),
            values: (_u, splits) => splits.map((i) => labels[i] ?? ""),
          },
          {
            stroke: "#334155",
            grid: { stroke: "#e2e8f0" },
            values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? v.toLocaleString("en-US") : "")),
          },
        ],
        series: [{}, { label, fill: color, stroke: color, paths: UPlot.paths.bars?.({ size: [0.7, 48] }), points: { show: false } }],
      };
      chart = new UPlot(options, [xs, values], el);
      observer = new ResizeObserver(() => chart?.setSize({ width: Math.max(200, el.clientWidth), height }));
      observer.observe(el);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [key, height, label, color]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={`${label}: bar chart; the numbers are in the table below`}
      className="w-full overflow-hidden"
      style={{ minHeight: height }}
    />
  );
}
