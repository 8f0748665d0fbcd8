/**
 * Fixture "sfdc": a CRM behind an MCP server in the style of the public Salesforce MCP servers —
 * snake_case tools prefixed `salesforce_` over any object by API name (`salesforce_query_records`
 * with `objectName`, `fields[]`, a SOQL `whereClause` documented only by example, `orderBy`, `limit`;
 * `salesforce_describe_object`; `salesforce_search_all` (SOSL); `salesforce_aggregate_query` with
 * `groupByFields` and aggregate functions), results as JSON text the way the REST API gives them
 * (`{ totalSize, done, records: [ { attributes: { type, url }, Id, Name, … } ], nextRecordsUrl? }`,
 * relationship fields nested as `{ Account: { attributes, Name } }`), no output schemas. The write
 * tool (`salesforce_dml_records`) is never approved. Written before the planner ran on it.
 * Run over stdio: `node --import tsx tests/conformance/servers/sfdc.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  addDays,
  SF_ACCOUNT_TYPES,
  SF_CASE_ORIGINS,
  SF_CASE_PRIORITIES,
  SF_CASE_STATUSES,
  SF_CASE_TYPES,
  SF_CURRENCY,
  SF_INDUSTRIES,
  SF_LEAD_SOURCES,
  SF_OPP_TYPES,
  SF_PRODUCTS,
  SF_RATINGS,
  SF_REGIONS,
  SF_STAGES,
  SF_TIERS,
  SF_TODAY,
  type SfData,
  type SfRecord,
  sfdcData,
} from "./sfdc-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads. */
export const SFDC_READ_TOOLS = [
  "salesforce_search_objects",
  "salesforce_describe_object",
  "salesforce_query_records",
  "salesforce_aggregate_query",
  "salesforce_search_all",
];
export const SFDC_WRITE_TOOLS = ["salesforce_dml_records"];

const API = "/services/data/v62.0";
const BATCH = 100;
const text = (value: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }],
});
const fail = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });

// ---------------------------------------------------------------------------------------------
// The schema: each object's fields (API name, label, type, picklist values, reference target).
// ---------------------------------------------------------------------------------------------
interface FieldDef {
  name: string;
  label: string;
  type: string;
  picklist?: readonly string[];
  referenceTo?: string;
  relationshipName?: string;
  custom?: boolean;
}
const f = (name: string, label: string, type: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  label,
  type,
  ...extra,
});
const ref = (name: string, label: string, to: string, rel: string) =>
  f(name, label, "reference", { referenceTo: to, relationshipName: rel });

const OBJECTS: Record<
  keyof SfData,
  { label: string; plural: string; prefix: string; nameField: string; fields: FieldDef[] }
