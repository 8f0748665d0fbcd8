/**
 * Chat performance against a running production server, in Debian Chromium (issue 5, Performance):
 * - rows endpoint: GET /api/artifacts/:id/rows of a 10,000-row artifact, server time from the
 *   Server-Timing header and wall time measured by the client (full body read);
 * - table interactive: from the moment the rows response has fully arrived (Resource Timing
 *   `responseEnd`) to the first rows in the DOM, and to the first painted frame after the grid
 *   reacted to a key press (the first task the page can run after rendering handles the input);
 * - selection round trip: the click on "Use …" → the selection card painted in the chat.
 * Page probes are plain DOM observers injected by the bench: the app carries no bench code.
 */
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { type Summary, summarize } from "./stats";

const USER = { email: "admin@acme.test", password: "acme-admin-demo", name: "Ada Admin" };
const VIEWPORT = { width: 1280, height: 900 };
const TIMEOUT = 60_000;

export interface ChatPerfOptions {
  baseUrl: string;
  rowsRequests: number;
  tableRuns: number;
  selections: number;
  warmup: number;
}

export interface TableSample {
  renderedMs: number;
  interactiveMs: number;
  domRows: number;
  transferBytes: number;
}

export interface SelectionSample {
  roundTripMs: number;
  insertedMs: number;
}

export interface ChatPerfResult {
  chromium: string;
  artifact: { id: string; rows: number; bytes: number };
  rowsEndpoint: { requests: number; serverMs: Summary; wallMs: Summary; ttfbMs: Summary };
  tableInteractive: { runs: number; renderedMs: Summary; interactiveMs: Summary; samples: TableSample[] };
  selection: {
    large: { rows: number; runs: number; roundTripMs: Summary; insertedMs: Summary };
    small: { rows: number; runs: number; roundTripMs: Summary; insertedMs: Summary };
  };
}

export async function signIn(page: Page) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(USER.email);
  await page.getByLabel("Password").fill(USER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByText(USER.name).waitFor({ timeout: TIMEOUT });
}

/** A new conversation with one question; returns its id and the id of the table it produced. */
export async function conversationWithTable(page: Page, question: string) {
  await page.goto("/");
  await page.getByRole("button", { name: "+ New conversation" }).click({ timeout: TIMEOUT });
  await page.waitForURL(/\/c\/[^/]+$/, { timeout: TIMEOUT });
  const conversationId = page.url().split("/c/")[1];
  await page.getByRole("textbox", { name: "Message" }).fill(question);
  await page.getByRole("button", { name: "Send" }).click();
  const table = page.locator("[data-testid=artifact-table][data-state=ready]").last();
  await table.waitFor({ timeout: TIMEOUT });
  const artifactId = await table.getAttribute("data-artifact-id");
  if (!artifactId) throw new Error(`"${question}" produced no table`);
  return { conversationId, artifactId };
}

async function measureRowsEndpoint(context: BrowserContext, baseUrl: string, artifactId: string, n: number) {
  const cookie = (await context.cookies(baseUrl)).map((c) => `${c.name}=${c.value}`).join("; ");
  const url = `${baseUrl}/api/artifacts/${artifactId}/rows`;
  const server: number[] = [];
  const wall: number[] = [];
  const ttfb: number[] = [];
  let bytes = 0;
  let rows = 0;
  for (let i = 0; i < n + 2; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie, accept: "application/json" } });
    const t1 = performance.now();
    const body = await res.arrayBuffer();
    const t2 = performance.now();
    if (res.status !== 200) throw new Error(`rows endpoint answered ${res.status}`);
    if (i < 2) {
      // Warm-up: the first requests pay for lazy route compilation and cold caches.
      bytes = body.byteLength;
      rows = (JSON.parse(Buffer.from(body).toString("utf8")) as { rows: unknown[] }).rows.length;
      continue;
    }
    const dur = /(?:^|,)\s*db;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "");
    if (dur) server.push(Number(dur[1]));
    ttfb.push(t1 - t0);
    wall.push(t2 - t0);
  }
  return {
    rows,
    bytes,
    result: { requests: n, serverMs: summarize(server), wallMs: summarize(wall), ttfbMs: summarize(ttfb) },
  };
}

