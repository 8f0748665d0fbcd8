/**
 * The chart draws its axes and line itself (issue 14, Performance: the chart's first render ran
 * visx's Axis, AxisRenderer, Ticks and Line components and d3-shape's line generator for a few dozen
 * elements): what it draws must be what visx drew — the same elements, coordinates and attributes,
 * in the same order — minus the `<g transform="translate(0, 0)">` visx wraps each tick in.
 */
import { AxisBottom, AxisLeft, type TickRendererProps } from "@visx/axis";
import { scaleBand, scaleLinear, scalePoint } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { linePathD, PlainAxis, pointPositions } from "./summary-chart";

// The chart's labels: 11 px in its font.
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const svg = (child: ReactElement) => renderToStaticMarkup(createElement("svg", null, child));
/** visx's markup with each tick's identity-transform group unwrapped (a tick holds a line and a label). */
const unwrapTicks = (html: string) =>
  html.replace(/<g class="visx-group visx-axis-tick" transform="translate\(0, 0\)">(.*?)<\/g>/g, "$1");
/** The label the chart gave visx: one plain `<text>` with the label props. */
function TickText({ formattedValue, ...label }: TickRendererProps) {
  const { x, y, dx, dy, fill, fontSize, fontFamily, textAnchor } = label;
  return createElement("text", { x, y, dx, dy, fill, fontSize, fontFamily, textAnchor }, formattedValue);
}
const label = (fill: string, textAnchor: "end" | "middle", dx?: number, dy?: number) => ({
  fill,
  fontSize: 11,
  fontFamily: FONT,
  textAnchor,
  ...(dx !== undefined ? { dx } : {}),
  ...(dy !== undefined ? { dy } : {}),
});

describe("PlainAxis draws what visx's AxisLeft / AxisBottom drew", () => {
  it("a value axis on the left (linear scale, 5 ticks, negative and fractional values)", () => {
    for (const domain of [
      [0, 353],
      [-12.5, 0],
      [-3, 7.25],
      [0, 1],
    ]) {
      const y = scaleLinear<number>({ domain, range: [220, 0], nice: true });
      const format = (v: number) => `v${v.toFixed(2)}`;
      const want = svg(
        createElement(AxisLeft, {
          scale: y,
          numTicks: 5,
          stroke: "#ddd",
          tickStroke: "#eee",
          tickFormat: (v) => format(Number(v)),
          tickComponent: TickText,
          tickLabelProps: () => label("#555", "end", -4, 3),
        }),
      );
      const got = svg(
        createElement(PlainAxis, {
          side: "left",
          range: y.range(),
          ticks: y.ticks(5).map((t) => ({ at: y(t), text: format(t) })),
          stroke: "#ddd",
          tickStroke: "#eee",
          label: { fill: "#555", textAnchor: "end", dx: -4, dy: 3 },
        }),
      );
      expect(got).toBe(unwrapTicks(want));
      expect(got).not.toContain("visx-axis-tick");
    }
  });

  it("a category axis at the bottom (point scale, chosen tick values, moved down)", () => {
    const keys = Array.from({ length: 29 }, (_, i) => `k${i}`);
    const x = scalePoint<string>({ domain: keys, range: [0, 552], padding: 0.3 });
    const shown = keys.filter((_, i) => i % 4 === 0);
    const want = svg(
      createElement(AxisBottom, {
        top: 220,
        scale: x,
        stroke: "#ddd",
        tickStroke: "#eee",
        tickValues: shown,
        tickFormat: (k) => `label ${k}`,
        tickComponent: TickText,
        tickLabelProps: () => label("#555", "middle"),
      }),
    );
    const got = svg(
      createElement(PlainAxis, {
        side: "bottom",
        top: 220,
        range: x.range(),
        ticks: shown.map((k) => ({ at: x(k) as number, text: `label ${k}` })),
        stroke: "#ddd",
        tickStroke: "#eee",
        label: { fill: "#555", textAnchor: "middle" },
      }),
    );
    expect(got).toBe(unwrapTicks(want));
  });

  it("a bar chart's axes: band labels without tick lines (every n-th past 10 bars), values below", () => {
    for (const n of [1, 7, 10, 11, 23, 30]) {
      const keys = Array.from({ length: n }, (_, i) => `g${i}`);
      const y = scaleBand<string>({ domain: keys, range: [0, n * 26], padding: 0.25 });
      const x = scaleLinear<number>({ domain: [-4, n * 3.5], range: [0, 418], nice: true });
      const want =
        svg(
          createElement(AxisLeft, {
            scale: y,
            hideTicks: true,
            stroke: "#ddd",
            tickFormat: (k) => `name ${k}`,
            tickComponent: TickText,
            tickLabelProps: () => label("#111", "end", -6, 3),
          }),
        ) +
        svg(
          createElement(AxisBottom, {
            top: n * 26,
            scale: x,
            numTicks: 4,
            stroke: "#ddd",
            tickStroke: "#eee",
            tickFormat: (v) => String(v),
            tickComponent: TickText,
            tickLabelProps: () => label("#555", "middle"),
          }),
        );
      const got =
        svg(
          createElement(PlainAxis, {
            side: "left",
            range: y.range(),
            ticks: keys
              .filter((_, i, all) => all.length <= 10 || i % Math.round((all.length - 1) / 10) === 0)
              .map((k) => ({ at: (y(k) as number) + y.bandwidth() / 2, text: `name ${k}` })),
            stroke: "#ddd",
            hideTicks: true,
            label: { fill: "#111", textAnchor: "end", dx: -6, dy: 3 },
          }),
        ) +
        svg(
          createElement(PlainAxis, {
            side: "bottom",
            top: n * 26,
            range: x.range(),
            ticks: x.ticks(4).map((t) => ({ at: x(t), text: String(t) })),
            stroke: "#ddd",
            tickStroke: "#eee",
            label: { fill: "#555", textAnchor: "middle" },
          }),
        );
      expect(got).toBe(unwrapTicks(want));
    }
  });
});

describe("linePathD writes the path visx's LinePath (d3-shape's line) wrote", () => {
  it("for none, one, two and many points, fractional and negative coordinates", () => {
    const d = (points: [number, number][]) =>
      /\sd="([^"]*)"/.exec(
        renderToStaticMarkup(
          createElement(LinePath<[number, number]>, { data: points, x: (p) => p[0], y: (p) => p[1] }),
        ),
      )?.[1];
    const cases: [number, number][][] = [
      [],
      [[5.594594594594582, 57.74999999999999]],
      [
        [0, 0],
        [10.0005, -3.00049],
      ],
      Array.from({ length: 40 }, (_, i) => [
        i * 13.513513513513514,
        220 - ((i * 37) % 101) * 2.178217821782178,
      ]),
    ];
    for (const points of cases) expect(linePathD(points)).toBe(d(points));
  });
});

describe("pointPositions gives the line's points where visx's scalePoint put them", () => {
  it("for 1 to 60 groups, the chart's width and padding and others: the same numbers, bit for bit", () => {
    for (const [width, padding] of [
      [552, 0.3],
      [640, 0],
      [317.5, 0.5],
      [100, 1],
    ] as const)
      for (let n = 1; n <= 60; n++) {
        const keys = Array.from({ length: n }, (_, i) => `2025-${String(i).padStart(3, "0")}`);
        const x = scalePoint<string>({ domain: keys, range: [0, width], padding });
        expect(pointPositions(n, width, padding)).toEqual(keys.map((k) => x(k)));
      }
  });
});
