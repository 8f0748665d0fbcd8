/**
 * Deterministic data of the "bank" fixture world: one household's personal banking (the Morgans,
 * Alex and Sam) as an Open Banking-style account-information API sees it. PascalCase fields,
 * opaque numeric `AccountId`s ("22289"), amounts as strings with a currency
 * (`{ "Amount": "84.99", "Currency": "GBP" }`) and a `CreditDebitIndicator` for the sign, booking
 * times in ISO 8601 with the UK offset, UPPER-hex transaction ids (`TX7F3A21C9`).
 * Fixed points the questions name:
 * - accounts 22289 "Everyday Current" (GBP), 22290 "Joint Bills" (GBP), 22291 "Rainy Day Saver"
 *   (Savings), 22292 "Platinum Credit Card" (CreditCard), 22293 "Euro Travel" (EUR), 22294 "Old ISA"
 *   (Savings, Disabled);
 * - cards C-1001 Visa debit ****4821 (Alex, Active, 22289), C-1002 Visa debit ****7730 (Sam, Frozen,
 *   22289), C-1003 Mastercard credit ****0095 (Active, 22292), C-1004 Mastercard credit ****3316
 *   (Cancelled, 22292), C-1005 Visa debit ****5512 (Active, 22293), C-1006 Visa debit ****9004
 *   (Active, 22290);
 * - transaction TX7F3A21C9: Amazon, 84.99 GBP, booked 2025-09-14 on 22289 with card ****4821, disputed
 *   in DSP-20451 (Open, NotReceived); TX2B90D4E1: Pret A Manger 6.45 GBP declined 2025-09-30 on the
 *   frozen card ****7730; salary "ACME ANALYTICS LTD" 3,250.00 GBP credited on 22289 every month;
 * - payees: two named Daniel Price (BEN-0003 on 22289, BEN-0008 on 22290), Green Leaf Lettings
 *   (rent), Oakwood Nursery, Margaret Morgan; standing orders SO-0001 rent 1,450.00 monthly,
 *   SO-0002 nursery 620.00, SO-0003 200.00 to the saver, SO-0004 to Margaret Morgan (Inactive);
 * - the merchant directory lists Starbucks three times (three locations). Nobody shops at Harrods.
 * Everything else is seeded noise. "Today" is 2025-10-01, the question suite's fixed date.
 */
import { createRng } from "@/demo/commerce/prng";

export const BK_TODAY = "2025-10-01";
export const BK_TX_STATUSES = ["Booked", "Pending", "Declined", "Reversed"] as const;
export const BK_CATEGORIES = [
  "Groceries",
  "EatingOut",
  "Transport",
  "Shopping",
  "Entertainment",
  "Bills",
  "Travel",
  "Health",
  "Cash",
  "Income",
  "Transfers",
] as const;
export const BK_ACCOUNT_SUBTYPES = ["CurrentAccount", "Savings", "CreditCard"] as const;
export const BK_CARD_STATUSES = ["Active", "Frozen", "Cancelled"] as const;
export const BK_DISPUTE_STATUSES = ["Open", "UnderReview", "Resolved", "Rejected"] as const;
export const BK_DISPUTE_REASONS = [
  "Fraud",
  "NotReceived",
  "Duplicate",
  "IncorrectAmount",
  "CancelledSubscription",
] as const;

