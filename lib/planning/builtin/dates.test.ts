import { describe, expect, it } from "vitest";
import { DATE_RANGE_CACHE_LIMIT, extractDateRange } from "./dates";

// Wednesday 15 April 2026
const now = new Date("2026-04-15T10:00:00Z");
const range = (q: string) => {
  const r = extractDateRange(q, now);
  return r ? { from: r.from, to: r.to, phrase: q.slice(r.start, r.end) } : undefined;
};

describe("extractDateRange", () => {
  it("reads a span of whole months, with or without years, never only its first month", () => {
    // Today is 2026-04-15: a span without a year is the most recent one.
    expect(range("orders from January to March")).toMatchObject({ from: "2026-01-01", to: "2026-03-31" });
    expect(range("tickets between February and April")).toMatchObject({
      from: "2026-02-01",
      to: "2026-04-30",
    });
    expect(range("invoices from March to May 2024")).toMatchObject({ from: "2024-03-01", to: "2024-05-31" });
    expect(range("hires Jan-Mar")).toMatchObject({ from: "2026-01-01", to: "2026-03-31" });
    expect(range("deals from November to February")).toMatchObject({ from: "2025-11-01", to: "2026-02-28" });
    expect(range("June through August")).toMatchObject({ from: "2025-06-01", to: "2025-08-31" });
    // Two months joined by "and" / "or" are not the span between them, nor the first of them: two
    // periods one range cannot filter by (the turn asks).
    for (const q of ["orders in March and June", "tickets from June or August"]) {
      const r = extractDateRange(q, now);
      expect(r?.several, q).toBe(true);
      expect(r?.from ?? r?.to, q).toBeUndefined();
    }
  });

  it("reads a weekday gone by this week as the coming one where the schedule ahead is asked", () => {
    // Wednesday 15 April 2026: "on Monday" of one's schedule is 20 April; looking back it is 13 April.
    expect(range("what meetings have I got on Monday")).toMatchObject({
      from: "2026-04-20",
      to: "2026-04-20",
    });
    expect(range("what do I have on Monday?")).toMatchObject({ from: "2026-04-20", to: "2026-04-20" });
    expect(range("what did I have on Monday?")).toMatchObject({ from: "2026-04-13", to: "2026-04-13" });
    expect(range("orders on Monday")).toMatchObject({ from: "2026-04-13", to: "2026-04-13" });
    expect(range("what do I have on Friday?")).toMatchObject({ from: "2026-04-17", to: "2026-04-17" });
    // "anything on …" asks what the schedule holds, as "what's on" does; "was there anything" looks back.
    expect(range("anything on my logbook on Monday?")).toMatchObject({
      from: "2026-04-20",
      to: "2026-04-20",
    });
    expect(range("is there anything on Monday")).toMatchObject({ from: "2026-04-20", to: "2026-04-20" });
    expect(range("was there anything on Monday?")).toMatchObject({ from: "2026-04-13", to: "2026-04-13" });
  });

  it("reads relative weeks, months and days", () => {
    expect(range("orders last week")).toEqual({ from: "2026-04-06", to: "2026-04-12", phrase: "last week" });
    // The whole period: "deals closing this month" looks ahead of today (2026-04-15).
    expect(range("orders this month")).toMatchObject({ from: "2026-04-01", to: "2026-04-30" });
    expect(range("deals closing this week")).toMatchObject({ from: "2026-04-13", to: "2026-04-19" });
    expect(range("due this quarter")).toMatchObject({ from: "2026-04-01", to: "2026-06-30" });
    expect(range("signed this year")).toMatchObject({ from: "2026-01-01", to: "2026-12-31" });
    expect(range("orders last month")).toMatchObject({ from: "2026-03-01", to: "2026-03-31" });
    expect(range("in the last 7 days")).toMatchObject({ from: "2026-04-09", to: "2026-04-15" });
    expect(range("yesterday")).toMatchObject({ from: "2026-04-14", to: "2026-04-14" });
  });

  it("reads the coming periods: tomorrow, next week/month/year, the next N days", () => {
    expect(range("who's coming in tomorrow?")).toEqual({
      from: "2026-04-16",
      to: "2026-04-16",
      phrase: "tomorrow",
    });
    expect(range("appointments next week")).toEqual({
      from: "2026-04-20",
      to: "2026-04-26",
      phrase: "next week",
    });
    expect(range("shifts next month")).toMatchObject({ from: "2026-05-01", to: "2026-05-31" });
    expect(range("renewals due next year")).toMatchObject({ from: "2027-01-01", to: "2027-12-31" });
    expect(range("loans due in the next 7 days")).toMatchObject({ from: "2026-04-15", to: "2026-04-22" });
    expect(range("deliveries over the coming two weeks")).toMatchObject({
      from: "2026-04-15",
      to: "2026-04-29",
    });
    expect(range("upcoming appointments")).toEqual({ from: "2026-04-15", to: undefined, phrase: "upcoming" });
  });

  it("reads 'the week before last' as the whole period two back, never a day counted from today", () => {
    // Today is Wednesday 15 April 2026: last week is 6–12 April, the week before it 30 March – 5 April.
    expect(range("orders placed the week before last")).toEqual({
      from: "2026-03-30",
      to: "2026-04-05",
      phrase: "the week before last",
    });
    expect(range("tickets closed the month before last")).toMatchObject({
      from: "2026-02-01",
      to: "2026-02-28",
    });
    expect(range("hires from the year before last")).toMatchObject({ from: "2024-01-01", to: "2024-12-31" });
  });

  it("reads 'the week after next' as the whole period two ahead, never a day counted from today", () => {
    // Wednesday 15 April 2026: next week is 20–26 April, the week after it 27 April – 3 May.
    expect(range("what's on my logbook the week after next")).toMatchObject({
      from: "2026-04-27",
      to: "2026-05-03",
    });
    expect(range("voyages the month after next")).toMatchObject({ from: "2026-06-01", to: "2026-06-30" });
  });

  it("reads 'since <weekday>' back in time, even where the schedule ahead is asked", () => {
    expect(range("anything on my logbook since Monday")).toMatchObject({ from: "2026-04-13" });
    expect(range("what's on my logbook since Monday?")).toMatchObject({ from: "2026-04-13" });
  });

  it("reads the edge of the current quarter, month or week as the bound", () => {
    expect(range("invoices created since the start of the quarter")).toEqual({
      from: "2026-04-01",
      to: undefined,
      phrase: "since the start of the quarter",
    });
    expect(range("anyone hired since the beginning of this month?")).toMatchObject({
      from: "2026-04-01",
      to: undefined,
    });
    expect(range("deals closing before the end of the quarter")).toMatchObject({
      from: undefined,
      to: "2026-06-30",
    });
    expect(range("tickets opened after the start of the week")).toMatchObject({ from: "2026-04-13" });
  });

  it("reads the edge of a period as the bound ('since the start of March' has no end)", () => {
    expect(range("hired since the start of March")).toEqual({
      from: "2026-03-01",
      to: undefined,
      phrase: "since the start of March",
    });
    expect(range("anyone hired since the start of 2025?")).toMatchObject({
      from: "2025-01-01",
      to: undefined,
    });
    expect(range("signed up since the beginning of the year")).toMatchObject({
      from: "2026-01-01",
      to: undefined,
    });
    expect(range("joined until the end of 2024")).toMatchObject({ from: undefined, to: "2024-12-31" });
    expect(range("hired before the start of 2020")).toMatchObject({ from: undefined, to: "2019-12-31" });
    // The end of a period is its last moment: before it includes the last day, after it is the next.
    expect(range("deals closing before the end of the year")).toMatchObject({
      from: undefined,
      to: "2026-12-31",
    });
    expect(range("tickets opened after the end of March 2025")).toMatchObject({
      from: "2025-04-01",
      to: undefined,
    });
    expect(range("anything after the start of 2025")).toMatchObject({ from: "2025-01-01", to: undefined });
    expect(range("loans until the start of March 2024")).toMatchObject({ from: undefined, to: "2024-02-29" });
    // The period itself is unchanged.
    expect(range("orders from March 2025")).toMatchObject({ from: "2025-03-01", to: "2025-03-31" });
  });

  it("reads a count written as a word like the digits ('the past two weeks', 'older than ten days')", () => {
    const { from, to } = range("loans from the past 2 weeks") ?? {};
    expect(range("loans from the past two weeks")).toEqual({ from, to, phrase: "past two weeks" });
    expect(range("in the last seven days")).toMatchObject({ from: "2026-04-09", to: "2026-04-15" });
    expect(range("tickets older than ten days")).toMatchObject({ to: "2026-04-05" });
  });

  it("reads decades and centuries as their years", () => {
    expect(range("books written in the 1960s")).toEqual({
      from: "1960-01-01",
      to: "1969-12-31",
      phrase: "in the 1960s",
    });
    expect(range("albums from the '90s")).toMatchObject({ from: "1990-01-01", to: "1999-12-31" });
    expect(range("paintings of the 19th century")).toMatchObject({ from: "1800-01-01", to: "1899-12-31" });
  });

  it("reads months with and without a year", () => {
    expect(range("orders in March 2026")).toEqual({
      from: "2026-03-01",
      to: "2026-03-31",
      phrase: "in March 2026",
    });
    expect(range("orders in february")).toMatchObject({ from: "2026-02-01", to: "2026-02-28" });
    expect(range("orders in december")).toMatchObject({ from: "2025-12-01", to: "2025-12-31" });
  });

  it("reads ISO dates and bounds", () => {
    expect(range("between 2026-01-01 and 2026-01-31")).toMatchObject({
      from: "2026-01-01",
      to: "2026-01-31",
    });
    expect(range("since 2026-02-10")).toMatchObject({ from: "2026-02-10", to: undefined });
    expect(range("on 2026-02-10")).toMatchObject({ from: "2026-02-10", to: "2026-02-10" });
    expect(range("on 2026-02-31")).toBeUndefined();
  });

  it("does not take the verb 'may' for a month", () => {
    expect(range("may I see the orders")).toBeUndefined();
    expect(range("orders in May 2025")).toMatchObject({ from: "2025-05-01", to: "2025-05-31" });
  });

  it("reads dates as people write them (chrono-node), never a future date for a yearless one", () => {
    expect(range("orders placed on March 3rd")).toMatchObject({ from: "2026-03-03", to: "2026-03-03" });
    expect(range("orders placed on May 3rd")).toMatchObject({ from: "2025-05-03", to: "2025-05-03" });
    expect(range("orders since 3 March 2025")).toMatchObject({ from: "2025-03-03", to: undefined });
    expect(range("orders from Mar 1 to Mar 15")).toMatchObject({ from: "2026-03-01", to: "2026-03-15" });
    expect(range("orders from the past 24 hours")).toMatchObject({ to: expect.any(String) });
    expect(range("show 5 orders")).toBeUndefined();
  });

  it("reads ranges of two written dates, quarters, and never 'now'", () => {
    expect(range("bookings of Henrik Aalto between March 1 and June 30, 2025")).toMatchObject({
      from: "2025-03-01",
      to: "2025-06-30",
    });
    expect(range("Q2 2025 orders")).toMatchObject({ from: "2025-04-01", to: "2025-06-30" });
    expect(range("how many shipments are in transit right now?")).toBeUndefined();
  });
});