/**
 * Injected before any app script: records rows arrival, first rows in the DOM, first input handled.
 * Plain JavaScript source (not a bundled function): tsx would wrap arrow functions in a `__name`
 * helper the page does not have.
 */
const TABLE_PROBE = `(() => {
  const probe = { arrived: null, transfer: 0, rendered: null, inputAt: null, interactive: null, painted: null, domRows: 0 };
  window.__tableProbe = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (/\\/api\\/artifacts\\/[^/]+\\/rows/.test(e.name)) {
        probe.arrived = e.responseEnd;
        probe.transfer = e.encodedBodySize;
      }
  }).observe({ type: "resource", buffered: true });
  const observer = new MutationObserver(() => {
    if (probe.rendered === null) {
      const row = document.querySelector("[data-testid=artifact-table] [data-testid=artifact-row]");
      if (!row) return;
      probe.rendered = performance.now();
      probe.domRows = document.querySelectorAll("[data-testid=artifact-row]").length;
      // The next task the main thread runs after this commit: focus the grid and press ArrowDown.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const grid = row.closest("[role=grid]");
        probe.inputAt = performance.now();
        if (!grid) return;
        grid.focus();
        grid.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
      };
      channel.port2.postMessage(null);
      return;
    }
    if (probe.interactive === null && probe.inputAt !== null) {
      if (!document.querySelector("[data-testid=artifact-row][data-active]")) return;
      probe.interactive = performance.now();
      requestAnimationFrame(() => {
        probe.painted = performance.now();
        observer.disconnect();
        if (probe.arrived === null) return;
        // The same points as performance marks, so a DevTools trace of the page shows them.
        performance.mark("tt:rows-arrived", { startTime: probe.arrived });
        performance.mark("tt:rows-rendered", { startTime: probe.rendered });
        performance.mark("tt:table-interactive", { startTime: probe.painted });
        performance.measure("tt:table-interactive", "tt:rows-arrived", "tt:table-interactive");
      });
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-active"] });
})();`;

async function measureTableInteractive(
  browser: Browser,
  storageState: Awaited<ReturnType<BrowserContext["storageState"]>>,
  baseUrl: string,
  conversationId: string,
  runs: number,
  warmup: number,
) {
  const samples: TableSample[] = [];
  for (let i = 0; i < runs + warmup; i++) {
    // A new context each time: no HTTP cache, so the rows really come over the network.
    const context = await browser.newContext({ baseURL: baseUrl, storageState, viewport: VIEWPORT });
    await context.addInitScript({ content: TABLE_PROBE });
    const page = await context.newPage();
    await page.goto(`/c/${conversationId}`);
    const handle = await page.waitForFunction(
      () => {
        const p = (window as unknown as { __tableProbe?: Record<string, number | null> }).__tableProbe;
        return p && p.painted !== null && p.arrived !== null ? p : null;
      },
      undefined,
      { timeout: TIMEOUT },
    );
    const p = (await handle.jsonValue()) as Record<string, number>;
    await context.close();
    if (i < warmup) continue;
    samples.push({
      renderedMs: Math.round((p.rendered - p.arrived) * 10) / 10,
      interactiveMs: Math.round((p.painted - p.arrived) * 10) / 10,
      domRows: p.domRows,
      transferBytes: p.transfer,
    });
  }
  return {
    runs,
    renderedMs: summarize(samples.map((s) => s.renderedMs)),
    interactiveMs: summarize(samples.map((s) => s.interactiveMs)),
    samples,
  };
}

