/**
 * Chart downloads (browser only): the SVG as drawn (colours are attributes, fonts a system stack),
 * and a PNG rendered from that SVG at twice its size. The SVG is loaded through a `blob:` URL,
 * which the CSP's `img-src` allows; nothing is fetched and no script runs.
 */
import { downloadBlob } from "./csv-download";

export function svgMarkup(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}`;
}

export function downloadSvg(svg: SVGSVGElement, fileName: string): void {
  downloadBlob(fileName, new Blob([svgMarkup(svg)], { type: "image/svg+xml;charset=utf-8" }));
}

export async function downloadPng(svg: SVGSVGElement, fileName: string, scale = 2): Promise<void> {
  const width = Number(svg.getAttribute("width")) || svg.viewBox.baseVal.width;
  const height = Number(svg.getAttribute("height")) || svg.viewBox.baseVal.height;
  const url = URL.createObjectURL(new Blob([svgMarkup(svg)], { type: "image/svg+xml;charset=utf-8" }));
  try {
    const img = new Image();
    img.decoding = "async";
    img.src = url;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("no 2d canvas");
    ctx.scale(scale, scale);
    ctx.drawImage(img, 0, 0, width, height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
    if (!png) throw new Error("the chart could not be rendered as PNG");
    downloadBlob(fileName, png);
  } finally {
    URL.revokeObjectURL(url);
  }
}