> = {
  User: {
    label: "User",
    plural: "Users",
    prefix: "005",
    nameField: "Name",
    fields: [
      f("Id", "User ID", "id"),
      f("Name", "Full Name", "string"),
      f("FirstName", "First Name", "string"),
      f("LastName", "Last Name", "string"),
      f("Email", "Email", "email"),
      f("Username", "Username", "string"),
      f("Title", "Title", "string"),
      f("Department", "Department", "string"),
      f("IsActive", "Active", "boolean"),
      ref("ManagerId", "Manager ID", "User", "Manager"),
      f("CreatedDate", "Created Date", "datetime"),
    ],
  },
  Account: {
    label: "Account",
    plural: "Accounts",
    prefix: "001",
    nameField: "Name",
    fields: [
      f("Id", "Account ID", "id"),
      f("Name", "Account Name", "string"),
      f("Industry", "Industry", "picklist", { picklist: SF_INDUSTRIES }),
      f("Type", "Account Type", "picklist", { picklist: SF_ACCOUNT_TYPES }),
      f("AnnualRevenue", "Annual Revenue", "currency"),
      f("NumberOfEmployees", "Employees", "int"),
      f("BillingCity", "Billing City", "string"),
      f("BillingState", "Billing State/Province", "string"),
      f("BillingCountry", "Billing Country", "string"),
      f("Phone", "Account Phone", "phone"),
      f("Website", "Website", "url"),
      f("Rating", "Account Rating", "picklist", { picklist: SF_RATINGS }),
      ref("OwnerId", "Owner ID", "User", "Owner"),
      f("Customer_Tier__c", "Customer Tier", "picklist", { picklist: SF_TIERS, custom: true }),
      f("Region__c", "Region", "picklist", { picklist: SF_REGIONS, custom: true }),
      f("CreatedDate", "Created Date", "datetime"),
    ],
  },
  Contact: {
    label: "Contact",
    plural: "Contacts",
    prefix: "003",
    nameField: "Name",
    fields: [
      f("Id", "Contact ID", "id"),
      f("Name", "Full Name", "string"),
      f("FirstName", "First Name", "string"),
      f("LastName", "Last Name", "string"),
      f("Title", "Title", "string"),
      f("Email", "Email", "email"),
      f("Phone", "Business Phone", "phone"),
      ref("AccountId", "Account ID", "Account", "Account"),
      ref("OwnerId", "Owner ID", "User", "Owner"),
      f("LeadSource", "Lead Source", "picklist", { picklist: SF_LEAD_SOURCES }),
      f("MailingCity", "Mailing City", "string"),
      f("CreatedDate", "Created Date", "datetime"),
    ],
  },
  Opportunity: {
    label: "Opportunity",
    plural: "Opportunities",
    prefix: "006",
    nameField: "Name",
    fields: [
      f("Id", "Opportunity ID", "id"),
      f("Name", "Opportunity Name", "string"),
      ref("AccountId", "Account ID", "Account", "Account"),
      f("StageName", "Stage", "picklist", { picklist: SF_STAGES }),
      f("Amount", "Amount", "currency"),
      f("CloseDate", "Close Date", "date"),
      f("Probability", "Probability (%)", "percent"),
      f("Type", "Opportunity Type", "picklist", { picklist: SF_OPP_TYPES }),
      f("LeadSource", "Lead Source", "picklist", { picklist: SF_LEAD_SOURCES }),
      ref("OwnerId", "Owner ID", "User", "Owner"),
      f("IsClosed", "Closed", "boolean"),
      f("IsWon", "Won", "boolean"),
      f("ForecastCategoryName", "Forecast Category", "picklist", {
        picklist: ["Omitted", "Pipeline", "Best Case", "Commit", "Closed"],
      }),
      f("NextStep", "Next Step", "string"),
      f("Competitor__c", "Main Competitor", "string", { custom: true }),
      f("CreatedDate", "Created Date", "datetime"),
    ],
  },
  Case: {
    label: "Case",
    plural: "Cases",
    prefix: "500",
    nameField: "CaseNumber",
    fields: [
      f("Id", "Case ID", "id"),
      f("CaseNumber", "Case Number", "string"),
      f("Subject", "Subject", "string"),
      f("Status", "Status", "picklist", { picklist: SF_CASE_STATUSES }),
      f("Priority", "Priority", "picklist", { picklist: SF_CASE_PRIORITIES }),
      f("Origin", "Case Origin", "picklist", { picklist: SF_CASE_ORIGINS }),
      f("Type", "Case Type", "picklist", { picklist: SF_CASE_TYPES }),
      ref("AccountId", "Account ID", "Account", "Account"),
      ref("ContactId", "Contact ID", "Contact", "Contact"),
      ref("OwnerId", "Owner ID", "User", "Owner"),
      f("IsClosed", "Closed", "boolean"),
      f("IsEscalated", "Escalated", "boolean"),
      f("Product__c", "Product", "picklist", { picklist: SF_PRODUCTS, custom: true }),
      f("SLA_Violation__c", "SLA Violation", "picklist", { picklist: ["Yes", "No"], custom: true }),
      f("CreatedDate", "Date/Time Opened", "datetime"),
      f("ClosedDate", "Date/Time Closed", "datetime"),
    ],
  },
};
type ObjName = keyof SfData;
const objectOf = (name: string): ObjName | undefined =>
  (Object.keys(OBJECTS) as ObjName[]).find((o) => o.toLowerCase() === name.trim().toLowerCase());

// ---------------------------------------------------------------------------------------------
// SOQL: the WHERE grammar (`field op value` joined by AND / OR / NOT with parentheses, IN / NOT IN,
// LIKE, date literals such as THIS_QUARTER and LAST_N_DAYS:30), ORDER BY and field paths through
// relationships (`Account.Name`, `Owner.Name`, `Account.Owner.Name`).
// ---------------------------------------------------------------------------------------------
class SoqlError extends Error {}
type Tok = { kind: "str" | "word" | "op" | "punct"; text: string };

function lex(src: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === "'") {
      let s = "";
      let j = i + 1;
      for (; j < src.length && src[j] !== "'"; j++) {
        if (src[j] === "\\" && j + 1 < src.length) {
          j++;
          const e = src[j] as string;
          s += e === "n" ? "\n" : e === "t" ? "\t" : e;
        } else s += src[j];
      }
      if (j >= src.length) throw new SoqlError(`MALFORMED_QUERY: unexpected token: '${src.slice(i)}'`);
      out.push({ kind: "str", text: s });
      i = j + 1;
      continue;
    }
    if (c === '"')
      throw new SoqlError(`MALFORMED_QUERY: unexpected token: '"'. Use single quotes around text values.`);
    const op = /^(!=|<>|>=|<=|=|>|<)/.exec(src.slice(i));
    if (op) {
      out.push({ kind: "op", text: op[1] === "<>" ? "!=" : (op[1] as string) });
      i += (op[1] as string).length;
      continue;
    }
    if ("(),".includes(c)) {
      out.push({ kind: "punct", text: c });
      i++;
      continue;
    }
    const word = /^[\w.:+-]+/.exec(src.slice(i));
    if (!word) throw new SoqlError(`MALFORMED_QUERY: unexpected token: '${c}'`);
    out.push({ kind: "word", text: word[0] });
    i += word[0].length;
  }
  return out;
}

type Value = { kind: "str" | "num" | "bool" | "null" | "date" | "literal"; text: string };
type Node = { and: Node[] } | { or: Node[] } | { not: Node } | { field: string; op: string; values: Value[] };

