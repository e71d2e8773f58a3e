/**
 * The score over runs as a small inline SVG line (0-100 on the vertical axis, oldest run on the
 * left). The picture is decorative for assistive technology: `summary` says the same in words.
 */
export function Sparkline({ scores, summary }: { scores: number[]; summary: string }) {
  const width = 240;
  const height = 48;
  const points = scores.map((s, i) => {
    const x = scores.length === 1 ? width / 2 : (i * (width - 8)) / (scores.length - 1) + 4;
    const y = height - 4 - (Math.max(0, Math.min(100, s)) * (height - 8)) / 100;
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  return (
    <figure className="m-0">
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" className="max-w-full text-brand-600">
        <line x1="0" y1={height - 4} x2={width} y2={height - 4} className="stroke-slate-200" strokeWidth="1" />
        <polyline points={points.join(" ")} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        {points.map((p) => {
          const [cx, cy] = p.split(",");
          return <circle key={p} cx={cx} cy={cy} r="2.5" fill="currentColor" />;
        })}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-700">{summary}</figcaption>
    </figure>
  );
}
