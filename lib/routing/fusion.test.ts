import { describe, expect, it } from "vitest";
import { commerceCaps } from "./__fixtures__/commerce";
import { buildRoutingIndex } from "./build-index";
import { routableTools } from "./catalog";
import { fusedRank, plainRank, requestParts } from "./fusion";
import { rank } from "./rank";
import { parseQueries, recallAt } from "./recall";
import { filePath } from "./values";

const tool = (name: string, description: string, properties: Record<string, unknown> = {}) => ({
  name,
  description,
  inputSchema: { type: "object", properties },
});

// Several weather tools that the whole request matches strongly, one file tool only its last part names.
const catalog = routableTools([
  tool("get_forecast", "Weather forecast for a city: temperature, rain and wind", {
    city: { type: "string" },
  }),
  tool("get_weather_alerts", "Severe weather alerts for a city", { city: { type: "string" } }),
  tool("get_weather_history", "Past weather of a city, day by day", { city: { type: "string" } }),
  tool("get_air_quality", "Air quality index of a city", { city: { type: "string" } }),
  tool("get_weather_radar", "Weather radar images of a city", { city: { type: "string" } }),
  tool("get_weather_report", "Daily weather report of a city", { city: { type: "string" } }),
  tool("get_city_weather", "Current weather of a city", { city: { type: "string" } }),
  tool("write_file", "Write text to a file on disk", {
    path: { type: "string" },
    content: { type: "string" },
  }),
  tool("list_calendars", "Calendars of the signed-in user"),
]);
const index = buildRoutingIndex(catalog);
const ids = (r: { tools: { id: string }[] }) => r.tools.map((t) => t.id);

describe("plainRank", () => {
  it("ranks only tools that share a word with the text, best first", () => {
    const hits = plainRank(index, "weather alerts").map((h) => index.docs[h.doc].tool.id);
    expect(hits[0]).toBe("get_weather_alerts");
    expect(hits).not.toContain("list_calendars");
    expect(plainRank(index, "zebra crossing")).toEqual([]);
  });

  it("counts a repeated word once, or as often as it is repeated with queryTf", () => {
    const text = "file file file weather";
    const once = plainRank(index, text);
    const tf = plainRank(index, text, 40, { queryTf: true });
    const score = (hits: typeof once, id: string) =>
      hits.find((h) => index.docs[h.doc].tool.id === id)?.score;
    expect(score(tf, "write_file")).toBeCloseTo(3 * (score(once, "write_file") ?? 0), 5);
    expect(score(tf, "get_weather_alerts")).toBeCloseTo(score(once, "get_weather_alerts") ?? -1, 5);
  });
});

describe("requestParts", () => {
  it("splits sentences and clauses joined by then/also, keeps a simple question whole", () => {
    expect(requestParts("Get the forecast for Paris. Then save it to /tmp/a.md")).toEqual([
      "Get the forecast for Paris.",
      "save it to /tmp/a.md",
    ]);
    expect(requestParts("weather in Paris and Rome")).toEqual(["weather in Paris and Rome"]);
  });

  it("keeps the first and last parts of a long message, where the goal and the latest ask are", () => {
    const message = [
      "Can you record my health data?",
      "My user ID is 12345.",
      "It was on July 10th at 9:15 AM.",
      "My heart rate was 85 bpm.",
      "Can you book an appointment with my doctor?",
      "I have a fever, what might it be?",
    ].join("\n");
    expect(requestParts(message)).toEqual([
      "Can you record my health data?",
      "My user ID is 12345.",
      "Can you book an appointment with my doctor?",
      "I have a fever, what might it be?",
    ]);
  });
});

describe("fusedRank", () => {
  const request =
    "Get the weather forecast, weather alerts, weather radar and weather history of Rome for the city weather report. Then save the file.";

  it("covers each part of a multi-part request: the last part's tool enters a short list", () => {
    expect(ids(rank(index, request, {}, { limit: 5 }))).not.toContain("write_file");
    const fused = fusedRank(index, request, {}, { limit: 5 });
    expect(ids(fused)).toContain("write_file");
    const file = fused.tools.find((t) => t.id === "write_file");
    expect(file?.reasons.some((r) => r.startsWith("part of the request"))).toBe(true);
  });

  it("finds the file tool for a request that only gives a path for the file", () => {
    const save = "Get the weather forecast of Rome and save it to /root/markdown/rome.md";
    expect(ids(fusedRank(index, save, {}, { limit: 3 }))).toContain("write_file");
    const file = fusedRank(index, save).tools.find((t) => t.id === "write_file");
    expect(file?.reasons.some((r) => r.includes("→file (value kind)"))).toBe(true);
  });

  it("returns scores in descending order, each tool with reasons, within the limit", () => {
    const fused = fusedRank(index, request, {}, { limit: 4 }).tools;
    expect(fused.length).toBeLessThanOrEqual(4);
    for (let i = 1; i < fused.length; i++) expect(fused[i - 1].score).toBeGreaterThanOrEqual(fused[i].score);
    for (const t of fused) expect(t.reasons.length).toBeGreaterThan(0);
  });

  it("keeps the prefilter's structural choice on host capabilities", () => {
    const commerce = buildRoutingIndex(commerceCaps);
    expect(ids(fusedRank(commerce, "how many orders are pending?"))[0]).toBe("mcp:commerce/orders.count");
    expect(ids(fusedRank(commerce, "show me the details of order O-100001"))[0]).toBe(
      "mcp:commerce/orders.get",
    );
  });

  it("restricts to one family when asked", () => {
    const commerce = buildRoutingIndex(commerceCaps);
    const family = commerceCaps[0].family;
    for (const t of fusedRank(commerce, "orders and products", {}, { family }).tools)
      expect(t.family).toBe(family);
  });
});

describe("filePath", () => {
  it("finds folder paths, Windows paths and file names with a common extension, not web addresses", () => {
    expect(filePath("save it to /root/markdown/cv.md please")).toBe("/root/markdown/cv.md");
    expect(filePath("open ~/notes/today.txt")).toBe("~/notes/today.txt");
    expect(filePath("read C:\\data\\sales.csv")).toBe("C:\\data\\sales.csv");
    expect(filePath("insert clock.png under the title")).toBe("clock.png");
    expect(filePath("the page at https://www.apple.com/iphone-16/ looks new")).toBeUndefined();
    expect(filePath("orders from 1/2/2024 to 3/4/2024, and/or refunds")).toBeUndefined();
    expect(filePath("which framework, Node.js or Vue.js?")).toBeUndefined();
  });
});

describe("recallAt", () => {
  it("counts any gold for recall@k and every gold for all-golds@k", () => {
    const queries = parseQueries(
      ['{"id":"a","question":"x","gold":["t1","t2"]}', '{"id":"b","question":"y","gold":["t3"]}'].join("\n"),
    );
    const ranked = [
      ["t1", ...Array.from({ length: 10 }, (_, i) => `n${i}`), "t2"],
      ["n0", "t3"],
    ];
    const r = recallAt(ranked, queries);
    expect(r["recall@1"]).toBe(0.5);
    expect(r["recall@8"]).toBe(1);
    expect(r["all-golds@8"]).toBe(0.5);
    expect(r["all-golds@40"]).toBe(1);
  });
});
