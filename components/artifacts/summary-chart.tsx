"use client";

/**
 * The chart of a grouped view, drawn as plain SVG with visx (scales, shapes, axes): horizontal
 * bars for categories, a line for date buckets. Colours are SVG attributes, not CSS classes, so
 * the exported SVG/PNG file looks like the chart on screen. The chart is an image with a title and
 * a description; its numbers are in the table beside it (the accessible reading of the chart).
 */
import { AxisBottom, AxisLeft, type TickRendererProps } from "@visx/axis";
import { Group as SvgGroup } from "@visx/group";
import { scaleBand, scaleLinear, scalePoint } from "@visx/scale";
import { Bar, LinePath } from "@visx/shape";
import type { ReactNode, Ref } from "react";
import type { GroupSpec } from "@/lib/semantics/grouping";
import type { Group } from "./group-rows";

export const CHART_WIDTH = 640;
const BAR_HEIGHT = 26;
export const MAX_BARS = 30;
const LINE_HEIGHT = 280;
const INK = "#1b1f24";
const MUTED = "#5b6470";
const GRID = "#dde1e6";
const ACCENT = "#2f5bea";
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const tickLabel = { fill: MUTED, fontSize: 11, fontFamily: FONT } as const;

/**
 * An axis label as one plain SVG `<text>`. visx's default label (`Text`) measures every word with
 * `getComputedTextLength` on a hidden SVG, for line wrapping these one-line labels never use: a
 * forced layout per word when the chart first draws. Same position and look.
 */
function TickText({ formattedValue, ...label }: TickRendererProps) {
  const { x, y, dx, dy, fill, fontSize, fontFamily, textAnchor } = label;
  return <text {...{ x, y, dx, dy, fill, fontSize, fontFamily, textAnchor }}>{formattedValue}</text>;
}

export interface SummaryChartProps {
  groups: Group[];
  spec: GroupSpec;
  title: string;
  description: string;
  formatValue: (n: number) => string;
  ref?: Ref<SVGSVGElement>;
}

/** Shorter axis labels: "Week of 7 Apr 2025" → "7 Apr 2025" on the axis (the table keeps the full one). */
const axisText = (label: string) => (label.length > 22 ? `${label.slice(0, 21)}…` : label);