function parseWhere(src: string): Node | undefined {
  const toks = lex(src);
  let p = 0;
  const peek = () => toks[p];
  const isWord = (w: string) => peek()?.kind === "word" && peek()?.text.toLowerCase() === w;
  const expect = (what: string) => {
    const t = toks[p++];
    if (!t || t.text.toLowerCase() !== what.toLowerCase())
      throw new SoqlError(`MALFORMED_QUERY: unexpected token: '${t?.text ?? "<EOF>"}' (expected '${what}')`);
  };
  const value = (): Value => {
    const t = toks[p++];
    if (!t || t.kind === "op" || t.kind === "punct")
      throw new SoqlError(`MALFORMED_QUERY: unexpected token: '${t?.text ?? "<EOF>"}'`);
    if (t.kind === "str") return { kind: "str", text: t.text };
    if (/^(true|false)$/i.test(t.text)) return { kind: "bool", text: t.text.toLowerCase() };
    if (/^null$/i.test(t.text)) return { kind: "null", text: "null" };
    if (/^-?\d+(\.\d+)?$/.test(t.text)) return { kind: "num", text: t.text };
    if (/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2}))?$/.test(t.text))
      return { kind: "date", text: t.text };
    if (/^[A-Z_]+(:\d+)?$/i.test(t.text)) return { kind: "literal", text: t.text.toUpperCase() };
    throw new SoqlError(
      `MALFORMED_QUERY: unexpected token: '${t.text}'. Text values must be in single quotes, e.g. Industry = 'Technology'.`,
    );
  };
  const clause = (): Node => {
    if (isWord("not")) {
      p++;
      return { not: clause() };
    }
    if (peek()?.text === "(") {
      p++;
      const inner = or();
      expect(")");
      return inner;
    }
    const fTok = toks[p++];
    if (fTok?.kind !== "word")
      throw new SoqlError(`MALFORMED_QUERY: unexpected token: '${fTok?.text ?? "<EOF>"}'`);
    let op: string;
    if (isWord("in")) {
      p++;
      op = "in";
    } else if (isWord("not") && toks[p + 1]?.text.toLowerCase() === "in") {
      p += 2;
      op = "not in";
    } else if (isWord("like")) {
      p++;
      op = "like";
    } else {
      const o = toks[p++];
      if (o?.kind !== "op") throw new SoqlError(`MALFORMED_QUERY: unexpected token: '${o?.text ?? "<EOF>"}'`);
      op = o.text;
    }
    if (op === "in" || op === "not in") {
      expect("(");
      const values: Value[] = [];
      while (peek() && peek()?.text !== ")") {
        if (peek()?.text === ",") {
          p++;
          continue;
        }
        values.push(value());
      }
      expect(")");
      return { field: fTok.text, op, values };
    }
    return { field: fTok.text, op, values: [value()] };
  };
  const and = (): Node => {
    const parts = [clause()];
    while (isWord("and")) {
      p++;
      parts.push(clause());
    }
    return parts.length === 1 ? (parts[0] as Node) : { and: parts };
  };
  const or = (): Node => {
    const parts = [and()];
    while (isWord("or")) {
      p++;
      parts.push(and());
    }
    return parts.length === 1 ? (parts[0] as Node) : { or: parts };
  };
  if (toks.length === 0) return undefined;
  const out = or();
  if (p < toks.length) throw new SoqlError(`MALFORMED_QUERY: unexpected token: '${toks[p]?.text}'`);
  return out;
}

/** A date literal's range [from, to] (inclusive days). */
function literalRange(lit: string): [string, string] {
  const d = SF_TODAY;
  const y = Number(d.slice(0, 4));
  const m = Number(d.slice(5, 7));
  const q = Math.floor((m - 1) / 3);
  const quarter = (k: number): [string, string] => {
    const start = new Date(Date.UTC(y, q * 3 + k * 3, 1));
    const end = new Date(Date.UTC(y, q * 3 + k * 3 + 3, 0));
    return [start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)];
  };
  const month = (k: number): [string, string] => {
    const start = new Date(Date.UTC(y, m - 1 + k, 1));
    const end = new Date(Date.UTC(y, m + k, 0));
    return [start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)];
  };
  const dow = new Date(`${d}T00:00:00Z`).getUTCDay(); // Sunday = 0, as Salesforce's default locale
  const n = Number(lit.split(":")[1] ?? 0);
  switch (lit.split(":")[0]) {
    case "TODAY":
      return [d, d];
    case "YESTERDAY":
      return [addDays(d, -1), addDays(d, -1)];
    case "TOMORROW":
      return [addDays(d, 1), addDays(d, 1)];
    case "THIS_WEEK":
      return [addDays(d, -dow), addDays(d, 6 - dow)];
    case "LAST_WEEK":
      return [addDays(d, -dow - 7), addDays(d, -dow - 1)];
    case "NEXT_WEEK":
      return [addDays(d, 7 - dow), addDays(d, 13 - dow)];
    case "THIS_MONTH":
      return month(0);
    case "LAST_MONTH":
      return month(-1);
    case "NEXT_MONTH":
      return month(1);
    case "THIS_QUARTER":
      return quarter(0);
    case "LAST_QUARTER":
      return quarter(-1);
    case "NEXT_QUARTER":
      return quarter(1);
    case "THIS_YEAR":
      return [`${y}-01-01`, `${y}-12-31`];
    case "LAST_YEAR":
      return [`${y - 1}-01-01`, `${y - 1}-12-31`];
    case "NEXT_YEAR":
      return [`${y + 1}-01-01`, `${y + 1}-12-31`];
    case "LAST_N_DAYS":
      return [addDays(d, -n), d];
    case "NEXT_N_DAYS":
      return [d, addDays(d, n)];
    case "LAST_90_DAYS":
      return [addDays(d, -90), d];
    case "NEXT_90_DAYS":
      return [d, addDays(d, 90)];
    default:
      throw new SoqlError(`MALFORMED_QUERY: unexpected token: '${lit}'`);
  }
}

