/**
 * Deterministic data of the "accounting" fixture world: the books of a small print-and-design shop,
 * "Juniper Print Co.", in QuickBooks Online API entity shapes — string `Id`s, PascalCase fields,
 * references as `{ value, name }` (`CustomerRef`, `VendorRef`, `ItemRef`, `AccountRef`), `TxnDate` /
 * `DueDate` as `YYYY-MM-DD`, `TotalAmt` and `Balance` (an invoice or bill is paid when its Balance is
 * 0, overdue when Balance > 0 and DueDate is before today), `CurrencyRef`, `MetaData.CreateTime`.
 * Fixed points the questions name:
 * - Customer 1 "Acme Corp" (billing@acmecorp.com) has invoices every month, some unpaid.
 * - Two customers named Daniel Park: Id 7 "Daniel Park" and Id 8 "Daniel Park (Portland)", same
 *   GivenName/FamilyName. Two named Rosa Martinez: Id 9 "Rosa Martinez" and Id 10 "Martinez Catering"
 *   (GivenName Rosa, FamilyName Martinez, CompanyName "Martinez Catering"). Nobody is named Victor;
 *   there is no customer "Hooli".
 * - Invoice DocNumber 1042 (Id "1042") is Acme's; invoice 1337 exists; there is no invoice 9999.
 * - Vendors include Office Depot, Comcast Business and Cityside Properties (the rent).
 * "Today" is 2025-10-01 (a Wednesday), the question suite's fixed date.
 */
import { createRng } from "@/demo/commerce/prng";

export const QBO_TODAY = "2025-10-01";
export const QBO_REALM = "9341455139201847";

export type Ref = { value: string; name: string };
const USD: Ref = { value: "USD", name: "United States Dollar" };
type Meta = { CreateTime: string; LastUpdatedTime: string };

export interface QboCustomer {
  Id: string;
  SyncToken: string;
  DisplayName: string;
  GivenName?: string;
  FamilyName?: string;
  CompanyName?: string;
  FullyQualifiedName: string;
  PrimaryEmailAddr?: { Address: string };
  PrimaryPhone?: { FreeFormNumber: string };
  BillAddr: { Line1: string; City: string; CountrySubDivisionCode: string; PostalCode: string };
  Balance: number;
  BalanceWithJobs: number;
  Active: boolean;
  Taxable: boolean;
  SalesTermRef: Ref;
  CurrencyRef: Ref;
  PreferredDeliveryMethod: "Email" | "Print" | "None";
  Notes?: string;
  MetaData: Meta;
}
export interface QboVendor {
  Id: string;
  SyncToken: string;
  DisplayName: string;
  CompanyName: string;
  PrimaryEmailAddr?: { Address: string };
  PrimaryPhone?: { FreeFormNumber: string };
  BillAddr: { Line1: string; City: string; CountrySubDivisionCode: string; PostalCode: string };
  Balance: number;
  AcctNum?: string;
  Vendor1099: boolean;
  Active: boolean;
  TermRef: Ref;
  CurrencyRef: Ref;
  MetaData: Meta;
}
export interface QboItem {
  Id: string;
  SyncToken: string;
  Name: string;
  Sku?: string;
  Description: string;
  Type: "Service" | "Inventory" | "NonInventory";
  UnitPrice: number;
  PurchaseCost: number;
  QtyOnHand?: number;
  TrackQtyOnHand: boolean;
  Taxable: boolean;
  Active: boolean;
  IncomeAccountRef: Ref;
  ExpenseAccountRef: Ref;
  MetaData: Meta;
}
export interface QboAccount {
  Id: string;
  SyncToken: string;
  Name: string;
  AcctNum: string;
  FullyQualifiedName: string;
  Classification: "Asset" | "Liability" | "Equity" | "Revenue" | "Expense";
  AccountType: string;
  AccountSubType: string;
  CurrentBalance: number;
  Active: boolean;
  SubAccount: boolean;
  CurrencyRef: Ref;
  MetaData: Meta;
}
export interface QboSalesLine {
  Id: string;
  LineNum: number;
  Description: string;
  Amount: number;
  DetailType: "SalesItemLineDetail";
  SalesItemLineDetail: { ItemRef: Ref; Qty: number; UnitPrice: number; TaxCodeRef: { value: string } };
}
export interface QboInvoice {
  Id: string;
  SyncToken: string;
  DocNumber: string;
  TxnDate: string;
  DueDate: string;
  CustomerRef: Ref;
  BillEmail?: { Address: string };
  SalesTermRef: Ref;
  Line: QboSalesLine[];
  TotalAmt: number;
  Balance: number;
  EmailStatus: "EmailSent" | "NotSet" | "NeedToSend";
  PrintStatus: "NotSet" | "NeedToPrint" | "PrintComplete";
  CustomerMemo?: { value: string };
  PrivateNote?: string;
  CurrencyRef: Ref;
  MetaData: Meta;
}
export interface QboExpenseLine {
  Id: string;
  Description: string;
  Amount: number;
  DetailType: "AccountBasedExpenseLineDetail";
  AccountBasedExpenseLineDetail: { AccountRef: Ref; BillableStatus: "NotBillable" };
}
export interface QboBill {
  Id: string;
  SyncToken: string;
  DocNumber: string;
  TxnDate: string;
  DueDate: string;
  VendorRef: Ref;
  APAccountRef: Ref;
  SalesTermRef: Ref;
  Line: QboExpenseLine[];
  TotalAmt: number;
  Balance: number;
  PrivateNote?: string;
  CurrencyRef: Ref;
  MetaData: Meta;
}
export interface QboEstimate {
  Id: string;
  SyncToken: string;
  DocNumber: string;
  TxnDate: string;
  ExpirationDate: string;
  TxnStatus: "Pending" | "Accepted" | "Closed" | "Rejected";
  CustomerRef: Ref;
  Line: QboSalesLine[];
  TotalAmt: number;
  EmailStatus: "EmailSent" | "NotSet";
  CurrencyRef: Ref;
  MetaData: Meta;
}
export interface QboPurchase {
  Id: string;
  SyncToken: string;
  DocNumber?: string;
  TxnDate: string;
  PaymentType: "Cash" | "Check" | "CreditCard";
  AccountRef: Ref;
  EntityRef: Ref & { type: "Vendor" };
  Line: QboExpenseLine[];
  TotalAmt: number;
  PrivateNote?: string;
  CurrencyRef: Ref;
  MetaData: Meta;
}
export interface QboEmployee {
  Id: string;
  SyncToken: string;
  DisplayName: string;
  GivenName: string;
  FamilyName: string;
  PrimaryEmailAddr: { Address: string };
  PrimaryPhone: { FreeFormNumber: string };
  EmployeeNumber: string;
  HiredDate: string;
  ReleasedDate?: string;
  BillableTime: boolean;
  Active: boolean;
  MetaData: Meta;
}