describe("open ranges people write around a year or a month", () => {
  const now = new Date("2025-10-01T00:00:00Z");
  it.each([
    ["drivers hired after 2024", { from: "2025-01-01" }],
    ["hired before 2023", { to: "2022-12-31" }],
    ["orders since 2023", { from: "2023-01-01" }],
    ["orders after March 2025", { from: "2025-04-01" }],
    ["orders until March 2025", { to: "2025-03-31" }],
    ["orders from March 2025", { from: "2025-03-01", to: "2025-03-31" }],
  ])("%s", (q, want) => {
    const r = extractDateRange(q, now);
    expect(r ? { from: r.from, to: r.to } : undefined).toEqual({ from: undefined, to: undefined, ...want });
  });
});

describe("quarters, halves, ages and two dates without a year", () => {
  const now = new Date("2025-10-01T00:00:00Z");
  it.each([
    ["orders in the last quarter", { from: "2025-07-01", to: "2025-09-30" }],
    ["orders in the first half of 2025", { from: "2025-01-01", to: "2025-06-30" }],
    ["orders older than 30 days", { to: "2025-09-01" }],
    ["orders newer than 2 weeks", { from: "2025-09-17" }],
    // Never a future end: both days in the most recent March.
    ["orders between 1 March and 15 March", { from: "2025-03-01", to: "2025-03-15" }],
    // A whole month at the end of a range ends with that month.
    ["invoices between April and June 2025", { from: "2025-04-01", to: "2025-06-30" }],
  ])("%s", (q, want) => {
    const r = extractDateRange(q, now);
    expect(r ? { from: r.from, to: r.to } : undefined).toEqual({ from: undefined, to: undefined, ...want });
  });
});

