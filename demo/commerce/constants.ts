/** Fixed points of the demo world: docs/demo-contract.md, golden scenarios and e2e journeys name them. */

export const DEFAULT_SEED = 42;
export const CUSTOMER_COUNT = 2_000;
export const ORDER_COUNT = 12_000;
export const PRODUCT_COUNT = 200;
export const FIRST_ORDER_NUMBER = 100_001;
/** "Today" of the demo world: fixed so order statuses do not drift with the wall clock. */
export const DEMO_TODAY = "2025-10-01";

/** The two same-named customers the disambiguation journey depends on. */
export const LORINI = [
  { id: "C-1042", name: "Riccardo Lorini", email: "riccardo.lorini@example.com", city: "Milano" },
  { id: "C-1377", name: "Riccardo Lorini", email: "r.lorini@example.net", city: "Torino" },
] as const;

export const pad = (n: number, width: number) => String(n).padStart(width, "0");