const DAY = 86_400_000;
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const money = (n: number) => Math.round(n * 100) / 100;
const meta = (date: string, hour = 15): Meta => ({
  CreateTime: `${date}T${String(hour).padStart(2, "0")}:12:40-07:00`,
  LastUpdatedTime: `${date}T${String(hour).padStart(2, "0")}:12:40-07:00`,
});

const ACCOUNTS: [string, string, string, QboAccount["Classification"], string, string, number][] = [
  ["35", "1010", "Business Checking", "Asset", "Bank", "Checking", 48213.77],
  ["36", "1020", "Business Savings", "Asset", "Bank", "Savings", 25000],
  ["84", "1200", "Accounts Receivable (A/R)", "Asset", "Accounts Receivable", "AccountsReceivable", 0],
  ["81", "1300", "Inventory Asset", "Asset", "Other Current Asset", "Inventory", 9120.5],
  ["37", "1500", "Equipment", "Asset", "Fixed Asset", "MachineryAndEquipment", 38500],
  ["33", "2000", "Accounts Payable (A/P)", "Liability", "Accounts Payable", "AccountsPayable", 0],
  ["41", "2100", "Chase Ink Business Card", "Liability", "Credit Card", "CreditCard", 3412.19],
  ["42", "2200", "Sales Tax Payable", "Liability", "Other Current Liability", "SalesTaxPayable", 1840.33],
  ["43", "2700", "Equipment Loan", "Liability", "Long Term Liability", "NotesPayable", 21600],
  ["44", "3000", "Owner's Equity", "Equity", "Equity", "OwnersEquity", 52000],
  ["1", "4000", "Design Income", "Revenue", "Income", "ServiceFeeIncome", 0],
  ["2", "4100", "Printing Income", "Revenue", "Income", "SalesOfProductIncome", 0],
  ["3", "4200", "Installation Income", "Revenue", "Income", "ServiceFeeIncome", 0],
  ["4", "4900", "Late Fee Income", "Revenue", "Other Income", "OtherMiscellaneousIncome", 0],
  ["80", "5000", "Cost of Goods Sold", "Expense", "Cost of Goods Sold", "SuppliesMaterialsCogs", 0],
  ["7", "6100", "Advertising", "Expense", "Expense", "AdvertisingPromotional", 0],
  ["8", "6200", "Rent or Lease", "Expense", "Expense", "RentOrLeaseOfBuildings", 0],
  ["9", "6300", "Utilities", "Expense", "Expense", "Utilities", 0],
  ["10", "6400", "Office Supplies", "Expense", "Expense", "OfficeGeneralAdministrativeExpenses", 0],
  ["11", "6500", "Software Subscriptions", "Expense", "Expense", "OtherMiscellaneousServiceCost", 0],
  ["12", "6600", "Insurance", "Expense", "Expense", "Insurance", 0],
  ["13", "6700", "Shipping and Delivery", "Expense", "Expense", "ShippingFreightDelivery", 0],
  ["14", "6800", "Repairs and Maintenance", "Expense", "Expense", "RepairMaintenance", 0],
  ["15", "6900", "Meals", "Expense", "Expense", "EntertainmentMeals", 0],
  ["16", "7000", "Legal and Professional Fees", "Expense", "Expense", "LegalProfessionalFees", 0],
  ["17", "7100", "Old Trade Show Costs", "Expense", "Expense", "AdvertisingPromotional", 0],
];
const acct = (id: string): Ref => {
  const a = ACCOUNTS.find((x) => x[0] === id);
  if (!a) throw new Error(`account ${id}`);
  return { value: a[0], name: a[2] };
};

