"use client";

/**
 * The chart of a grouped view, drawn as plain SVG with visx (scales, shapes, axes): horizontal
 * bars for categories, a line for date buckets. Colours are SVG attributes, not CSS classes, so
 * the exported SVG/PNG file looks like the chart on screen. The chart is an image with a title and
 * a description; its numbers are in the table beside it (the accessible reading of the chart).
 */
import { Group as SvgGroup } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { Fragment, type ReactNode, type Ref } from "react";
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

const TICK_LENGTH = 8;
/** visx's tick label font size floor: a bottom axis's labels sit this far (or the font size) below the tick. */
const TICK_FONT = Math.max(10, tickLabel.fontSize);

interface AxisTick {
  /** The tick's position along the axis (the scale's value, a band's middle). */
  at: number;
  text: string;
}

/**
 * An axis drawn as visx's AxisLeft / AxisBottom draw it — the same tick lines, labels and axis line,
 * with the same coordinates and attributes, in the same order — without their machinery: visx
 * wraps each tick in a `<g transform="translate(0, 0)">`, renders it through four components
 * (Axis, AxisRenderer, Ticks, Line) and measures every tick's label props; here one `<line>` and
 * one `<text>` per tick. The labels are plain `<text>` (visx's `Text` measures each word with
 * `getComputedTextLength` for a wrapping these one-line labels never use: a forced layout per word).
 */
export function PlainAxis({
  side,
  top = 0,
  range,
  ticks,
  stroke,
  tickStroke,
  hideTicks = false,
  label,
}: {
  side: "left" | "bottom";
  top?: number;
  /** The scale's range: the axis line runs from its first to its last value (+0.5, as visx draws it). */
  range: readonly number[];
  ticks: readonly AxisTick[];
  stroke: string;
  tickStroke?: string;
  hideTicks?: boolean;
  label: { fill: string; textAnchor: "start" | "middle" | "end"; dx?: number; dy?: number };
}) {
  const left = side === "left";
  // A left axis's ticks point left (x from 0 to -8); a bottom axis's down (y from 0 to 8).
  const end = left ? -TICK_LENGTH : TICK_LENGTH;
  const from = Number(range[0]) + 0.5;
  const to = Number(range[range.length - 1]) + 0.5;
  return (
    <g className={`visx-group visx-axis visx-axis-${side}`} transform={`translate(0, ${top})`}>
      {ticks.map((t) => {
        const [x1, y1, x2, y2] = left ? [0, t.at, end, t.at] : [t.at, 0, t.at, end];
        return (
          <Fragment key={`${t.at} ${t.text}`}>
            {!hideTicks && (
              <line
                className="visx-line"
                x1={x1}
                y1={y1}
                x2={x2}
                y2={y2}
                fill="transparent"
                shapeRendering="crispEdges"
                stroke={tickStroke}
                strokeWidth={1}
                strokeLinecap="square"
              />
            )}
            <text
              x={x2}
              y={left ? y2 : y2 + TICK_FONT}
              dx={label.dx}
              dy={label.dy}
              fill={label.fill}
              fontSize={tickLabel.fontSize}
              fontFamily={tickLabel.fontFamily}
              textAnchor={label.textAnchor}
            >
              {t.text}
            </text>
          </Fragment>
        );
      })}
      <line
        className="visx-line visx-axis-line"
        x1={left ? 0 : from}
        y1={left ? from : 0}
        x2={left ? 0 : to}
        y2={left ? to : 0}
        fill="transparent"
        shapeRendering="crispEdges"
        stroke={stroke}
        strokeWidth={1}
      />
    </g>
  );
}

/**
 * A line through the points as d3-shape's `line()` (linear curve) writes it for visx's LinePath:
 * "M x,y L x,y …", numbers rounded to 3 decimals (d3-path's default digits); a single point is
 * closed ("Z"), none is "".
 */