describe("month names that are first names", () => {
  const now = new Date("2025-10-01T10:00:00Z");
  it("a capitalized month before a capitalized name is no date", () => {
    expect(extractDateRange("how many tickets are assigned to Jun Correia?", now)).toBeUndefined();
    expect(extractDateRange("orders of April Ludgate", now)).toBeUndefined();
  });
  it("keeps months followed by a year, a day or a lower-case word", () => {
    expect(extractDateRange("issues since Jun 3", now)).toMatchObject({ from: "2025-06-03" });
    expect(extractDateRange("orders in June Monday", now)).toBeDefined();
    expect(extractDateRange("orders in April from Acme", now)).toMatchObject({ from: "2025-04-01" });
  });
});

describe("extractDateRange, read once per question and day", () => {
  it("answers a question asked again the same, against the day it is asked on", () => {
    const q = "orders shipped last week";
    const first = extractDateRange(q, now);
    expect(extractDateRange(q, new Date("2026-04-15T23:59:00Z"))).toEqual(first);
    expect(first).toMatchObject({ from: "2026-04-06", to: "2026-04-12" });
    // A week later "last week" is another week: the day is part of what was read.
    expect(extractDateRange(q, new Date("2026-04-22T10:00:00Z"))).toMatchObject({
      from: "2026-04-13",
      to: "2026-04-19",
    });
    expect(extractDateRange("orders of customer C-1042", now)).toBeUndefined();
    expect(extractDateRange("orders of customer C-1042", now)).toBeUndefined();
  });

  it("hands out copies: a caller changing its range changes no later answer", () => {
    const q = "invoices since March 3rd";
    const a = extractDateRange(q, now);
    if (!a) throw new Error("no range");
    const kept = { ...a };
    a.from = "1999-01-01";
    a.start = 0;
    expect(extractDateRange(q, now)).toEqual(kept);
  });

  it("keeps answering right past its cache limit", () => {
    for (let i = 0; i <= DATE_RANGE_CACHE_LIMIT; i++) extractDateRange(`question ${i} about nothing`, now);
    expect(range("orders last week")).toEqual({ from: "2026-04-06", to: "2026-04-12", phrase: "last week" });
  });
});