// Id, Name, Sku, Type, price, cost, qty, income account, description
const ITEMS: [string, string, string, QboItem["Type"], number, number, number | null, string, string][] = [
  ["1", "Logo Design", "", "Service", 650, 0, null, "1", "Logo concept, two revisions"],
  ["2", "Brand Guidelines", "", "Service", 1200, 0, null, "1", "Brand book: colours, type, usage"],
  ["3", "Design Hours", "", "Service", 85, 0, null, "1", "Design work by the hour"],
  ["4", "Business Cards (500)", "BC-500", "Inventory", 59, 18, 140, "2", "500 cards, 16pt matte"],
  ["5", "Flyers (1000)", "FL-1000", "Inventory", 145, 52, 36, "2", "A5 flyers, 1000 pcs"],
  ["6", "Vinyl Banner", "VB-3X8", "Inventory", 180, 61, 12, "2", "3x8 ft vinyl banner with grommets"],
  ["7", "Poster Print A1", "PA1", "Inventory", 38, 9.5, 0, "2", "A1 poster on satin paper"],
  ["8", "Vehicle Wrap", "", "NonInventory", 2400, 950, null, "2", "Full vehicle wrap, materials"],
  ["9", "Wrap Installation", "", "Service", 600, 0, null, "3", "Installation of vehicle wrap"],
  ["10", "Window Decals", "WD-SET", "Inventory", 95, 22, 48, "2", "Set of window decals"],
  ["11", "Trade Show Booth Kit", "TSB-10", "NonInventory", 1850, 870, null, "2", "10 ft booth backdrop kit"],
  ["12", "Rush Fee", "", "Service", 75, 0, null, "2", "Same-day turnaround"],
  ["13", "Delivery", "", "Service", 35, 0, null, "2", "Local delivery"],
  ["14", "Menu Printing", "MN-100", "Inventory", 210, 70, 8, "2", "100 laminated menus"],
  ["15", "Signage Install", "", "Service", 120, 0, null, "3", "Sign installation per hour"],
  ["16", "Sticker Pack", "ST-250", "Inventory", 48, 11, 3, "2", "250 die-cut stickers"],
  [
    "17",
    "Letterpress Invitations",
    "LP-50",
    "NonInventory",
    320,
    140,
    null,
    "2",
    "50 letterpress invitations",
  ],
  ["18", "Late Fee", "", "Service", 25, 0, null, "4", "Late payment fee"],
];