export interface BkAmount {
  Amount: string;
  Currency: "GBP" | "EUR";
}
export interface BkAccount {
  AccountId: string;
  Currency: "GBP" | "EUR";
  AccountType: "Personal";
  AccountSubType: (typeof BK_ACCOUNT_SUBTYPES)[number];
  Nickname: string;
  OpeningDate: string;
  Status: "Enabled" | "Disabled";
  Account: { SchemeName: string; Identification: string; Name: string }[];
}
export interface BkCard {
  CardId: string;
  AccountId: string;
  CardSchemeName: "Visa" | "Mastercard";
  CardType: "Debit" | "Credit";
  Identification: string;
  NameOnCard: string;
  ExpiryDate: string;
  Status: (typeof BK_CARD_STATUSES)[number];
}
export interface BkMerchant {
  MerchantId: string;
  MerchantName: string;
  MerchantCategoryCode: string;
  Category: (typeof BK_CATEGORIES)[number];
  Location: string;
}
export interface BkTransaction {
  AccountId: string;
  TransactionId: string;
  TransactionReference: string | null;
  CreditDebitIndicator: "Credit" | "Debit";
  Status: (typeof BK_TX_STATUSES)[number];
  BookingDateTime: string;
  ValueDateTime: string;
  TransactionInformation: string;
  Amount: BkAmount;
  Category: (typeof BK_CATEGORIES)[number];
  MerchantDetails: { MerchantName: string; MerchantCategoryCode: string } | null;
  CardInstrument: { CardSchemeName: string; Name: string; Identification: string } | null;
}
export interface BkBeneficiary {
  AccountId: string;
  BeneficiaryId: string;
  Reference: string;
  CreditorAccount: { SchemeName: string; Identification: string; Name: string };
}
export interface BkStandingOrder {
  AccountId: string;
  StandingOrderId: string;
  Frequency: string;
  Reference: string;
  FirstPaymentDateTime: string;
  NextPaymentDateTime: string | null;
  NextPaymentAmount: BkAmount;
  StandingOrderStatusCode: "Active" | "Inactive";
  CreditorAccount: { SchemeName: string; Identification: string; Name: string };
}
export interface BkStatement {
  AccountId: string;
  StatementId: string;
  Type: "RegularPeriodic";
  StartDateTime: string;
  EndDateTime: string;
  CreationDateTime: string;
  StatementAmount: { Type: "OpeningBalance" | "ClosingBalance"; Amount: BkAmount }[];
}
export interface BkDispute {
  DisputeId: string;
  TransactionId: string;
  AccountId: string;
  Reason: (typeof BK_DISPUTE_REASONS)[number];
  Status: (typeof BK_DISPUTE_STATUSES)[number];
  OpenedDateTime: string;
  Amount: BkAmount;
}
export interface BankData {
  accounts: BkAccount[];
  cards: BkCard[];
  merchants: BkMerchant[];
  transactions: BkTransaction[];
  beneficiaries: BkBeneficiary[];
  standingOrders: BkStandingOrder[];
  statements: BkStatement[];
  disputes: BkDispute[];
}

const pad = (n: number | string, w: number) => String(n).padStart(w, "0");
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
/** UK local time with its offset (+01:00 in summer time, March 30 – October 25 in 2025). */
export function ukTime(date: string, hh: number, mm: number): string {
  const md = date.slice(5);
  const offset = md >= "03-30" && md < "10-26" ? "+01:00" : "+00:00";
  return `${date}T${pad(hh, 2)}:${pad(mm, 2)}:${pad((hh * 7 + mm) % 60, 2)}${offset}`;
}
const money = (n: number, Currency: "GBP" | "EUR" = "GBP"): BkAmount => ({ Amount: n.toFixed(2), Currency });

type Cat = (typeof BK_CATEGORIES)[number];
/** [name, MCC, category, min, max, weight, location] */
const SHOPS: [string, string, Cat, number, number, number, string][] = [
  ["Tesco", "5411", "Groceries", 8, 95, 9, "London"],
  ["Sainsbury's", "5411", "Groceries", 6, 110, 7, "London"],
  ["Lidl", "5411", "Groceries", 5, 60, 4, "London"],
  ["Pret A Manger", "5814", "EatingOut", 3, 14, 6, "London"],
  ["Starbucks", "5814", "EatingOut", 3, 9, 4, "London Bridge"],
  ["Starbucks", "5814", "EatingOut", 3, 9, 2, "King's Cross"],
  ["Starbucks", "5814", "EatingOut", 3, 9, 1, "Manchester Piccadilly"],
  ["Dishoom", "5812", "EatingOut", 35, 120, 2, "London"],
  ["Deliveroo", "5812", "EatingOut", 14, 48, 4, "London"],
  ["Transport for London", "4111", "Transport", 2, 9, 8, "London"],
  ["Uber", "4121", "Transport", 7, 38, 3, "London"],
  ["Shell", "5541", "Transport", 30, 85, 2, "London"],
  ["Trainline", "4112", "Travel", 18, 160, 2, "London"],
  ["Amazon", "5942", "Shopping", 6, 180, 6, "Online"],
  ["John Lewis", "5311", "Shopping", 20, 400, 2, "London"],
  ["IKEA", "5712", "Shopping", 15, 350, 1, "Wembley"],
  ["Boots", "5912", "Health", 3, 45, 3, "London"],
  ["Vue Cinemas", "7832", "Entertainment", 9, 32, 2, "London"],
  ["Spotify", "5815", "Entertainment", 11.99, 11.99, 0, "Online"],
  ["Netflix", "5815", "Entertainment", 10.99, 10.99, 0, "Online"],
  ["Ryanair", "4511", "Travel", 40, 260, 0, "Online"],
  ["Booking.com", "4722", "Travel", 90, 640, 0, "Online"],
  ["Thames Water", "4900", "Bills", 38, 52, 0, "Online"],
  ["British Gas", "4900", "Bills", 65, 140, 0, "Online"],
  ["EE", "4814", "Bills", 32, 32, 0, "Online"],
  ["Camden Council", "9311", "Bills", 168, 168, 0, "London"],
  ["Carrefour", "5411", "Groceries", 9, 85, 0, "Lyon"],
  ["SNCF", "4112", "Travel", 22, 140, 0, "Lyon"],
  ["Le Bouchon Lyonnais", "5812", "EatingOut", 28, 110, 0, "Lyon"],
  ["Pharmacie Bellecour", "5912", "Health", 6, 40, 0, "Lyon"],
];