export function linePathD(points: readonly (readonly [number, number])[]): string {
  const r = (v: number) => Math.round(v * 1000) / 1000;
  let d = "";
  for (let i = 0; i < points.length; i++) d += `${i === 0 ? "M" : "L"}${r(points[i][0])},${r(points[i][1])}`;
  return points.length === 1 ? `${d}Z` : d;
}

/**
 * Where d3's point scale (visx's `scalePoint`, which the line chart used) puts `n` points along
 * [0, width] with outer padding `padding`, centred — its arithmetic in its order, so the same numbers.
 * The line chart's points are its groups in order: building the scale (an ordinal map from every
 * key, visx's generic operators) cost more on the chart's first render than the positions it gave.
 */
export function pointPositions(n: number, width: number, padding: number): number[] {
  // d3-scale's band.rescale with paddingInner 1 (a point scale), paddingOuter `padding`, align 0.5.
  const step = width / Math.max(1, n - 1 + padding * 2);
  const start = 0 + (width - 0 - step * (n - 1)) * 0.5;
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = start + step * i;
  return out;
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
    // The groups in order along x (a point scale over their keys: keys are distinct).
    const xs = pointPositions(groups.length, innerW, 0.3);
    const y = scaleLinear<number>({ domain: [min, max || 1], range: [innerH, 0], nice: true });
    const every = Math.max(1, Math.ceil(groups.length / 8));
    const points: Group[] = [];
    const at: (readonly [number, number])[] = [];
    groups.forEach((g, i) => {
      if (g.value === null) return;
      points.push(g);
      at.push([xs[i], y(g.value)]);
    });
    const yTicks = y.ticks(5);
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
          {yTicks.map((t) => (
            <line key={t} x1={0} x2={innerW} y1={y(t)} y2={y(t)} stroke={GRID} strokeWidth={1} />
          ))}
          <path
            className="visx-linepath"
            d={linePathD(at)}
            fill="none"
            strokeLinecap="round"
            stroke={ACCENT}
            strokeWidth={2}
          />
          {points.map((g, i) => (
            <circle
              key={g.key}
              cx={at[i][0]}
              cy={at[i][1]}
              r={3}
              fill={ACCENT}
              data-testid="chart-mark"
              data-key={g.key}
              data-value={g.value ?? ""}
            />
          ))}
          <PlainAxis
            side="left"
            range={y.range()}
            ticks={yTicks.map((t) => ({ at: y(t), text: formatValue(t) }))}
            stroke={GRID}
            tickStroke={GRID}
            label={{ fill: MUTED, textAnchor: "end", dx: -4, dy: 3 }}
          />
          <PlainAxis
            side="bottom"
            top={innerH}
            range={[0, innerW]}
            ticks={groups.flatMap((g, i) =>
              i % every === 0 ? [{ at: xs[i], text: axisText(g.label.replace(/^Week of /, "")) }] : [],
            )}
            stroke={GRID}
            tickStroke={GRID}
            label={{ fill: MUTED, textAnchor: "middle" }}
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
            <Fragment key={g.key}>
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
            </Fragment>
          );
        })}
        <PlainAxis
          side="left"
          range={y.range()}
          // visx's band axis: every label when there are at most 10 bars, else every n-th one.
          ticks={shown
            .filter((_, i, all) => all.length <= 10 || i % Math.round((all.length - 1) / 10) === 0)
            .map((g) => ({ at: (y(g.key) as number) + y.bandwidth() / 2, text: axisText(g.label) }))}
          stroke={GRID}
          hideTicks
          label={{ fill: INK, textAnchor: "end", dx: -6, dy: 3 }}
        />
        <PlainAxis
          side="bottom"
          top={innerH}
          range={x.range()}
          ticks={x.ticks(4).map((t) => ({ at: x(t), text: formatValue(t) }))}
          stroke={GRID}
          tickStroke={GRID}
          label={{ fill: MUTED, textAnchor: "middle" }}
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