interface FieldPath {
  object: ObjName;
  def: FieldDef;
  hops: FieldDef[];
}
/** `Account.Owner.Name` from Case: the lookups walked and the field at the end. */
function resolvePath(object: ObjName, path: string): FieldPath {
  const parts = path.split(".");
  const hops: FieldDef[] = [];
  let cur: ObjName = object;
  for (const [i, part] of parts.entries()) {
    const defs = OBJECTS[cur].fields;
    if (i < parts.length - 1) {
      const hop = defs.find((d) => d.relationshipName?.toLowerCase() === part.toLowerCase());
      if (!hop)
        throw new SoqlError(
          `INVALID_FIELD: Didn't understand relationship '${part}' in field path. If you are attempting to use a custom relationship, be sure to append the '__r' after the custom relationship name.`,
        );
      hops.push(hop);
      cur = hop.referenceTo as ObjName;
      continue;
    }
    const def = defs.find((d) => d.name.toLowerCase() === part.toLowerCase());
    if (!def)
      throw new SoqlError(
        `INVALID_FIELD: No such column '${part}' on entity '${cur}'. If you are attempting to use a custom field, be sure to append the '__c' after the custom field name. Please reference your WSDL or the describe call for the appropriate names.`,
      );
    return { object: cur, def, hops };
  }
  throw new SoqlError(`INVALID_FIELD: No such column '${path}' on entity '${object}'.`);
}

function walk(data: SfData, rec: SfRecord, hops: FieldDef[]): SfRecord | undefined {
  let cur: SfRecord | undefined = rec;
  for (const hop of hops) {
    const id: SfRecord[string] | undefined = cur?.[hop.name];
    cur = id ? data[hop.referenceTo as ObjName].find((r) => r.Id === id) : undefined;
  }
  return cur;
}

function valueAt(data: SfData, object: ObjName, rec: SfRecord, path: string) {
  const fp = resolvePath(object, path);
  const end = walk(data, rec, fp.hops);
  return { fp, value: end ? (end[fp.def.name] ?? null) : null };
}

function evaluate(data: SfData, object: ObjName, node: Node, rec: SfRecord): boolean {
  if ("and" in node) return node.and.every((n) => evaluate(data, object, n, rec));
  if ("or" in node) return node.or.some((n) => evaluate(data, object, n, rec));
  if ("not" in node) return !evaluate(data, object, node.not, rec);
  const { fp, value } = valueAt(data, object, rec, node.field);
  const type = fp.def.type;
  const isDate = type === "date" || type === "datetime";
  const isNum = ["currency", "int", "double", "percent"].includes(type);
  const check = (v: Value) => {
    if (v.kind === "null") return;
    if (isDate && v.kind !== "date" && v.kind !== "literal")
      throw new SoqlError(
        `INVALID_FIELD: value of filter criterion for field '${node.field}' must be of type ${type} and should not be enclosed in quotes`,
      );
    if (isNum && v.kind !== "num")
      throw new SoqlError(
        `INVALID_FIELD: value of filter criterion for field '${node.field}' must be of type ${type === "int" ? "integer" : "double"} and should not be enclosed in quotes`,
      );
    if (type === "boolean" && v.kind !== "bool")
      throw new SoqlError(
        `INVALID_FIELD: value of filter criterion for field '${node.field}' must be of type boolean and should not be enclosed in quotes`,
      );
    if (!isDate && !isNum && type !== "boolean" && v.kind !== "str")
      throw new SoqlError(
        `INVALID_FIELD: value of filter criterion for field '${node.field}' must be of type string and should be enclosed in quotes`,
      );
  };
  node.values.forEach(check);
  const day = (x: unknown) => String(x).slice(0, 10);
  // [-1|0|1] compare of the record's value with one filter value; date literals compare as ranges.
  const cmp = (v: Value): number | undefined => {
    if (value === null) return undefined;
    if (isDate) {
      if (v.kind === "literal") {
        const [from, to] = literalRange(v.text);
        const x = day(value);
        return x < from ? -1 : x > to ? 1 : 0;
      }
      const x = type === "date" ? day(value) : String(value);
      const b =
        type === "date" ? v.text.slice(0, 10) : v.text.length === 10 ? `${v.text}T00:00:00.000+0000` : v.text;
      return x < b ? -1 : x > b ? 1 : 0;
    }
    if (isNum) return Math.sign(Number(value) - Number(v.text));
    if (type === "boolean") return String(value) === v.text ? 0 : 1;
    const a = String(value).toLowerCase();
    const b = v.text.toLowerCase();
    return a < b ? -1 : a > b ? 1 : 0;
  };
  const eq = (v: Value) => (v.kind === "null" ? value === null : cmp(v) === 0);
  const v0 = node.values[0] as Value;
  switch (node.op) {
    case "=":
      return eq(v0);
    case "!=":
      return !eq(v0);
    case "in":
      return node.values.some(eq);
    case "not in":
      return !node.values.some(eq);
    case "like": {
      if (value === null) return false;
      const re = new RegExp(
        `^${v0.text
          .split("")
          .map((c) => (c === "%" ? ".*" : c === "_" ? "." : c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
          .join("")}$`,
        "is",
      );
      return re.test(String(value));
    }
    default: {
      const c = cmp(v0);
      if (c === undefined) return false;
      return node.op === ">" ? c > 0 : node.op === ">=" ? c >= 0 : node.op === "<" ? c < 0 : c <= 0;
    }
  }
}