export function SummaryChart({ groups, spec, title, description, formatValue, ref }: SummaryChartProps) {
  const ids = `chart-${spec.by}-${spec.aggregate}`;
  const values = groups.map((g) => g.value ?? 0);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);

  if (spec.chart === "line") {
    const margin = { top: 16, right: 24, bottom: 44, left: 64 };
    const innerW = CHART_WIDTH - margin.left - margin.right;
    const innerH = LINE_HEIGHT - margin.top - margin.bottom;
    const x = scalePoint<string>({ domain: groups.map((g) => g.key), range: [0, innerW], padding: 0.3 });
    const y = scaleLinear<number>({ domain: [min, max || 1], range: [innerH, 0], nice: true });
    const every = Math.max(1, Math.ceil(groups.length / 8));
    const labels = new Map(groups.map((g) => [g.key, g.label]));
    const points = groups.filter((g) => g.value !== null);
    return (
      <ChartFrame
        ref={ref}
        kind="line"
        height={LINE_HEIGHT}
        ids={ids}
        title={title}
        description={description}
      >
        <SvgGroup left={margin.left} top={margin.top}>
          {y.ticks(5).map((t) => (
            <line key={t} x1={0} x2={innerW} y1={y(t)} y2={y(t)} stroke={GRID} strokeWidth={1} />
          ))}
          <LinePath
            data={points}
            x={(g) => x(g.key) ?? 0}
            y={(g) => y(g.value ?? 0)}
            stroke={ACCENT}
            strokeWidth={2}
            fill="none"
          />
          {points.map((g) => (
            <circle
              key={g.key}
              cx={x(g.key) ?? 0}
              cy={y(g.value ?? 0)}
              r={3}
              fill={ACCENT}
              data-testid="chart-mark"
              data-key={g.key}
              data-value={g.value ?? ""}
            />
          ))}
          <AxisLeft
            scale={y}
            numTicks={5}
            stroke={GRID}
            tickStroke={GRID}
            tickFormat={(v) => formatValue(Number(v))}
            tickComponent={TickText}
            tickLabelProps={() => ({ ...tickLabel, textAnchor: "end", dx: -4, dy: 3 })}
          />
          <AxisBottom
            top={innerH}
            scale={x}
            stroke={GRID}
            tickStroke={GRID}
            tickValues={groups.filter((_, i) => i % every === 0).map((g) => g.key)}
            tickFormat={(k) => axisText((labels.get(String(k)) ?? String(k)).replace(/^Week of /, ""))}
            tickComponent={TickText}
            tickLabelProps={() => ({ ...tickLabel, textAnchor: "middle" })}
          />
        </SvgGroup>
      </ChartFrame>
    );
  }

  const shown = groups.slice(0, MAX_BARS);
  const margin = { top: 8, right: 72, bottom: 28, left: 150 };
  const height = margin.top + margin.bottom + shown.length * BAR_HEIGHT;
  const innerW = CHART_WIDTH - margin.left - margin.right;
  const innerH = shown.length * BAR_HEIGHT;
  const y = scaleBand<string>({ domain: shown.map((g) => g.key), range: [0, innerH], padding: 0.25 });
  const x = scaleLinear<number>({ domain: [min, max || 1], range: [0, innerW], nice: true });
  const labels = new Map(shown.map((g) => [g.key, g.label]));
  return (
    <ChartFrame ref={ref} kind="bar" height={height} ids={ids} title={title} description={description}>
      <SvgGroup left={margin.left} top={margin.top}>
        {x.ticks(4).map((t) => (
          <line key={t} x1={x(t)} x2={x(t)} y1={0} y2={innerH} stroke={GRID} strokeWidth={1} />
        ))}
        {shown.map((g) => {
          const v = g.value ?? 0;
          const x0 = x(Math.min(0, v));
          const w = Math.abs(x(v) - x(0));
          const top = y(g.key) ?? 0;
          return (
            <g key={g.key}>
              <Bar
                x={x0}
                y={top}
                width={w}
                height={y.bandwidth()}
                fill={ACCENT}
                rx={2}
                data-testid="chart-mark"
                data-key={g.key}
                data-value={g.value ?? ""}
              />
              <text x={x0 + w + 6} y={top + y.bandwidth() / 2 + 4} fill={INK} fontSize={11}>
                {g.value === null ? "—" : formatValue(g.value)}
              </text>
            </g>
          );
        })}
        <AxisLeft
          scale={y}
          hideTicks
          stroke={GRID}
          tickFormat={(k) => axisText(labels.get(String(k)) ?? String(k))}
          tickComponent={TickText}
          tickLabelProps={() => ({ ...tickLabel, fill: INK, textAnchor: "end", dx: -6, dy: 3 })}
        />
        <AxisBottom
          top={innerH}
          scale={x}
          numTicks={4}
          stroke={GRID}
          tickStroke={GRID}
          tickFormat={(v) => formatValue(Number(v))}
          tickComponent={TickText}
          tickLabelProps={() => ({ ...tickLabel, textAnchor: "middle" })}
        />
      </SvgGroup>
    </ChartFrame>
  );
}

/** The SVG element both charts share: an image named by its title and description, on white. */
function ChartFrame({
  kind,
  height,
  ids,
  title,
  description,
  ref,
  children,
}: {
  kind: "bar" | "line";
  height: number;
  ids: string;
  title: string;
  description: string;
  ref?: Ref<SVGSVGElement>;
  children: ReactNode;
}) {
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      width={CHART_WIDTH}
      height={height}
      role="img"
      aria-labelledby={`${ids}-title ${ids}-desc`}
      data-testid="summary-chart"
      data-chart={kind}
      fontFamily={FONT}
    >
      <title id={`${ids}-title`}>{title}</title>
      <desc id={`${ids}-desc`}>{description}</desc>
      <rect width={CHART_WIDTH} height={height} fill="#ffffff" />
      {children}
    </svg>
  );
}