/** Installed in a loaded page: click on a table's "Use …" button → selection card painted. */
const SELECTION_PROBE = `(() => {
  const probe = { cards: document.querySelectorAll("[data-testid=selection-card]").length, pendingClick: null, samples: [] };
  window.__selectionProbe = probe;
  document.addEventListener("click", (e) => {
    if (e.target && e.target.closest && e.target.closest("[data-testid=artifact-select-button]"))
      probe.pendingClick = e.timeStamp;
  }, true);
  new MutationObserver(() => {
    const n = document.querySelectorAll("[data-testid=selection-card]").length;
    if (n <= probe.cards) return;
    probe.cards = n;
    const click = probe.pendingClick;
    probe.pendingClick = null;
    if (click === null) return;
    const inserted = performance.now();
    requestAnimationFrame(() => probe.samples.push({ click, inserted, painted: performance.now() }));
  }).observe(document.body, { childList: true, subtree: true });
})();`;

async function measureSelections(page: Page, conversationId: string, runs: number, warmup: number) {
  await page.goto(`/c/${conversationId}`);
  const table = page.locator("[data-testid=artifact-table][data-state=ready]").last();
  await table.waitFor({ timeout: TIMEOUT });
  const rowCount = Number((await table.getByRole("grid").getAttribute("aria-rowcount")) ?? 1) - 1;
  const single = (await table.getAttribute("data-purpose")) === "pick-one";
  await page.evaluate(SELECTION_PROBE);
  const samples: SelectionSample[] = [];
  let previous: number | null = null;
  for (let i = 0; i < runs + warmup; i++) {
    // One row per selection: a different row each time (alternating in a two-row pick-one table).
    const index = single ? i % Math.min(rowCount, 2) : i % Math.min(rowCount, 30);
    const input = (n: number) => table.locator(`[data-testid=artifact-row][data-row-index="${n}"] input`);
    if (!single && previous !== null && previous !== index) await input(previous).uncheck();
    await input(index).check();
    previous = index;
    const button = table.getByTestId("artifact-select-button");
    await button.click();
    await page.waitForFunction(
      (k) =>
        (window as unknown as { __selectionProbe: { samples: unknown[] } }).__selectionProbe.samples.length >=
        k,
      i + 1,
      { timeout: TIMEOUT },
    );
    // The table is ready again (saving done) before the next round.
    await button.waitFor({ state: "visible" });
    await page.waitForFunction(
      () => !document.querySelector("[data-testid=artifact-select-button][aria-busy=true]"),
    );
  }
  const raw = (await page.evaluate(
    () =>
      (
        window as unknown as {
          __selectionProbe: { samples: { click: number; inserted: number; painted: number }[] };
        }
      ).__selectionProbe.samples,
  )) as { click: number; inserted: number; painted: number }[];
  for (const s of raw.slice(warmup))
    samples.push({ roundTripMs: s.painted - s.click, insertedMs: s.inserted - s.click });
  return {
    rows: rowCount,
    runs,
    roundTripMs: summarize(samples.map((s) => s.roundTripMs)),
    insertedMs: summarize(samples.map((s) => s.insertedMs)),
  };
}

export async function runChatPerf(opts: ChatPerfOptions): Promise<ChatPerfResult> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ baseURL: opts.baseUrl, viewport: VIEWPORT });
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    await signIn(page);
    const large = await conversationWithTable(page, "show all orders");
    const small = await conversationWithTable(page, "Show the orders for Riccardo Lorini");
    const storageState = await context.storageState();

    const rows = await measureRowsEndpoint(context, opts.baseUrl, large.artifactId, opts.rowsRequests);
    const tableInteractive = await measureTableInteractive(
      browser,
      storageState,
      opts.baseUrl,
      large.conversationId,
      opts.tableRuns,
      1,
    );
    const selectionLarge = await measureSelections(page, large.conversationId, opts.selections, opts.warmup);
    const selectionSmall = await measureSelections(page, small.conversationId, opts.selections, opts.warmup);
    await context.close();
    return {
      chromium: browser.version(),
      artifact: { id: large.artifactId, rows: rows.rows, bytes: rows.bytes },
      rowsEndpoint: rows.result,
      tableInteractive,
      selection: { large: selectionLarge, small: selectionSmall },
    };
  } finally {
    await browser.close();
  }
}