function sortBy(data: SfData, object: ObjName, rows: SfRecord[], orderBy?: string): SfRecord[] {
  if (!orderBy?.trim()) return rows;
  const keys = orderBy.split(",").map((part) => {
    const m = /^\s*([\w.]+)(?:\s+(ASC|DESC))?(?:\s+NULLS\s+(FIRST|LAST))?\s*$/i.exec(part);
    if (!m) throw new SoqlError(`MALFORMED_QUERY: unexpected token in ORDER BY: '${part.trim()}'`);
    resolvePath(object, m[1] as string);
    const desc = (m[2] ?? "").toUpperCase() === "DESC";
    const nullsLast = m[3] ? m[3].toUpperCase() === "LAST" : desc;
    return { path: m[1] as string, desc, nullsLast };
  });
  return [...rows].sort((a, b) => {
    for (const k of keys) {
      const x = valueAt(data, object, a, k.path).value;
      const y = valueAt(data, object, b, k.path).value;
      if (x === y) continue;
      if (x === null) return k.nullsLast ? 1 : -1;
      if (y === null) return k.nullsLast ? -1 : 1;
      const c = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
      if (c !== 0) return k.desc ? -c : c;
    }
    return 0;
  });
}

const attributes = (type: string, id: unknown) => ({ type, url: `${API}/sobjects/${type}/${id}` });

/** A record as the REST API returns it: the fields asked for, relationship paths nested. */
function shape(data: SfData, object: ObjName, rec: SfRecord, fields: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { attributes: attributes(object, rec.Id) };
  for (const path of fields) {
    const fp = resolvePath(object, path);
    if (fp.hops.length === 0) {
      out[fp.def.name] = rec[fp.def.name] ?? null;
      continue;
    }
    let target = out;
    let cur: SfRecord | undefined = rec;
    let curObj: ObjName = object;
    for (const hop of fp.hops) {
      const id: SfRecord[string] | undefined = cur?.[hop.name];
      const next: SfRecord | undefined = id
        ? data[hop.referenceTo as ObjName].find((r) => r.Id === id)
        : undefined;
      const rel = hop.relationshipName as string;
      curObj = hop.referenceTo as ObjName;
      if (!next) {
        target[rel] = null;
        cur = undefined;
        break;
      }
      const existing = target[rel] as Record<string, unknown> | null | undefined;
      const nested = existing ?? { attributes: attributes(curObj, next.Id) };
      target[rel] = nested;
      target = nested;
      cur = next;
    }
    if (cur) target[fp.def.name] = cur[fp.def.name] ?? null;
  }
  return out;
}

function query(
  data: SfData,
  objectName: string,
  fields: string[],
  whereClause?: string,
  orderBy?: string,
  limit?: number,
) {
  const object = objectOf(objectName);
  if (!object)
    throw new SoqlError(
      `INVALID_TYPE: sObject type '${objectName}' is not supported. If you are attempting to use a custom object, be sure to append the '__c' after the entity name. Please reference your WSDL or the describe call for the appropriate names.`,
    );
  if (fields.length === 0) throw new SoqlError("MALFORMED_QUERY: SELECT list is empty");
  for (const fld of fields) {
    if (fld.trim().startsWith("("))
      throw new SoqlError(
        "MALFORMED_QUERY: child relationship subqueries are not enabled for this integration user",
      );
    resolvePath(object, fld.trim());
  }
  const where = whereClause ? parseWhere(whereClause) : undefined;
  let rows = data[object].filter((r) => !where || evaluate(data, object, where, r));
  rows = sortBy(data, object, rows, orderBy);
  if (limit !== undefined) rows = rows.slice(0, limit);
  return { object, rows, fields: fields.map((x) => x.trim()) };
}