// Id, DisplayName, Given, Family, Company, email, city, state, terms(days), weight, active
const CUSTOMERS: [string, string, string, string, string, string, string, string, number, number, boolean][] =
  [
    ["1", "Acme Corp", "Helen", "Carter", "Acme Corp", "billing@acmecorp.com", "Oakland", "CA", 30, 9, true],
    [
      "2",
      "Globex Industries",
      "Frank",
      "Moreau",
      "Globex Industries",
      "ap@globex.com",
      "San Jose",
      "CA",
      30,
      7,
      true,
    ],
    [
      "3",
      "Initech LLC",
      "Bill",
      "Lumbergh",
      "Initech LLC",
      "accounts@initech.com",
      "Austin",
      "TX",
      30,
      5,
      true,
    ],
    [
      "4",
      "Umbrella Health",
      "Alice",
      "Abernathy",
      "Umbrella Health",
      "finance@umbrellahealth.org",
      "Sacramento",
      "CA",
      45,
      5,
      true,
    ],
    [
      "5",
      "Stark Hardware",
      "Tony",
      "Stark",
      "Stark Hardware",
      "tony@starkhardware.com",
      "Fresno",
      "CA",
      15,
      4,
      true,
    ],
    [
      "6",
      "Wayne Foods",
      "Bruce",
      "Wayne",
      "Wayne Foods",
      "orders@waynefoods.com",
      "Oakland",
      "CA",
      30,
      4,
      true,
    ],
    ["7", "Daniel Park", "Daniel", "Park", "", "dpark@gmail.com", "Berkeley", "CA", 15, 2, true],
    [
      "8",
      "Daniel Park (Portland)",
      "Daniel",
      "Park",
      "Park Studio",
      "daniel@parkstudio.co",
      "Portland",
      "OR",
      15,
      2,
      true,
    ],
    ["9", "Rosa Martinez", "Rosa", "Martinez", "", "rosa.m@outlook.com", "Hayward", "CA", 15, 2, true],
    [
      "10",
      "Martinez Catering",
      "Rosa",
      "Martinez",
      "Martinez Catering",
      "hello@martinezcatering.com",
      "San Leandro",
      "CA",
      30,
      3,
      true,
    ],
    [
      "11",
      "Blue Heron Cafe",
      "Owen",
      "Reilly",
      "Blue Heron Cafe",
      "owen@blueheroncafe.com",
      "Alameda",
      "CA",
      15,
      3,
      true,
    ],
    [
      "12",
      "Cypress Dental",
      "Grace",
      "Liu",
      "Cypress Dental",
      "office@cypressdental.com",
      "Fremont",
      "CA",
      30,
      2,
      true,
    ],
    [
      "13",
      "Northwind Traders",
      "Nancy",
      "Davolio",
      "Northwind Traders",
      "nancy@northwind.com",
      "Seattle",
      "WA",
      30,
      4,
      true,
    ],
    [
      "14",
      "Bright Sparks Electric",
      "Leo",
      "Fontaine",
      "Bright Sparks Electric",
      "leo@brightsparks.com",
      "Richmond",
      "CA",
      15,
      2,
      true,
    ],
    [
      "15",
      "Golden Gate Yoga",
      "Maya",
      "Singh",
      "Golden Gate Yoga",
      "maya@ggyoga.com",
      "San Francisco",
      "CA",
      15,
      2,
      true,
    ],
    [
      "16",
      "Harbor Brewing Co",
      "Sean",
      "Doyle",
      "Harbor Brewing Co",
      "sean@harborbrewing.com",
      "Oakland",
      "CA",
      30,
      4,
      true,
    ],
    [
      "17",
      "Lakeside Realty",
      "Karen",
      "Holt",
      "Lakeside Realty",
      "karen@lakesiderealty.com",
      "Oakland",
      "CA",
      30,
      3,
      true,
    ],
    [
      "18",
      "Mesa Landscaping",
      "Jorge",
      "Mesa",
      "Mesa Landscaping",
      "jorge@mesaland.com",
      "Concord",
      "CA",
      15,
      2,
      true,
    ],
    [
      "19",
      "Oak & Ember Bakery",
      "Priya",
      "Nair",
      "Oak & Ember Bakery",
      "priya@oakandember.com",
      "Berkeley",
      "CA",
      15,
      3,
      true,
    ],
    [
      "20",
      "Pinnacle Fitness",
      "Marcus",
      "Webb",
      "Pinnacle Fitness",
      "marcus@pinnaclefit.com",
      "Walnut Creek",
      "CA",
      30,
      3,
      true,
    ],
    [
      "21",
      "Quantum Labs",
      "Ines",
      "Duarte",
      "Quantum Labs",
      "billing@quantumlabs.io",
      "Palo Alto",
      "CA",
      45,
      3,
      true,
    ],
    [
      "22",
      "Redwood Vet Clinic",
      "Sam",
      "Okoro",
      "Redwood Vet Clinic",
      "frontdesk@redwoodvet.com",
      "Redwood City",
      "CA",
      30,
      2,
      true,
    ],
    [
      "23",
      "Silverline Motors",
      "Diane",
      "Cho",
      "Silverline Motors",
      "diane@silverlinemotors.com",
      "Hayward",
      "CA",
      30,
      3,
      true,
    ],
    [
      "24",
      "Tidewater Books",
      "Ellen",
      "Marsh",
      "Tidewater Books",
      "ellen@tidewaterbooks.com",
      "Alameda",
      "CA",
      15,
      2,
      true,
    ],
    [
      "25",
      "Urban Sprout Florist",
      "Tara",
      "Green",
      "Urban Sprout Florist",
      "tara@urbansprout.com",
      "Oakland",
      "CA",
      15,
      2,
      true,
    ],
    [
      "26",
      "Valley Credit Union",
      "Paul",
      "Brennan",
      "Valley Credit Union",
      "marketing@valleycu.org",
      "Pleasanton",
      "CA",
      45,
      3,
      true,
    ],
    [
      "27",
      "Willow Creek Winery",
      "Anna",
      "Keller",
      "Willow Creek Winery",
      "anna@willowcreekwine.com",
      "Napa",
      "CA",
      30,
      3,
      true,
    ],
    [
      "28",
      "Zenith Architects",
      "Hiro",
      "Tanaka",
      "Zenith Architects",
      "hiro@zenitharch.com",
      "San Francisco",
      "CA",
      30,
      2,
      true,
    ],
    [
      "29",
      "Chen Family Dentistry",
      "Wei",
      "Chen",
      "Chen Family Dentistry",
      "wei@chendental.com",
      "Fremont",
      "CA",
      30,
      1,
      true,
    ],
    ["30", "Emily Foster", "Emily", "Foster", "", "emily.foster@gmail.com", "Oakland", "CA", 15, 1, true],
    ["31", "Marcus Lee", "Marcus", "Lee", "", "marcus.lee@yahoo.com", "Berkeley", "CA", 15, 1, true],
    [
      "32",
      "Sunrise Preschool",
      "Julie",
      "Baker",
      "Sunrise Preschool",
      "office@sunrisepreschool.org",
      "Albany",
      "CA",
      30,
      2,
      true,
    ],
    [
      "33",
      "Bayview Hotel",
      "Carlos",
      "Ruiz",
      "Bayview Hotel",
      "events@bayviewhotel.com",
      "Emeryville",
      "CA",
      30,
      3,
      true,
    ],
    [
      "34",
      "Copper Kettle Diner",
      "Lou",
      "Bianchi",
      "Copper Kettle Diner",
      "lou@copperkettle.com",
      "San Leandro",
      "CA",
      15,
      2,
      true,
    ],
    [
      "35",
      "Delta Logistics",
      "Ravi",
      "Menon",
      "Delta Logistics",
      "ap@deltalogistics.com",
      "Stockton",
      "CA",
      30,
      3,
      true,
    ],
    [
      "36",
      "Evergreen School District",
      "Mark",
      "Jensen",
      "Evergreen School District",
      "purchasing@evergreensd.org",
      "San Jose",
      "CA",
      60,
      2,
      true,
    ],
    [
      "37",
      "Fog City Films",
      "Nina",
      "Alvarez",
      "Fog City Films",
      "nina@fogcityfilms.com",
      "San Francisco",
      "CA",
      15,
      2,
      true,
    ],
    [
      "38",
      "Granite Peak Outfitters",
      "Ben",
      "Holloway",
      "Granite Peak Outfitters",
      "ben@granitepeak.com",
      "Truckee",
      "CA",
      30,
      2,
      true,
    ],
    [
      "39",
      "Old Mill Antiques",
      "Ruth",
      "Abbott",
      "Old Mill Antiques",
      "ruth@oldmill.com",
      "Sonoma",
      "CA",
      15,
      1,
      false,
    ],
    [
      "40",
      "Pacific Surf School",
      "Kai",
      "Nakamura",
      "Pacific Surf School",
      "kai@pacificsurf.com",
      "Santa Cruz",
      "CA",
      15,
      1,
      false,
    ],
  ];