describe("a range of two days of one month, the month named once (issue 9)", () => {
  const oct1 = new Date("2025-10-01T10:00:00Z");
  const read = (q: string) => {
    const r = extractDateRange(q, oct1);
    return r ? { from: r.from, to: r.to, phrase: q.slice(r.start, r.end) } : undefined;
  };
  it.each([
    // The bare day before the date takes its month; the year is read as a single day's is.
    ["orders between 5 and 12 june", "2025-06-05", "2025-06-12", "between 5 and 12 june"],
    ["tickets opened between 3 and 17 March", "2025-03-03", "2025-03-17", "between 3 and 17 March"],
    ["bookings between 20 and 27 december", "2024-12-20", "2024-12-27", "between 20 and 27 december"],
    [
      "orders between the 5th and 12th of June",
      "2025-06-05",
      "2025-06-12",
      "between the 5th and 12th of June",
    ],
    ["orders between 5 and 12 june 2024", "2024-06-05", "2024-06-12", "between 5 and 12 june 2024"],
    // The bare day after the date takes its month too.
    ["orders placed between august 20 and 27", "2025-08-20", "2025-08-27", "between august 20 and 27"],
    ["orders between December 20 and 27 for Acme", "2024-12-20", "2024-12-27", "between December 20 and 27"],
    ["orders between june 5th and the 12th", "2025-06-05", "2025-06-12", "between june 5th and the 12th"],
    // After "due", the nearest occurrence — as a deadline's single day is read.
    ["assignments due between 6 and 10 october", "2025-10-06", "2025-10-10", "between 6 and 10 october"],
    ["quizzes due between October 6 and 10", "2025-10-06", "2025-10-10", "between October 6 and 10"],
  ])("%s", (q, from, to, phrase) => {
    expect(read(q)).toEqual({ from, to, phrase });
  });

  it("a number that is no day of that month, or no later day, or a time, is not the range's end", () => {
    // No 30 February, no range running backwards: only the named date, as before.
    expect(read("orders between february 20 and 30")).toMatchObject({ from: "2025-02-20", to: "2025-02-20" });
    expect(read("orders between 20 and 5 june")).toMatchObject({ from: "2025-06-05", to: "2025-06-05" });
    expect(read("orders between june 5 and 12 euros")?.phrase).toBe("june 5");
    expect(read("orders from june 5 to 12:30")?.to).not.toBe("2025-06-12");
  });
});

describe("s49: the part of a period on one side of today", () => {
  // Wednesday 15 April 2026 (`now` above): "later this week" is from today on, "earlier this week" up
  // to today — never the whole week, which would widen what was asked to the days set aside.
  it.each([
    ["what do I have later this week", "2026-04-15", "2026-04-19", "later this week"],
    ["meetings earlier this week", "2026-04-13", "2026-04-15", "earlier this week"],
    ["what's on for the rest of the month", "2026-04-15", "2026-04-30", "the rest of the month"],
    ["orders later this month", "2026-04-15", "2026-04-30", "later this month"],
    ["what do I have this week", "2026-04-13", "2026-04-19", "this week"],
  ])("%s", (q, from, to, phrase) => {
    expect(range(q)).toEqual({ from, to, phrase });
  });
});

describe("s49: 'what's <day>' asks what the schedule holds", () => {
  // Wednesday 15 April 2026: "what's on Thursday" (chrono reads "on Thursday" as the date, so only
  // "what's" is before it) is the coming Thursday, as "anything on Thursday" is — never last week's.
  it.each([
    ["what's on Thursday", "2026-04-16"],
    ["what is on Friday?", "2026-04-17"],
    ["anything on Thursday", "2026-04-16"],
    ["what was on Thursday", "2026-04-09"],
  ])("%s", (q, day) => {
    expect(range(q)).toMatchObject({ from: day, to: day });
  });
});