let cached: BankData | undefined;
export function bankData(): BankData {
  if (cached) return cached;
  const rng = createRng(20251001);

  const acct = (
    AccountId: string,
    AccountSubType: BkAccount["AccountSubType"],
    Nickname: string,
    OpeningDate: string,
    Identification: string,
    Name: string,
    Currency: "GBP" | "EUR" = "GBP",
    Status: BkAccount["Status"] = "Enabled",
  ): BkAccount => ({
    AccountId,
    Currency,
    AccountType: "Personal",
    AccountSubType,
    Nickname,
    OpeningDate,
    Status,
    Account: [
      {
        SchemeName: Currency === "EUR" ? "UK.OBIE.IBAN" : "UK.OBIE.SortCodeAccountNumber",
        Identification,
        Name,
      },
    ],
  });
  const accounts: BkAccount[] = [
    acct("22289", "CurrentAccount", "Everyday Current", "2016-04-11", "40472219034472", "A Morgan"),
    acct("22290", "CurrentAccount", "Joint Bills", "2019-09-02", "40472233108850", "A Morgan & S Morgan"),
    acct("22291", "Savings", "Rainy Day Saver", "2020-01-15", "40472255671203", "A Morgan & S Morgan"),
    acct("22292", "CreditCard", "Platinum Credit Card", "2021-06-30", "5412750000000095", "A Morgan"),
    acct("22293", "CurrentAccount", "Euro Travel", "2023-05-08", "GB29NWBK60161331926819", "S Morgan", "EUR"),
    acct("22294", "Savings", "Old ISA", "2014-04-06", "40472200918273", "A Morgan", "GBP", "Disabled"),
  ];

  const card = (
    CardId: string,
    AccountId: string,
    CardSchemeName: BkCard["CardSchemeName"],
    CardType: BkCard["CardType"],
    last4: string,
    NameOnCard: string,
    ExpiryDate: string,
    Status: BkCard["Status"],
  ): BkCard => ({
    CardId,
    AccountId,
    CardSchemeName,
    CardType,
    Identification: `****${last4}`,
    NameOnCard,
    ExpiryDate,
    Status,
  });
  const cards: BkCard[] = [
    card("C-1001", "22289", "Visa", "Debit", "4821", "MR A MORGAN", "2027-08", "Active"),
    card("C-1002", "22289", "Visa", "Debit", "7730", "MS S MORGAN", "2026-11", "Frozen"),
    card("C-1003", "22292", "Mastercard", "Credit", "0095", "MR A MORGAN", "2028-02", "Active"),
    card("C-1004", "22292", "Mastercard", "Credit", "3316", "MR A MORGAN", "2025-06", "Cancelled"),
    card("C-1005", "22293", "Visa", "Debit", "5512", "MS S MORGAN", "2027-03", "Active"),
    card("C-1006", "22290", "Visa", "Debit", "9004", "MS S MORGAN", "2026-05", "Active"),
  ];

  const merchants: BkMerchant[] = SHOPS.map(
    ([MerchantName, MerchantCategoryCode, Category, , , , Location], i) => ({
      MerchantId: `MER-${pad(i + 1, 4)}`,
      MerchantName,
      MerchantCategoryCode,
      Category,
      Location,
    }),
  );

  // ---------------------------------------------------------------- transactions
  const transactions: BkTransaction[] = [];
  const ids = new Set<string>(["TX7F3A21C9", "TX2B90D4E1"]);
  const newId = () => {
    for (;;) {
      const id = `TX${pad(rng.int(0, 0xffffffff).toString(16).toUpperCase(), 8)}`;
      if (!ids.has(id)) {
        ids.add(id);
        return id;
      }
    }
  };
  const cardInstrument = (c: BkCard) => ({
    CardSchemeName: c.CardSchemeName,
    Name: c.NameOnCard,
    Identification: c.Identification,
  });
  const push = (t: Omit<BkTransaction, "TransactionId" | "ValueDateTime"> & { TransactionId?: string }) => {
    transactions.push({
      ...t,
      TransactionId: t.TransactionId ?? newId(),
      ValueDateTime: t.BookingDateTime,
    } as BkTransaction);
  };
  const statusOf = (date: string, onCard: boolean): BkTransaction["Status"] => {
    if (onCard && date >= "2025-09-29") return "Pending";
    const r = rng.next();
    if (onCard && r < 0.04) return "Declined";
    if (onCard && r < 0.06) return "Reversed";
    return "Booked";
  };
  const shop = (name: string, location?: string) =>
    SHOPS.find((s) => s[0] === name && (!location || s[6] === location)) as (typeof SHOPS)[number];
  const spend = (
    AccountId: string,
    c: BkCard,
    date: string,
    s: (typeof SHOPS)[number],
    currency: "GBP" | "EUR",
  ) => {
    const [name, mcc, cat, lo, hi] = s;
    const amount = lo === hi ? lo : lo + rng.next() * (hi - lo);
    push({
      AccountId,
      TransactionReference: null,
      CreditDebitIndicator: "Debit",
      Status: statusOf(date, true),
      BookingDateTime: ukTime(date, rng.int(7, 21), rng.int(0, 59)),
      TransactionInformation: `${name.toUpperCase()} ${s[6].toUpperCase()}`,
      Amount: money(amount, currency),
      Category: cat,
      MerchantDetails: { MerchantName: name, MerchantCategoryCode: mcc },
      CardInstrument: cardInstrument(c),
    });
  };
  const everyday = SHOPS.filter((s) => s[5] > 0);
  const weights = everyday.map((s) => s[5]);
  const [alexDebit, samDebit, credit, oldCredit, euroDebit, billsDebit] = cards;

  for (let date = "2025-03-01"; date <= BK_TODAY; date = addDays(date, 1)) {
    const dom = Number(date.slice(8, 10));
    // Everyday Current: card spending by both of them (Sam's card was frozen on 2025-09-20).
    if (rng.chance(0.85)) {
      const c = date < "2025-09-20" && rng.chance(0.35) ? samDebit : alexDebit;
      spend("22289", c, date, rng.weighted(everyday, weights), "GBP");
    }
    // Credit card: fewer, larger purchases; the old card until its replacement in June.
    if (rng.chance(0.45)) {
      const c = date < "2025-06-10" ? oldCredit : credit;
      const s = rng.weighted(everyday, weights);
      spend("22292", c, date, s, "GBP");
    }
    if (dom === 3) spend("22292", date < "2025-06-10" ? oldCredit : credit, date, shop("Spotify"), "GBP");
    if (dom === 12) spend("22292", date < "2025-06-10" ? oldCredit : credit, date, shop("Netflix"), "GBP");
    // Joint Bills: direct debits and the card for the weekly shop.
    if (dom === 5) spend("22290", billsDebit, date, shop("Thames Water"), "GBP");
    if (dom === 8) spend("22290", billsDebit, date, shop("British Gas"), "GBP");
    if (dom === 15) spend("22290", billsDebit, date, shop("EE"), "GBP");
    if (dom === 1 && date !== "2025-10-01") spend("22290", billsDebit, date, shop("Camden Council"), "GBP");
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 6)
      spend("22290", billsDebit, date, shop("Sainsbury's"), "GBP");
    // Salary on the 25th.
    if (dom === 25)
      push({
        AccountId: "22289",
        TransactionReference: "SALARY",
        CreditDebitIndicator: "Credit",
        Status: "Booked",
        BookingDateTime: ukTime(date, 6, 0),
        TransactionInformation: "ACME ANALYTICS LTD SALARY",
        Amount: money(3250),
        Category: "Income",
        MerchantDetails: null,
        CardInstrument: null,
      });
    // Standing orders out of the current account, into the saver.
    if (dom === 1 && date !== "2025-10-01") {
      push({
        AccountId: "22289",
        TransactionReference: "RENT FLAT 4",
        CreditDebitIndicator: "Debit",
        Status: "Booked",
        BookingDateTime: ukTime(date, 5, 30),
        TransactionInformation: "STO GREEN LEAF LETTINGS",
        Amount: money(1450),
        Category: "Bills",
        MerchantDetails: null,
        CardInstrument: null,
      });
      push({
        AccountId: "22289",
        TransactionReference: "SAVINGS",
        CreditDebitIndicator: "Debit",
        Status: "Booked",
        BookingDateTime: ukTime(date, 5, 31),
        TransactionInformation: "STO RAINY DAY SAVER",
        Amount: money(200),
        Category: "Transfers",
        MerchantDetails: null,
        CardInstrument: null,
      });
      push({
        AccountId: "22291",
        TransactionReference: "SAVINGS",
        CreditDebitIndicator: "Credit",
        Status: "Booked",
        BookingDateTime: ukTime(date, 5, 31),
        TransactionInformation: "FROM EVERYDAY CURRENT",
        Amount: money(200),
        Category: "Transfers",
        MerchantDetails: null,
        CardInstrument: null,
      });
    }
    if (dom === 2 && date !== "2025-10-02")
      push({
        AccountId: "22289",
        TransactionReference: "NURSERY FEES",
        CreditDebitIndicator: "Debit",
        Status: "Booked",
        BookingDateTime: ukTime(date, 5, 30),
        TransactionInformation: "STO OAKWOOD NURSERY",
        Amount: money(620),
        Category: "Bills",
        MerchantDetails: null,
        CardInstrument: null,
      });
    if (dom === 28 && rng.chance(0.5))
      push({
        AccountId: "22289",
        TransactionReference: "CASH",
        CreditDebitIndicator: "Debit",
        Status: "Booked",
        BookingDateTime: ukTime(date, 18, 12),
        TransactionInformation: "CASH WITHDRAWAL LINK ATM",
        Amount: money(rng.pick([20, 40, 50, 100])),
        Category: "Cash",
        MerchantDetails: null,
        CardInstrument: cardInstrument(alexDebit),
      });
  }
  // Monthly savings interest.
  for (const m of ["03", "04", "05", "06", "07", "08", "09"])
    push({
      AccountId: "22291",
      TransactionReference: "INTEREST",
      CreditDebitIndicator: "Credit",
      Status: "Booked",
      BookingDateTime: `2025-${m}-28T00:00:00+01:00`,
      TransactionInformation: "GROSS INTEREST",
      Amount: money(14 + rng.next() * 4),
      Category: "Income",
      MerchantDetails: null,
      CardInstrument: null,
    });
  // Transfers to Daniel Price (the friend, rent share of a holiday) from both accounts.
  push({
    AccountId: "22289",
    TransactionReference: "CORNWALL COTTAGE",
    CreditDebitIndicator: "Debit",
    Status: "Booked",
    BookingDateTime: "2025-06-18T19:04:11+01:00",
    TransactionInformation: "FPO DANIEL PRICE",
    Amount: money(275),
    Category: "Transfers",
    MerchantDetails: null,
    CardInstrument: null,
  });
  push({
    AccountId: "22290",
    TransactionReference: "BOILER SERVICE",
    CreditDebitIndicator: "Debit",
    Status: "Booked",
    BookingDateTime: "2025-08-21T10:40:00+01:00",
    TransactionInformation: "FPO DANIEL PRICE",
    Amount: money(95),
    Category: "Transfers",
    MerchantDetails: null,
    CardInstrument: null,
  });
  // The July trip to Lyon on the euro account, booked on the credit card.
  spend("22292", credit, "2025-06-20", shop("Ryanair"), "GBP");
  spend("22292", credit, "2025-06-21", shop("Booking.com"), "GBP");
  for (let date = "2025-07-10"; date <= "2025-07-24"; date = addDays(date, 1)) {
    for (const name of ["Carrefour", "Le Bouchon Lyonnais", "SNCF", "Pharmacie Bellecour"])
      if (rng.chance(name === "Carrefour" ? 0.6 : name === "Le Bouchon Lyonnais" ? 0.5 : 0.12))
        spend("22293", euroDebit, date, shop(name), "EUR");
  }
  // A reversed flight on the credit card.
  push({
    AccountId: "22292",
    TransactionReference: null,
    CreditDebitIndicator: "Debit",
    Status: "Reversed",
    BookingDateTime: "2025-08-03T12:15:40+01:00",
    TransactionInformation: "RYANAIR ONLINE",
    Amount: money(212.4),
    Category: "Travel",
    MerchantDetails: { MerchantName: "Ryanair", MerchantCategoryCode: "4511" },
    CardInstrument: cardInstrument(credit),
  });
  // Fixed transactions the questions name.
  push({
    AccountId: "22289",
    TransactionId: "TX7F3A21C9",
    TransactionReference: null,
    CreditDebitIndicator: "Debit",
    Status: "Booked",
    BookingDateTime: "2025-09-14T16:22:05+01:00",
    TransactionInformation: "AMAZON.CO.UK*2K4LP0QF3",
    Amount: money(84.99),
    Category: "Shopping",
    MerchantDetails: { MerchantName: "Amazon", MerchantCategoryCode: "5942" },
    CardInstrument: cardInstrument(alexDebit),
  });
  push({
    AccountId: "22289",
    TransactionId: "TX2B90D4E1",
    TransactionReference: null,
    CreditDebitIndicator: "Debit",
    Status: "Declined",
    BookingDateTime: "2025-09-30T08:12:44+01:00",
    TransactionInformation: "PRET A MANGER LONDON",
    Amount: money(6.45),
    Category: "EatingOut",
    MerchantDetails: { MerchantName: "Pret A Manger", MerchantCategoryCode: "5814" },
    CardInstrument: cardInstrument(samDebit),
  });
  // Newest first, as the API answers.
  transactions.sort((a, b) => b.BookingDateTime.localeCompare(a.BookingDateTime));

  // ---------------------------------------------------------------- payees and standing orders
  const sortCode = (s: string) => ({ SchemeName: "UK.OBIE.SortCodeAccountNumber", Identification: s });
  const beneficiaries: BkBeneficiary[] = [
    ["22289", "Green Leaf Lettings", "20000073849211", "RENT FLAT 4"],
    ["22289", "Oakwood Nursery", "30991256781234", "NURSERY FEES"],
    ["22289", "Daniel Price", "60837112345678", "CORNWALL COTTAGE"],
    ["22289", "Margaret Morgan", "77911055550123", "MUM"],
    ["22289", "HMRC Self Assessment", "08320011001234", "1234567890K"],
    ["22290", "Priya Shah", "40112287651200", "CLEANER"],
    ["22290", "Camden Council", "20170490123456", "COUNCIL TAX"],
    ["22290", "Daniel Price", "40116287654321", "BOILER SERVICE"],
    ["22290", "Northside Plumbing Ltd", "16571033445566", "INV 2231"],
    ["22291", "A Morgan", "40472219034472", "SWEEP"],
  ].map(([AccountId, Name, Identification, Reference], i) => ({
    AccountId,
    BeneficiaryId: `BEN-${pad(i + 1, 4)}`,
    Reference,
    CreditorAccount: { ...sortCode(Identification), Name },
  }));
  const standingOrders: BkStandingOrder[] = [
    [
      "22289",
      "EvryMnth:01",
      "RENT FLAT 4",
      "2023-09-01",
      "2025-11-01",
      1450,
      "Active",
      "Green Leaf Lettings",
      "20000073849211",
    ],
    [
      "22289",
      "EvryMnth:02",
      "NURSERY FEES",
      "2024-09-02",
      "2025-10-02",
      620,
      "Active",
      "Oakwood Nursery",
      "30991256781234",
    ],
    [
      "22289",
      "EvryMnth:01",
      "SAVINGS",
      "2020-02-01",
      "2025-11-01",
      200,
      "Active",
      "A Morgan",
      "40472255671203",
    ],
    ["22289", "EvryMnth:20", "MUM", "2022-01-20", null, 50, "Inactive", "Margaret Morgan", "77911055550123"],
    [
      "22290",
      "EvryWeek:05",
      "CLEANER",
      "2024-03-08",
      "2025-10-03",
      60,
      "Active",
      "Priya Shah",
      "40112287651200",
    ],
  ].map(([AccountId, Frequency, Reference, first, next, amount, status, Name, Identification], i) => ({
    AccountId: AccountId as string,
    StandingOrderId: `SO-${pad(i + 1, 4)}`,
    Frequency: Frequency as string,
    Reference: Reference as string,
    FirstPaymentDateTime: `${first}T00:00:00+00:00`,
    NextPaymentDateTime: next ? `${next}T00:00:00+01:00` : null,
    NextPaymentAmount: money(amount as number),
    StandingOrderStatusCode: status as "Active" | "Inactive",
    CreditorAccount: { ...sortCode(Identification as string), Name: Name as string },
  }));

  // ---------------------------------------------------------------- statements (monthly, Mar–Sep)
  const statements: BkStatement[] = [];
  const lastDay = (m: number) => new Date(Date.UTC(2025, m, 0)).getUTCDate();
  for (const a of accounts) {
    if (a.Status === "Disabled") continue;
    let balance = a.AccountSubType === "Savings" ? 8200 : a.AccountSubType === "CreditCard" ? 640 : 2100;
    for (let m = 3; m <= 9; m++) {
      const start = `2025-${pad(m, 2)}-01`;
      const end = `2025-${pad(m, 2)}-${pad(lastDay(m), 2)}`;
      const closing = Math.max(0, balance + (rng.next() - 0.45) * 600);
      statements.push({
        AccountId: a.AccountId,
        StatementId: `ST-${a.AccountId}-2025-${pad(m, 2)}`,
        Type: "RegularPeriodic",
        StartDateTime: `${start}T00:00:00+01:00`,
        EndDateTime: `${end}T23:59:59+01:00`,
        CreationDateTime: `${addDays(end, 2)}T03:00:00+01:00`,
        StatementAmount: [
          { Type: "OpeningBalance", Amount: money(balance, a.Currency) },
          { Type: "ClosingBalance", Amount: money(closing, a.Currency) },
        ],
      });
      balance = closing;
    }
  }

  // ---------------------------------------------------------------- disputes
  const disputes: BkDispute[] = [];
  const fixed = transactions.find((t) => t.TransactionId === "TX7F3A21C9") as BkTransaction;
  disputes.push({
    DisputeId: "DSP-20451",
    TransactionId: fixed.TransactionId,
    AccountId: fixed.AccountId,
    Reason: "NotReceived",
    Status: "Open",
    OpenedDateTime: "2025-09-22T11:03:00+01:00",
    Amount: fixed.Amount,
  });
  const cardBooked = transactions.filter(
    (t) => t.CardInstrument && t.Status === "Booked" && t.TransactionId !== fixed.TransactionId,
  );
  const reasons = [
    "Fraud",
    "Duplicate",
    "IncorrectAmount",
    "CancelledSubscription",
    "Fraud",
    "NotReceived",
    "Duplicate",
  ] as const;
  const statuses = [
    "Resolved",
    "Rejected",
    "Resolved",
    "UnderReview",
    "Open",
    "Resolved",
    "UnderReview",
  ] as const;
  for (let i = 0; i < reasons.length; i++) {
    const t = cardBooked[(i * 37 + 11) % cardBooked.length];
    disputes.push({
      DisputeId: `DSP-${20300 + i * 17}`,
      TransactionId: t.TransactionId,
      AccountId: t.AccountId,
      Reason: reasons[i],
      Status: statuses[i],
      OpenedDateTime: `${addDays(t.BookingDateTime.slice(0, 10), 3 + i)}T09:30:00+01:00`,
      Amount: t.Amount,
    });
  }
  disputes.sort((a, b) => a.DisputeId.localeCompare(b.DisputeId));

  cached = { accounts, cards, merchants, transactions, beneficiaries, standingOrders, statements, disputes };
  return cached;
}