// Id, DisplayName, email, city, expense account, typical amount, bills per year, 1099
const VENDORS: [string, string, string, string, string, number, number, boolean][] = [
  ["56", "Office Depot", "business@officedepot.com", "Oakland", "10", 220, 10, false],
  ["57", "Comcast Business", "billing@comcastbusiness.net", "Oakland", "9", 189.99, 9, false],
  ["58", "PG&E", "billing@pge.com", "Oakland", "9", 410, 9, false],
  ["59", "Cityside Properties", "rent@citysideprops.com", "Oakland", "8", 4200, 9, false],
  ["60", "Adobe", "billing@adobe.com", "San Jose", "11", 89.99, 9, false],
  ["61", "Uline", "orders@uline.com", "Pleasant Prairie", "80", 640, 8, false],
  ["62", "Pacific Paper Co", "ar@pacificpaper.com", "Hayward", "80", 1350, 12, false],
  ["63", "Vinyl Supply Direct", "sales@vinylsupply.com", "Reno", "80", 980, 8, false],
  ["64", "Bay Area Couriers", "dispatch@bacouriers.com", "Oakland", "13", 160, 9, true],
  ["65", "Hartwell Insurance", "service@hartwellins.com", "San Francisco", "12", 780, 3, false],
  ["66", "Lopez Accounting", "maria@lopezcpa.com", "Oakland", "16", 650, 4, true],
  ["67", "Google Workspace", "billing@google.com", "Mountain View", "11", 72, 9, false],
  ["68", "Epson Service Center", "service@epsonpro.com", "Fremont", "14", 540, 3, false],
  ["69", "Sign Makers Guild", "events@signguild.org", "Sacramento", "7", 450, 2, false],
  ["70", "Mike's Print Repair", "mike@printrepair.com", "San Leandro", "14", 275, 3, true],
];

const EMPLOYEES: [string, string, string, string, boolean][] = [
  ["201", "Jess", "Porter", "2019-03-04", true],
  ["202", "Aaron", "Mills", "2020-06-15", true],
  ["203", "Sofia", "Reyes", "2021-09-01", true],
  ["204", "Tom", "Nguyen", "2022-02-14", true],
  ["205", "Lena", "Hoffman", "2023-05-22", true],
  ["206", "Caleb", "Brooks", "2024-01-08", true],
  ["207", "Priya", "Shah", "2024-08-19", true],
  ["208", "Derek", "Olsen", "2018-11-05", false],
];

/** Items each kind of customer buys. */
const BASKETS: string[][] = [
  ["3", "4", "5", "12"],
  ["1", "2", "3"],
  ["6", "10", "15", "13"],
  ["8", "9"],
  ["14", "4", "16", "13"],
  ["11", "6", "3"],
  ["7", "5", "17"],
];

