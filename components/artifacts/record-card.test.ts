import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RecordCard } from "./record-card";

describe("record card: a money object is one money value (issue 14)", () => {
  it.each([
    [{ id: "pay_1", amount: { amount: 42, currency: "USD" } }, "US$ 42.00"],
    [{ id: "inv_7", total: { value: "99.9", currency_code: "EUR" } }, "€ 99.90"],
    [{ id: "ch_3", charged: { amount_cents: 1250, currency: "gbp" } }, "£ 12.50"],
  ])("%j shows %s, never '2 fields' or a section", (record, money) => {
    const html = renderToStaticMarkup(createElement(RecordCard, { entity: "payment", title: "One", record }));
    expect(html).toContain(money);
    expect(html).not.toContain("<section");
  });

  it("a list of lines with money objects shows money in its small table", () => {
    const record = { id: "o1", lines: [{ sku: "A", price: { amount: 3, currency: "EUR" } }] };
    const html = renderToStaticMarkup(createElement(RecordCard, { entity: "order", title: "o1", record }));
    expect(html).toContain("€ 3.00");
  });
});

describe("record card: minor units per field (issue 14)", () => {
  it("only the fields presentation names are divided; a decimal price beside them reads as written", () => {
    const record = { id: "o1", amount: 194999, price: 1249.5, list_price: 1300, currency: "eur" };
    const html = renderToStaticMarkup(
      createElement(RecordCard, { entity: "order", title: "o1", record, minorFields: ["amount"] }),
    );
    expect(html).toContain("€ 1,949.99");
    expect(html).toContain("€ 1,249.50");
    expect(html).toContain("€ 1,300.00");
    expect(html).not.toContain("€ 13.00");
  });

  it("a card stored before `minorFields` (`minorUnits: true`) keeps reading all its money in cents", () => {
    const record = { id: "o1", amount: 194999, currency: "eur" };
    const html = renderToStaticMarkup(
      createElement(RecordCard, { entity: "order", title: "o1", record, minorUnits: true }),
    );
    expect(html).toContain("€ 1,949.99");
  });
});