export function createSfdcServer(): McpServer {
  const data = sfdcData();
  const server = new McpServer({ name: "salesforce-mcp-server", version: "0.0.3" });
  const page = (object: ObjName, rows: SfRecord[], fields: string[], offset = 0) => {
    const slice = rows.slice(offset, offset + BATCH);
    const done = offset + BATCH >= rows.length;
    return {
      totalSize: rows.length,
      done,
      records: slice.map((r) => shape(data, object, r, fields)),
      ...(done
        ? {}
        : {
            nextRecordsUrl: `${API}/query/01gHp00000Qx${String(offset + BATCH).padStart(4, "0")}-${offset + BATCH}`,
          }),
    };
  };

  server.registerTool(
    "salesforce_search_objects",
    {
      description:
        "Search for Salesforce standard and custom objects by name pattern. Examples: 'Account' will find Account, AccountHistory; 'Order' will find WorkOrder, ServiceOrder__c etc.",
      inputSchema: {
        searchPattern: z
          .string()
          .describe(
            "Search pattern to find objects (e.g., 'Account Coverage' will search for objects like 'Account Coverage__c')",
          ),
      },
      annotations: READ,
    },
    async ({ searchPattern }) => {
      const words = searchPattern.toLowerCase().split(/\s+/).filter(Boolean);
      const hits = (Object.keys(OBJECTS) as ObjName[]).filter((o) =>
        words.every((w) => o.toLowerCase().includes(w) || OBJECTS[o].label.toLowerCase().includes(w)),
      );
      return text(
        hits.map((o) => ({ name: o, label: OBJECTS[o].label, custom: false, keyPrefix: OBJECTS[o].prefix })),
      );
    },
  );

  server.registerTool(
    "salesforce_describe_object",
    {
      description:
        "Get detailed schema metadata including all fields, relationships, and field properties of any Salesforce object. Examples: 'Account' shows all Account fields including custom fields; 'Case' shows all Case fields including relationships to Account, Contact etc.",
      inputSchema: {
        objectName: z
          .string()
          .describe("API name of the object (e.g., 'Account', 'Contact', 'Custom_Object__c')"),
      },
      annotations: READ,
    },
    async ({ objectName }) => {
      const object = objectOf(objectName);
      if (!object)
        return fail(`NOT_FOUND: The requested resource does not exist (sObject type '${objectName}')`);
      const o = OBJECTS[object];
      return text({
        name: object,
        label: o.label,
        labelPlural: o.plural,
        keyPrefix: o.prefix,
        custom: false,
        currencyIsoCode: SF_CURRENCY,
        fields: o.fields.map((d) => ({
          name: d.name,
          label: d.label,
          type: d.type,
          custom: d.custom ?? false,
          nillable: d.name !== "Id" && d.name !== o.nameField,
          ...(d.picklist
            ? { picklistValues: d.picklist.map((v) => ({ value: v, label: v, active: true })) }
            : {}),
          ...(d.referenceTo ? { referenceTo: [d.referenceTo], relationshipName: d.relationshipName } : {}),
        })),
      });
    },
  );

  server.registerTool(
    "salesforce_query_records",
    {
      description: [
        "Query records from any Salesforce object using SOQL, including relationship queries.",
        "",
        "NOTE: For queries with GROUP BY, aggregate functions (COUNT, SUM, MAX, etc.), or HAVING clauses, use salesforce_aggregate_query instead.",
        "",
        "Examples:",
        "1. Child-to-parent query (e.g., Contact with Account details):",
        '   - objectName: "Contact"',
        '   - fields: ["FirstName", "LastName", "Account.Name", "Account.Industry"]',
        "2. Multiple level query:",
        '   - objectName: "Contact"',
        '   - fields: ["Name", "Account.Owner.Name"]',
        "3. Related object filtering:",
        '   - objectName: "Contact"',
        '   - fields: ["Name", "Account.Name"]',
        "   - whereClause: \"Account.Industry = 'Technology'\"",
        "",
        "Note: When using relationship fields:",
        '- Use dot notation for parent relationships (e.g., "Account.Name")',
        '- Custom relationship fields end in "__r" (e.g., "CustomObject__r.Name")',
      ].join("\n"),
      inputSchema: {
        objectName: z.string().describe("API name of the object to query"),
        fields: z.array(z.string()).describe("List of fields to retrieve, including relationship fields"),
        whereClause: z
          .string()
          .optional()
          .describe(
            "WHERE clause, can include conditions on related objects (e.g., Industry = 'Technology' AND AnnualRevenue > 1000000)",
          ),
        orderBy: z.string().optional().describe("ORDER BY clause, can include fields from related objects"),
        limit: z.number().optional().describe("Maximum number of records to return"),
      },
      annotations: READ,
    },
    async ({ objectName, fields, whereClause, orderBy, limit }) => {
      try {
        const r = query(data, objectName, fields, whereClause, orderBy, limit);
        return text(page(r.object, r.rows, r.fields));
      } catch (e) {
        return fail(e instanceof SoqlError ? `Error executing query: ${e.message}` : String(e));
      }
    },
  );

  server.registerTool(
    "salesforce_aggregate_query",
    {
      description: [
        "Execute SOQL queries with GROUP BY, aggregate functions, and statistical analysis. Use this tool for queries that summarize and group data rather than returning individual records.",
        "",
        "NOTE: For regular queries without GROUP BY or aggregates, use salesforce_query_records instead.",
        "",
        "Supported aggregate functions: COUNT(), COUNT(field), SUM(field), AVG(field), MIN(field), MAX(field).",
        "",
        "Examples:",
        "1. Count opportunities by stage:",
        '   - objectName: "Opportunity"',
        '   - selectFields: ["StageName", "COUNT(Id) OpportunityCount"]',
        '   - groupByFields: ["StageName"]',
        "2. Analyze cases by priority and status:",
        '   - objectName: "Case"',
        '   - selectFields: ["Priority", "Status", "COUNT(Id) CaseCount"]',
        '   - groupByFields: ["Priority", "Status"]',
        "3. Count contacts by account with filtering:",
        '   - objectName: "Contact"',
        '   - selectFields: ["Account.Name", "COUNT(Id) ContactCount"]',
        '   - groupByFields: ["Account.Name"]',
        '   - whereClause: "Email != null"',
        '   - havingClause: "COUNT(Id) > 3"',
        "",
        "Important: every non-aggregate field in selectFields must be in groupByFields.",
      ].join("\n"),
      inputSchema: {
        objectName: z.string().describe("API name of the object to query"),
        selectFields: z
          .array(z.string())
          .describe(
            "Fields to select — group-by fields and aggregate functions with optional aliases (e.g., 'COUNT(Id) Total')",
          ),
        groupByFields: z
          .array(z.string())
          .describe("Fields to group by — must include every non-aggregate field in selectFields"),
        whereClause: z
          .string()
          .optional()
          .describe("WHERE clause to filter rows BEFORE grouping (cannot contain aggregate functions)"),
        havingClause: z
          .string()
          .optional()
          .describe("HAVING clause to filter results AFTER grouping (use aggregate functions)"),
        orderBy: z
          .string()
          .optional()
          .describe("ORDER BY clause (can use aggregate functions or group-by fields)"),
        limit: z.number().optional().describe("Maximum number of grouped results to return"),
      },
      annotations: READ,
    },
    async ({ objectName, selectFields, groupByFields, whereClause, havingClause, orderBy, limit }) => {
      try {
        const object = objectOf(objectName);
        if (!object) throw new SoqlError(`INVALID_TYPE: sObject type '${objectName}' is not supported.`);
        const groups = groupByFields.map((g) => resolvePath(object, g.trim()) && g.trim());
        type Agg = { fn: string; field?: string; alias: string };
        const aggs: Agg[] = [];
        const plain: string[] = [];
        let expr = 0;
        for (const s of selectFields) {
          const m = /^\s*(COUNT|SUM|AVG|MIN|MAX|COUNT_DISTINCT)\(\s*([\w.]*)\s*\)\s*(\w+)?\s*$/i.exec(s);
          if (m) {
            const fn = (m[1] as string).toUpperCase();
            const field = m[2] || undefined;
            if (field) {
              const fp = resolvePath(object, field);
              if (
                (fn === "SUM" || fn === "AVG") &&
                !["currency", "int", "double", "percent"].includes(fp.def.type)
              )
                throw new SoqlError(
                  `MALFORMED_QUERY: field ${field} does not support aggregate operator ${fn}`,
                );
            }
            aggs.push({ fn, field, alias: m[3] ?? `expr${expr++}` });
          } else {
            const fld = s.trim();
            resolvePath(object, fld);
            if (!groups.some((g) => g.toLowerCase() === fld.toLowerCase()))
              throw new SoqlError(`MALFORMED_QUERY: Field must be grouped or aggregated: ${fld}`);
            plain.push(fld);
          }
        }
        const where = whereClause ? parseWhere(whereClause) : undefined;
        const rows = data[object].filter((r) => !where || evaluate(data, object, where, r));
        const buckets = new Map<string, SfRecord[]>();
        for (const r of rows) {
          const key = JSON.stringify(groups.map((g) => valueAt(data, object, r, g).value));
          buckets.set(key, [...(buckets.get(key) ?? []), r]);
        }
        let out = [...buckets.values()].map((members) => {
          const rec: Record<string, unknown> = { attributes: { type: "AggregateResult" } };
          for (const g of plain)
            rec[g.split(".").at(-1) as string] = valueAt(data, object, members[0] as SfRecord, g).value;
          for (const a of aggs) {
            const vals: unknown[] = a.field
              ? members
                  .map((r) => valueAt(data, object, r, a.field as string).value)
                  .filter((v) => v !== null)
              : members;
            const nums = vals.map((v) => Number(v));
            rec[a.alias] =
              a.fn === "COUNT"
                ? vals.length
                : a.fn === "COUNT_DISTINCT"
                  ? new Set(vals).size
                  : nums.length === 0
                    ? null
                    : a.fn === "SUM"
                      ? nums.reduce((x, y) => x + y, 0)
                      : a.fn === "AVG"
                        ? nums.reduce((x, y) => x + y, 0) / nums.length
                        : a.fn === "MIN"
                          ? Math.min(...nums)
                          : Math.max(...nums);
          }
          return rec;
        });
        if (havingClause?.trim()) {
          const m =
            /^\s*(COUNT|SUM|AVG|MIN|MAX)\(\s*([\w.]*)\s*\)\s*(>=|<=|!=|=|>|<)\s*(-?\d+(?:\.\d+)?)\s*$/i.exec(
              havingClause,
            );
          if (!m) throw new SoqlError(`MALFORMED_QUERY: unexpected token in HAVING: '${havingClause}'`);
          const a = aggs.find(
            (x) => x.fn === (m[1] as string).toUpperCase() && (x.field ?? "") === (m[2] ?? ""),
          );
          if (!a)
            throw new SoqlError("MALFORMED_QUERY: HAVING must use an aggregate that is in selectFields");
          const n = Number(m[4]);
          const op = m[3];
          out = out.filter((r) => {
            const v = Number(r[a.alias]);
            return op === ">"
              ? v > n
              : op === ">="
                ? v >= n
                : op === "<"
                  ? v < n
                  : op === "<="
                    ? v <= n
                    : op === "="
                      ? v === n
                      : v !== n;
          });
        }
        if (orderBy?.trim()) {
          const m = /^\s*(.+?)(?:\s+(ASC|DESC))?\s*$/i.exec(orderBy) as RegExpExecArray;
          const key = (m[1] as string).trim();
          const am = /^(COUNT|SUM|AVG|MIN|MAX)\(\s*([\w.]*)\s*\)$/i.exec(key);
          const col = am
            ? aggs.find((x) => x.fn === (am[1] as string).toUpperCase() && (x.field ?? "") === (am[2] ?? ""))
                ?.alias
            : (aggs.find((x) => x.alias.toLowerCase() === key.toLowerCase())?.alias ?? key.split(".").at(-1));
          if (!col)
            throw new SoqlError(
              `MALFORMED_QUERY: ORDER BY must use a grouped field or an aggregate in selectFields`,
            );
          const desc = (m[2] ?? "").toUpperCase() === "DESC";
          out.sort((a, b) => {
            const x = a[col] as number | string | null;
            const y = b[col] as number | string | null;
            const c =
              typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
            return desc ? -c : c;
          });
        }
        if (limit !== undefined) out = out.slice(0, limit);
        return text({ totalSize: out.length, done: true, records: out });
      } catch (e) {
        return fail(e instanceof SoqlError ? `Error executing aggregate query: ${e.message}` : String(e));
      }
    },
  );

  server.registerTool(
    "salesforce_search_all",
    {
      description: [
        "Search across multiple Salesforce objects using SOSL (Salesforce Object Search Language).",
        "",
        "Examples:",
        "1. Basic search across all objects:",
        '   - searchTerm: "John"',
        '   - objects: [{ name: "Account", fields: ["Name"] }, { name: "Contact", fields: ["FirstName", "LastName", "Email"] }]',
        "2. Advanced search with filters:",
        '   - searchTerm: "Cloud*"',
        '   - searchIn: "NAME FIELDS"',
        '   - objects: [{ name: "Account", fields: ["Name", "Industry"], where: "Industry = \'Technology\'" }]',
        "",
        "Notes:",
        "- Use * and ? for wildcards in search terms",
        "- Each object can have its own WHERE, ORDER BY, and LIMIT clauses",
      ].join("\n"),
      inputSchema: {
        searchTerm: z.string().describe("Text to search for (supports wildcards * and ?)"),
        searchIn: z
          .enum(["ALL FIELDS", "NAME FIELDS", "EMAIL FIELDS", "PHONE FIELDS"])
          .optional()
          .describe("Which fields to search in"),
        objects: z
          .array(
            z.object({
              name: z.string().describe("API name of the object"),
              fields: z.array(z.string()).describe("Fields to return for this object"),
              where: z.string().optional().describe("WHERE clause for this object"),
              orderBy: z.string().optional().describe("ORDER BY clause for this object"),
              limit: z.number().optional().describe("Maximum number of records to return for this object"),
            }),
          )
          .describe("List of objects to search and their return fields"),
      },
      annotations: READ,
    },
    async ({ searchTerm, searchIn = "ALL FIELDS", objects }) => {
      try {
        const term = searchTerm.replace(/["{}]/g, "").trim();
        if (term.replace(/[*?]/g, "").length < 2)
          throw new SoqlError("MALFORMED_SEARCH: search term must be longer than one character");
        const re = new RegExp(
          term
            .split("")
            .map((c) => (c === "*" ? "\\S*" : c === "?" ? "\\S" : c.replace(/[.+^${}()|[\]\\]/g, "\\$&")))
            .join(""),
          "i",
        );
        const out: Record<string, unknown>[] = [];
        for (const o of objects) {
          const object = objectOf(o.name);
          if (!object) throw new SoqlError(`INVALID_TYPE: sObject type '${o.name}' is not supported.`);
          const textFields = OBJECTS[object].fields.filter((d) => {
            if (searchIn === "NAME FIELDS")
              return d.name === OBJECTS[object].nameField || d.name === "Subject";
            if (searchIn === "EMAIL FIELDS") return d.type === "email";
            if (searchIn === "PHONE FIELDS") return d.type === "phone";
            return ["string", "email", "phone", "picklist", "url"].includes(d.type);
          });
          const r = query(data, object, o.fields.length ? o.fields : ["Id"], o.where, o.orderBy, o.limit);
          for (const rec of r.rows)
            if (textFields.some((d) => rec[d.name] !== null && re.test(String(rec[d.name]))))
              out.push(shape(data, object, rec, r.fields));
        }
        return text({ searchRecords: out });
      } catch (e) {
        return fail(e instanceof SoqlError ? `Error executing SOSL search: ${e.message}` : String(e));
      }
    },
  );

  server.registerTool(
    "salesforce_dml_records",
    {
      description: [
        "Perform data manipulation operations on Salesforce records:",
        "- insert: Create new records",
        "- update: Modify existing records (requires Id)",
        "- delete: Remove records (requires Id)",
        "- upsert: Insert or update based on external ID field",
        "Examples: Insert new Accounts, Update Case status, Delete old records, Upsert based on custom external ID",
      ].join("\n"),
      inputSchema: {
        operation: z
          .enum(["insert", "update", "delete", "upsert"])
          .describe("Type of DML operation to perform"),
        objectName: z.string().describe("API name of the object"),
        records: z.array(z.record(z.string(), z.unknown())).describe("Array of records to process"),
        externalIdField: z.string().optional().describe("External ID field name for upsert operations"),
      },
    },
    async ({ operation, objectName }) =>
      fail(`INSUFFICIENT_ACCESS: this integration user may not ${operation} ${objectName} records`),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = createSfdcServer();
  await server.connect(new StdioServerTransport());
}