export interface AccountingData {
  customers: QboCustomer[];
  vendors: QboVendor[];
  items: QboItem[];
  accounts: QboAccount[];
  invoices: QboInvoice[];
  bills: QboBill[];
  estimates: QboEstimate[];
  purchases: QboPurchase[];
  employees: QboEmployee[];
}

let cached: AccountingData | undefined;

export function accountingData(): AccountingData {
  if (cached) return cached;
  const rng = createRng(0x9b0c_2025);
  const start = "2025-01-02";
  const today = QBO_TODAY;

  const accounts: QboAccount[] = ACCOUNTS.map(
    ([Id, AcctNum, Name, Classification, AccountType, sub, bal]) => ({
      Id,
      SyncToken: "0",
      Name,
      AcctNum,
      FullyQualifiedName: Name,
      Classification,
      AccountType,
      AccountSubType: sub,
      CurrentBalance: bal,
      Active: Id !== "17",
      SubAccount: false,
      CurrencyRef: USD,
      MetaData: meta("2018-10-02", 9),
    }),
  );

  const items: QboItem[] = ITEMS.map(
    ([Id, Name, Sku, Type, UnitPrice, PurchaseCost, qty, income, Description]) => ({
      Id,
      SyncToken: "1",
      Name,
      ...(Sku ? { Sku } : {}),
      Description,
      Type,
      UnitPrice,
      PurchaseCost,
      ...(qty === null ? {} : { QtyOnHand: qty }),
      TrackQtyOnHand: qty !== null,
      Taxable: Type !== "Service",
      Active: Id !== "17",
      IncomeAccountRef: acct(income),
      ExpenseAccountRef: acct("80"),
      MetaData: meta("2019-01-10", 10),
    }),
  );
  const itemById = new Map(items.map((i) => [i.Id, i]));

  const terms = (d: number): Ref => ({ value: String(d / 15), name: `Net ${d}` });
  const customers: QboCustomer[] = CUSTOMERS.map(
    ([Id, DisplayName, GivenName, FamilyName, CompanyName, email, City, st, days, , Active], k) => ({
      Id,
      SyncToken: "3",
      DisplayName,
      GivenName,
      FamilyName,
      ...(CompanyName ? { CompanyName } : {}),
      FullyQualifiedName: DisplayName,
      PrimaryEmailAddr: { Address: email },
      PrimaryPhone: { FreeFormNumber: `(510) 555-${String(1100 + k * 37).slice(-4)}` },
      BillAddr: {
        Line1: `${100 + k * 17} ${["Main St", "Broadway", "Market St", "Telegraph Ave", "Park Blvd"][k % 5]}`,
        City,
        CountrySubDivisionCode: st,
        PostalCode: String(94000 + k * 29),
      },
      Balance: 0,
      BalanceWithJobs: 0,
      Active,
      Taxable: CompanyName !== "Evergreen School District",
      SalesTermRef: terms(days),
      CurrencyRef: USD,
      PreferredDeliveryMethod: k % 7 === 3 ? "Print" : "Email",
      MetaData: meta(addDays("2019-02-01", k * 41), 11),
    }),
  );

  // ---- invoices: 400 over 2025-01-02 .. 2025-10-01 ----
  const weights = CUSTOMERS.map((c) => (c[10] ? c[9] : 0.6));
  const invoices: QboInvoice[] = [];
  const span = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY;
  for (let i = 0; i < 400; i++) {
    const TxnDate = addDays(start, Math.floor((i * span) / 399));
    // Inactive customers stopped buying in the spring.
    let ci = CUSTOMERS.indexOf(rng.weighted(CUSTOMERS, weights));
    if (!CUSTOMERS[ci][10] && TxnDate > "2025-04-30") ci = 0;
    // Fixed points: invoice 1042 is Acme's; Acme is billed in March.
    if (i === 41 || i === 100 || i === 104) ci = 0;
    const c = CUSTOMERS[ci];
    const days = c[8];
    const DueDate = addDays(TxnDate, days);
    const basket = BASKETS[ci % BASKETS.length];
    const nLines = rng.int(1, 3);
    const Line: QboSalesLine[] = [];
    for (let l = 0; l < nLines; l++) {
      const item = itemById.get(rng.pick(basket)) as QboItem;
      const Qty =
        item.Name === "Design Hours" || item.Name === "Signage Install" ? rng.int(2, 24) : rng.int(1, 4);
      Line.push({
        Id: String(l + 1),
        LineNum: l + 1,
        Description: item.Description,
        Amount: money(Qty * item.UnitPrice),
        DetailType: "SalesItemLineDetail",
        SalesItemLineDetail: {
          ItemRef: { value: item.Id, name: item.Name },
          Qty,
          UnitPrice: item.UnitPrice,
          TaxCodeRef: { value: item.Taxable ? "TAX" : "NON" },
        },
      });
    }
    const TotalAmt = money(Line.reduce((s, x) => s + x.Amount, 0));
    const age = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${DueDate}T00:00:00Z`)) / DAY;
    const paidChance = age > 45 ? 0.95 : age > 0 ? 0.55 : 0.2;
    let Balance = rng.chance(paidChance) ? 0 : TotalAmt;
    if (Balance > 0 && rng.chance(0.15)) Balance = money(TotalAmt / 2);
    // Acme's March invoices are paid; Evergreen pays late (all its invoices past due are open).
    if (ci === 0 && TxnDate.startsWith("2025-03")) Balance = 0;
    if (c[0] === "36" && age > 0) Balance = TotalAmt;
    const DocNumber = String(1001 + i);
    invoices.push({
      Id: DocNumber,
      SyncToken: Balance === 0 ? "2" : "0",
      DocNumber,
      TxnDate,
      DueDate,
      CustomerRef: { value: c[0], name: c[1] },
      BillEmail: { Address: c[5] },
      SalesTermRef: terms(days),
      Line,
      TotalAmt,
      Balance,
      EmailStatus: c[0] === "5" || i % 11 === 0 ? "NotSet" : "EmailSent",
      PrintStatus: "NotSet",
      ...(i % 9 === 0 ? { CustomerMemo: { value: "Thank you for your business!" } } : {}),
      ...(i % 23 === 5 ? { PrivateNote: "Customer asked for a PDF copy by email" } : {}),
      CurrencyRef: USD,
      MetaData: meta(TxnDate, 9 + (i % 8)),
    });
  }
  for (const c of customers) {
    c.Balance = money(
      invoices.filter((x) => x.CustomerRef.value === c.Id).reduce((s, x) => s + x.Balance, 0),
    );
    c.BalanceWithJobs = c.Balance;
  }

  // ---- vendors and bills ----
  const vendors: QboVendor[] = VENDORS.map(([Id, DisplayName, email, City, , , , Vendor1099], k) => ({
    Id,
    SyncToken: "1",
    DisplayName,
    CompanyName: DisplayName,
    PrimaryEmailAddr: { Address: email },
    PrimaryPhone: { FreeFormNumber: `(415) 555-${String(2200 + k * 53).slice(-4)}` },
    BillAddr: {
      Line1: `${20 + k * 11} Commerce Way`,
      City,
      CountrySubDivisionCode: "CA",
      PostalCode: String(94500 + k),
    },
    Balance: 0,
    ...(k % 3 === 0 ? { AcctNum: `JPC-${4400 + k}` } : {}),
    Vendor1099,
    Active: Id !== "69",
    TermRef: terms(30),
    CurrencyRef: USD,
    MetaData: meta(addDays("2018-11-01", k * 60), 10),
  }));
  const bills: QboBill[] = [];
  let billId = 501;
  for (const [Id, DisplayName, , , expense, amount, perYear] of VENDORS) {
    for (let n = 0; n < perYear; n++) {
      const TxnDate = addDays(start, Math.floor(((n + rng.next() * 0.5) * span) / perYear));
      if (TxnDate > today) continue;
      const days = Id === "59" ? 5 : rng.pick([15, 30, 30]);
      const DueDate = addDays(TxnDate, days);
      const TotalAmt = money(amount * (Id === "59" ? 1 : 0.7 + rng.next() * 0.6));
      const age = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${DueDate}T00:00:00Z`)) / DAY;
      const Balance =
        age > 20 ? (rng.chance(0.95) ? 0 : TotalAmt) : age > 0 ? (rng.chance(0.5) ? 0 : TotalAmt) : TotalAmt;
      bills.push({
        Id: String(billId),
        SyncToken: Balance === 0 ? "1" : "0",
        DocNumber: `${DisplayName.replace(/[^A-Z]/g, "").slice(0, 3) || "BL"}-${2025}${String(n + 1).padStart(2, "0")}`,
        TxnDate,
        DueDate,
        VendorRef: { value: Id, name: DisplayName },
        APAccountRef: acct("33"),
        SalesTermRef: terms(30),
        Line: [
          {
            Id: "1",
            Description: `${DisplayName} — ${TxnDate.slice(0, 7)}`,
            Amount: TotalAmt,
            DetailType: "AccountBasedExpenseLineDetail",
            AccountBasedExpenseLineDetail: { AccountRef: acct(expense), BillableStatus: "NotBillable" },
          },
        ],
        TotalAmt,
        Balance,
        CurrencyRef: USD,
        MetaData: meta(TxnDate, 13),
      });
      billId += 1;
    }
  }
  // Bills due next week (2025-10-06 .. 2025-10-12), entered in September.
  for (const [Id, amount, txn] of [
    ["62", 1422.6, "2025-09-08"],
    ["63", 1045, "2025-09-10"],
    ["65", 780, "2025-09-09"],
  ] as const) {
    const v = VENDORS.find((x) => x[0] === Id) as (typeof VENDORS)[number];
    bills.push({
      Id: String(billId++),
      SyncToken: "0",
      DocNumber: `INV-${88000 + billId}`,
      TxnDate: txn,
      DueDate: addDays(txn, 30),
      VendorRef: { value: Id, name: v[1] },
      APAccountRef: acct("33"),
      SalesTermRef: terms(30),
      Line: [
        {
          Id: "1",
          Description: `${v[1]} — September order`,
          Amount: amount,
          DetailType: "AccountBasedExpenseLineDetail",
          AccountBasedExpenseLineDetail: { AccountRef: acct(v[4]), BillableStatus: "NotBillable" },
        },
      ],
      TotalAmt: amount,
      Balance: amount,
      CurrencyRef: USD,
      MetaData: meta(txn, 14),
    });
  }
  bills.sort((a, b) => a.TxnDate.localeCompare(b.TxnDate) || Number(a.Id) - Number(b.Id));
  for (const v of vendors)
    v.Balance = money(bills.filter((b) => b.VendorRef.value === v.Id).reduce((s, b) => s + b.Balance, 0));

  // ---- estimates ----
  const estimates: QboEstimate[] = [];
  for (let i = 0; i < 40; i++) {
    const TxnDate = addDays("2025-03-03", Math.floor((i * 210) / 39));
    const ci = CUSTOMERS.indexOf(rng.weighted(CUSTOMERS, weights));
    const c = CUSTOMERS[ci];
    const item = itemById.get(rng.pick(BASKETS[(ci + 3) % BASKETS.length])) as QboItem;
    const Qty = rng.int(1, 6);
    const Amount = money(Qty * item.UnitPrice);
    const ExpirationDate = addDays(TxnDate, 30);
    const TxnStatus: QboEstimate["TxnStatus"] =
      ExpirationDate >= today
        ? rng.pick(["Pending", "Pending", "Accepted"])
        : rng.pick(["Accepted", "Closed", "Rejected", "Closed"]);
    estimates.push({
      Id: String(3001 + i),
      SyncToken: "0",
      DocNumber: `E-${1101 + i}`,
      TxnDate,
      ExpirationDate,
      TxnStatus,
      CustomerRef: { value: c[0], name: c[1] },
      Line: [
        {
          Id: "1",
          LineNum: 1,
          Description: item.Description,
          Amount,
          DetailType: "SalesItemLineDetail",
          SalesItemLineDetail: {
            ItemRef: { value: item.Id, name: item.Name },
            Qty,
            UnitPrice: item.UnitPrice,
            TaxCodeRef: { value: "TAX" },
          },
        },
      ],
      TotalAmt: Amount,
      EmailStatus: i % 5 === 0 ? "NotSet" : "EmailSent",
      CurrencyRef: USD,
      MetaData: meta(TxnDate, 10),
    });
  }

  // ---- purchases (expenses paid at once: card, check, cash) ----
  const purchases: QboPurchase[] = [];
  const spendVendors = VENDORS.filter((v) => ["56", "60", "61", "64", "67", "68", "70"].includes(v[0]));
  for (let i = 0; i < 110; i++) {
    const TxnDate = addDays(start, Math.floor((i * span) / 109));
    const v = rng.pick(spendVendors);
    const PaymentType = rng.weighted(["CreditCard", "Check", "Cash"] as const, [6, 2, 1]);
    const TotalAmt = money(v[5] * (0.2 + rng.next() * 0.8));
    purchases.push({
      Id: String(7001 + i),
      SyncToken: "0",
      ...(PaymentType === "Check" ? { DocNumber: String(2300 + i) } : {}),
      TxnDate,
      PaymentType,
      AccountRef: PaymentType === "CreditCard" ? acct("41") : acct("35"),
      EntityRef: { value: v[0], name: v[1], type: "Vendor" },
      Line: [
        {
          Id: "1",
          Description: `${v[1]} purchase`,
          Amount: TotalAmt,
          DetailType: "AccountBasedExpenseLineDetail",
          AccountBasedExpenseLineDetail: { AccountRef: acct(v[4]), BillableStatus: "NotBillable" },
        },
      ],
      TotalAmt,
      CurrencyRef: USD,
      MetaData: meta(TxnDate, 12),
    });
  }

  const employees: QboEmployee[] = EMPLOYEES.map(([Id, GivenName, FamilyName, HiredDate, Active], k) => ({
    Id,
    SyncToken: "0",
    DisplayName: `${GivenName} ${FamilyName}`,
    GivenName,
    FamilyName,
    PrimaryEmailAddr: { Address: `${GivenName.toLowerCase()}@juniperprint.co` },
    PrimaryPhone: { FreeFormNumber: `(510) 555-${String(3300 + k * 19)}` },
    EmployeeNumber: `E${String(k + 1).padStart(3, "0")}`,
    HiredDate,
    ...(Active ? {} : { ReleasedDate: "2025-06-30" }),
    BillableTime: k < 4,
    Active,
    MetaData: meta(HiredDate, 9),
  }));

  cached = { customers, vendors, items, accounts, invoices, bills, estimates, purchases, employees };
  return cached;
}
