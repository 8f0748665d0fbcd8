/**
 * Deterministic data of the "mailer" fixture world: an online shop's email-marketing account as
 * Mailchimp / Brevo store it. Opaque 10-hex-digit ids for audiences (lists) and campaigns; members
 * identified by `subscriber_hash`, the MD5 of the lower-cased email address; every record carries
 * its own `_links` array; merge fields `FNAME` / `LNAME`; datetimes like "2025-09-16T14:00:00+00:00".
 * 6 audiences, 120 campaigns (regular / plaintext / rss / variate; save / paused / schedule /
 * sending / sent) created 2025-01 … 2025-10, reports for the sent ones, ~3,000 members, 8
 * automations, 15 templates, 3 segments per audience.
 * Fixed points the questions name:
 * - audiences: Monthly Newsletter a1b2c3d4e5, Customers b7e4f09c21, Product Updates c3d9a7f1e8,
 *   Beta Testers d52f8b6a90, Webinar Attendees e8a1c64b3d, Wholesale Partners f90d2e7a15.
 * - "September Newsletter" 4f2a9c7e1b: sent 2025-09-16T14:00 to Monthly Newsletter, subject "Fall is
 *   here: what's new this September", open rate 0.412, click rate 0.061.
 * - "Customer Appreciation Sale" 9c3e5b1a7d: sent 2025-09-23 to Customers, open rate 0.583, click
 *   rate 0.142 — the best open and click rates of all sent campaigns.
 * - "Wholesale Price List Q3" 5e0b7c2d4a: sent 2025-07-08, 37 hard bounces (the most).
 * - "Black Friday Early Access" 7d1e4a2c9f: a draft (save) for Customers.
 * - "October Newsletter" 2b8f6d3a0c: scheduled for 2025-10-07T14:00. "Fall Webinar Reminder"
 *   6a4c2e8b0d is sending today.
 * - "Weekly Blog Digest" 0e9d8c7b6a: an RSS campaign, paused.
 * - two members named Jordan Lee: jordan.lee@northpeak.example (Monthly Newsletter) and
 *   jlee@harborview.example (Customers). Maria Santos maria.santos@lumenworks.example (Customers,
 *   VIP). Priya Shah priya.shah@fernmail.example unsubscribed from Monthly Newsletter on 2025-09-20.
 *   Kenji Watanabe kenji@tidepool.example is a beta tester. Nobody is named Bruno Castellano.
 * Everything else is seeded noise. "Today" is 2025-10-01, the question suite's date.
 */
import { createHash } from "node:crypto";
import { createRng } from "@/demo/commerce/prng";

export const MAILER_TODAY = "2025-10-01";
export const API = "https://us21.api.mailchimp.example/3.0";
export const CAMPAIGN_STATUSES = ["save", "paused", "schedule", "sending", "sent"] as const;
export const CAMPAIGN_TYPES = ["regular", "plaintext", "rss", "variate"] as const;
export const MEMBER_STATUSES = ["subscribed", "unsubscribed", "cleaned", "pending", "transactional"] as const;

export interface Link {
  rel: string;
  href: string;
  method: string;
  targetSchema?: string;
}
export const md5 = (s: string) => createHash("md5").update(s.trim().toLowerCase()).digest("hex");
const at = (day: string, time = "14:00:00") => `${day}T${time}+00:00`;
const links = (path: string, parent: string, extra: [string, string][] = []): Link[] => [
  { rel: "self", href: `${API}/${path}`, method: "GET" },
  { rel: "parent", href: `${API}/${parent}`, method: "GET" },
  ...extra.map(([rel, method]) => ({ rel, href: `${API}/${path}`, method })),
];

export interface Audience {
  id: string;
  web_id: number;
  name: string;
  contact: { company: string; address1: string; city: string; country: string };
  permission_reminder: string;
  campaign_defaults: { from_name: string; from_email: string; subject: string; language: string };
  date_created: string;
  list_rating: number;
  double_optin: boolean;
  visibility: "pub" | "prv";
  stats: {
    member_count: number;
    unsubscribe_count: number;
    cleaned_count: number;
    campaign_count: number;
    campaign_last_sent: string;
    open_rate: number;
    click_rate: number;
    last_sub_date: string;
    last_unsub_date: string;
  };
  _links: Link[];
}
export interface Member {
  id: string;
  email_address: string;
  unique_email_id: string;
  full_name: string;
  web_id: number;
  email_type: "html" | "text";
  status: (typeof MEMBER_STATUSES)[number];
  merge_fields: { FNAME: string; LNAME: string; COMPANY: string };
  stats: { avg_open_rate: number; avg_click_rate: number };
  ip_signup: string;
  timestamp_signup: string;
  timestamp_opt: string;
  member_rating: number;
  last_changed: string;
  language: string;
  vip: boolean;
  location: { country_code: string; timezone: string };
  tags_count: number;
  tags: { id: number; name: string }[];
  list_id: string;
  _links: Link[];
}
export interface Campaign {
  id: string;
  web_id: number;
  type: (typeof CAMPAIGN_TYPES)[number];
  create_time: string;
  archive_url: string;
  status: (typeof CAMPAIGN_STATUSES)[number];
  emails_sent: number;
  send_time: string;
  content_type: "template" | "html" | "multichannel";
  recipients: {
    list_id: string;
    list_is_active: boolean;
    list_name: string;
    segment_text: string;
    recipient_count: number;
  };
  settings: {
    subject_line: string;
    preview_text: string;
    title: string;
    from_name: string;
    reply_to: string;
    template_id: number;
  };
  tracking: { opens: boolean; html_clicks: boolean; text_clicks: boolean };
  report_summary?: {
    opens: number;
    unique_opens: number;
    open_rate: number;
    clicks: number;
    subscriber_clicks: number;
    click_rate: number;
  };
  _links: Link[];
}
export interface Report {
  id: string;
  campaign_title: string;
  type: string;
  list_id: string;
  list_name: string;
  subject_line: string;
  emails_sent: number;
  abuse_reports: number;
  unsubscribed: number;
  send_time: string;
  bounces: { hard_bounces: number; soft_bounces: number; syntax_errors: number };
  forwards: { forwards_count: number; forwards_opens: number };
  opens: { opens_total: number; unique_opens: number; open_rate: number; last_open: string };
  clicks: {
    clicks_total: number;
    unique_clicks: number;
    unique_subscriber_clicks: number;
    click_rate: number;
    last_click: string;
  };
  list_stats: { sub_rate: number; unsub_rate: number; open_rate: number; click_rate: number };
  _links: Link[];
}
export interface Automation {
  id: string;
  create_time: string;
  start_time: string | null;
  status: "save" | "paused" | "sending";
  emails_sent: number;
  recipients: { list_id: string; list_name: string };
  settings: { title: string; from_name: string; reply_to: string };
  report_summary: {
    opens: number;
    unique_opens: number;
    open_rate: number;
    clicks: number;
    click_rate: number;
  };
  _links: Link[];
}
export interface Template {
  id: number;
  type: "user" | "base" | "gallery";
  name: string;
  drag_and_drop: boolean;
  responsive: boolean;
  category: string;
  date_created: string;
  date_edited: string;
  created_by: string;
  active: boolean;
  _links: Link[];
}
export interface Segment {
  id: number;
  name: string;
  member_count: number;
  type: "saved" | "static" | "fuzzy";
  created_at: string;
  updated_at: string;
  list_id: string;
  _links: Link[];
}

const AUDIENCES: [string, string, number][] = [
  ["a1b2c3d4e5", "Monthly Newsletter", 1100],
  ["b7e4f09c21", "Customers", 700],
  ["c3d9a7f1e8", "Product Updates", 500],
  ["d52f8b6a90", "Beta Testers", 150],
  ["e8a1c64b3d", "Webinar Attendees", 400],
  ["f90d2e7a15", "Wholesale Partners", 120],
];
const FIRST = [
  "Emma",
  "Liam",
  "Olivia",
  "Noah",
  "Ava",
  "Ethan",
  "Sophia",
  "Lucas",
  "Mia",
  "Mason",
  "Isla",
  "Leo",
  "Chloe",
  "Omar",
  "Hana",
  "Diego",
  "Nora",
  "Felix",
  "Zara",
  "Theo",
  "Aisha",
  "Ivan",
  "Lena",
  "Marco",
  "Yuki",
  "Sam",
  "Grace",
  "Tariq",
  "Elena",
  "Finn",
  "Ruby",
  "Kofi",
  "Ines",
  "Pavel",
  "Clara",
  "Hugo",
];
const LAST = [
  "Smith",
  "Garcia",
  "Nguyen",
  "Müller",
  "Rossi",
  "Kowalski",
  "Okafor",
  "Haddad",
  "Tanaka",
  "Silva",
  "Johansson",
  "Dubois",
  "Patel",
  "Murphy",
  "Novak",
  "Fischer",
  "Costa",
  "Kim",
  "Brown",
  "Ali",
  "Berg",
  "Moreau",
  "Lopez",
  "Walsh",
  "Yilmaz",
  "Ivanova",
  "Carter",
  "Reyes",
  "Hughes",
  "Sato",
];
const DOMAINS = ["gmail.example", "outlook.example", "fernmail.example", "proton.example", "acme.example"];
const COMPANIES = [
  "",
  "",
  "Acme Outdoor",
  "Harbor & Co",
  "Lumenworks",
  "Northpeak",
  "Tidepool Labs",
  "Cedar Goods",
];
const COUNTRIES: [string, string][] = [
  ["US", "America/New_York"],
  ["US", "America/Los_Angeles"],
  ["GB", "Europe/London"],
  ["DE", "Europe/Berlin"],
  ["CA", "America/Toronto"],
  ["AU", "Australia/Sydney"],
  ["FR", "Europe/Paris"],
];
const TAGS = ["VIP", "Wholesale", "Webinar 2025", "Early adopter", "Black Friday 2024", "Referral"];
const TOPICS = [
  "Spring Collection Launch",
  "Flash Sale",
  "Product Tips",
  "Customer Stories",
  "Free Shipping Weekend",
  "New Arrivals",
  "How-to Guide",
  "Webinar Invitation",
  "Survey: Tell Us More",
  "Restock Alert",
  "Loyalty Rewards",
  "Holiday Gift Guide",
  "Summer Clearance",
  "Feature Spotlight",
  "Behind the Scenes",
];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
];

const hex = (rng: ReturnType<typeof createRng>, n = 10) =>
  Array.from({ length: n }, () => "0123456789abcdef"[rng.int(0, 15)]).join("");
const pad = (n: number) => String(n).padStart(2, "0");
/** A day of 2025 (1-based day of year) as YYYY-MM-DD. */
const dayOf2025 = (doy: number) => new Date(Date.UTC(2025, 0, doy)).toISOString().slice(0, 10);
const round3 = (x: number) => Math.round(x * 1000) / 1000;

interface FixedMember {
  list: string;
  first: string;
  last: string;
  email: string;
  status: Member["status"];
  vip: boolean;
  opt: string;
  changed: string;
  company: string;
}
const FIXED_MEMBERS: FixedMember[] = [
  {
    list: "a1b2c3d4e5",
    first: "Jordan",
    last: "Lee",
    email: "jordan.lee@northpeak.example",
    status: "subscribed",
    vip: false,
    opt: at("2023-04-11", "09:12:40"),
    changed: at("2025-06-02", "10:00:00"),
    company: "Northpeak",
  },
  {
    list: "b7e4f09c21",
    first: "Jordan",
    last: "Lee",
    email: "jlee@harborview.example",
    status: "subscribed",
    vip: true,
    opt: at("2024-11-29", "18:03:11"),
    changed: at("2025-08-14", "12:30:00"),
    company: "Harbor & Co",
  },
  {
    list: "b7e4f09c21",
    first: "Maria",
    last: "Santos",
    email: "maria.santos@lumenworks.example",
    status: "subscribed",
    vip: true,
    opt: at("2022-02-17", "08:45:00"),
    changed: at("2025-09-05", "16:20:00"),
    company: "Lumenworks",
  },
  {
    list: "a1b2c3d4e5",
    first: "Priya",
    last: "Shah",
    email: "priya.shah@fernmail.example",
    status: "unsubscribed",
    vip: false,
    opt: at("2021-09-03", "11:00:00"),
    changed: at("2025-09-20", "07:41:09"),
    company: "",
  },
  {
    list: "d52f8b6a90",
    first: "Kenji",
    last: "Watanabe",
    email: "kenji@tidepool.example",
    status: "subscribed",
    vip: false,
    opt: at("2025-03-14", "22:10:00"),
    changed: at("2025-03-14", "22:10:00"),
    company: "Tidepool Labs",
  },
];
const FIXED_NAMES = new Set(FIXED_MEMBERS.map((m) => `${m.first} ${m.last}`));

export interface MailerData {
  audiences: Audience[];
  members: Member[];
  campaigns: Campaign[];
  reports: Report[];
  automations: Automation[];
  templates: Template[];
  segments: Segment[];
}

let cached: MailerData | undefined;
export function mailerData(): MailerData {
  if (cached) return cached;
  const rng = createRng(20251001);
  const members: Member[] = [];
  let web = 310000;
  const makeMember = (f: FixedMember): Member => {
    const id = md5(f.email);
    const [cc, tz] = rng.pick(COUNTRIES);
    const tags = rng.chance(0.3) ? [{ id: 1000 + rng.int(0, TAGS.length - 1), name: "" }] : [];
    for (const t of tags) t.name = TAGS[t.id - 1000];
    if (f.vip && !tags.some((t) => t.name === "VIP")) tags.push({ id: 1000, name: "VIP" });
    return {
      id,
      email_address: f.email,
      unique_email_id: hex(rng),
      full_name: `${f.first} ${f.last}`,
      web_id: web++,
      email_type: rng.chance(0.95) ? "html" : "text",
      status: f.status,
      merge_fields: { FNAME: f.first, LNAME: f.last, COMPANY: f.company },
      stats: { avg_open_rate: round3(rng.next() * 0.7), avg_click_rate: round3(rng.next() * 0.15) },
      ip_signup: `203.0.113.${rng.int(1, 254)}`,
      timestamp_signup: f.opt,
      timestamp_opt: f.opt,
      member_rating: rng.int(1, 5),
      last_changed: f.changed,
      language: "en",
      vip: f.vip,
      location: { country_code: cc, timezone: tz },
      tags_count: tags.length,
      tags,
      list_id: f.list,
      _links: links(`lists/${f.list}/members/${id}`, `lists/${f.list}/members`, [
        ["update", "PATCH"],
        ["delete", "DELETE"],
      ]),
    };
  };
  for (const [listId, , size] of AUDIENCES) {
    for (const f of FIXED_MEMBERS.filter((m) => m.list === listId)) members.push(makeMember(f));
    const emails = new Set(members.map((m) => m.email_address));
    let n = members.filter((m) => m.list_id === listId).length;
    while (n < size) {
      const first = rng.pick(FIRST);
      const last = rng.pick(LAST);
      if (FIXED_NAMES.has(`${first} ${last}`)) continue;
      const local = `${first}.${last}`.toLowerCase().replace("ü", "ue");
      let email = `${local}@${rng.pick(DOMAINS)}`;
      for (let k = 2; emails.has(email); k++) email = `${local}${k}@${email.split("@")[1]}`;
      emails.add(email);
      const status = rng.weighted([...MEMBER_STATUSES], [78, 12, 4, 4, 2]);
      const optDay = `${rng.int(2021, 2025)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
      const opt = optDay > "2025-09-30" ? "2025-09-30" : optDay;
      const changedDay = status === "unsubscribed" || status === "cleaned" ? dayOf2025(rng.int(1, 273)) : opt;
      const changed = changedDay.localeCompare(opt) < 0 ? opt : changedDay;
      members.push(
        makeMember({
          list: listId,
          first,
          last,
          email,
          status,
          vip: status === "subscribed" && rng.chance(0.04),
          opt: at(opt, `${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}`),
          changed: at(changed, `${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:00`),
          company: rng.pick(COMPANIES),
        }),
      );
      n++;
    }
  }

  const audiences: Audience[] = AUDIENCES.map(([id, name], i) => {
    const mine = members.filter((m) => m.list_id === id);
    const count = (s: string) => mine.filter((m) => m.status === s).length;
    const last = (s: string) =>
      mine
        .filter((m) => m.status === s)
        .map((m) => (s === "subscribed" ? m.timestamp_opt : m.last_changed))
        .sort()
        .at(-1) ?? "";
    return {
      id,
      web_id: 51000 + i,
      name,
      contact: {
        company: "Cedar & Pine Outfitters",
        address1: "88 Alder Way",
        city: "Portland",
        country: "US",
      },
      permission_reminder: "You signed up on cedarpine.example or at checkout.",
      campaign_defaults: {
        from_name: "Cedar & Pine",
        from_email: "hello@cedarpine.example",
        subject: "",
        language: "en",
      },
      date_created: at(`202${1 + (i % 4)}-0${1 + i}-1${i}`, "10:00:00"),
      list_rating: 3 + (i % 3),
      double_optin: i % 2 === 0,
      visibility: "prv",
      stats: {
        member_count: count("subscribed"),
        unsubscribe_count: count("unsubscribed"),
        cleaned_count: count("cleaned"),
        campaign_count: 0,
        campaign_last_sent: "",
        open_rate: 0,
        click_rate: 0,
        last_sub_date: last("subscribed"),
        last_unsub_date: last("unsubscribed"),
      },
      _links: links(`lists/${id}`, "lists", [
        ["update", "PATCH"],
        ["members", "GET"],
      ]),
    };
  });
  const audienceName = (id: string) => audiences.find((a) => a.id === id)?.name ?? "";

  // Campaigns: 120, created 2025-01-03 … 2025-10-01.
  interface Seed {
    id: string;
    title: string;
    subject: string;
    list: string;
    type: Campaign["type"];
    status: Campaign["status"];
    day: string;
    time?: string;
    open?: number;
    click?: number;
    hard?: number;
  }
  const fixed: Seed[] = [
    {
      id: "4f2a9c7e1b",
      title: "September Newsletter",
      subject: "Fall is here: what's new this September",
      list: "a1b2c3d4e5",
      type: "regular",
      status: "sent",
      day: "2025-09-16",
      open: 0.412,
      click: 0.061,
    },
    {
      id: "9c3e5b1a7d",
      title: "Customer Appreciation Sale",
      subject: "A thank-you from us: 25% off everything",
      list: "b7e4f09c21",
      type: "regular",
      status: "sent",
      day: "2025-09-23",
      open: 0.583,
      click: 0.142,
    },
    {
      id: "5e0b7c2d4a",
      title: "Wholesale Price List Q3",
      subject: "Your Q3 wholesale price list",
      list: "f90d2e7a15",
      type: "plaintext",
      status: "sent",
      day: "2025-07-08",
      open: 0.297,
      click: 0.044,
      hard: 37,
    },
    {
      id: "7d1e4a2c9f",
      title: "Black Friday Early Access",
      subject: "You're in: Black Friday starts early",
      list: "b7e4f09c21",
      type: "regular",
      status: "save",
      day: "2025-09-26",
    },
    {
      id: "2b8f6d3a0c",
      title: "October Newsletter",
      subject: "October picks for cooler days",
      list: "a1b2c3d4e5",
      type: "regular",
      status: "schedule",
      day: "2025-10-07",
    },
    {
      id: "6a4c2e8b0d",
      title: "Fall Webinar Reminder",
      subject: "Starting soon: layering for fall",
      list: "e8a1c64b3d",
      type: "regular",
      status: "sending",
      day: "2025-10-01",
      time: "09:00:00",
    },
    {
      id: "8e5d1f3b7a",
      title: "August Newsletter",
      subject: "Last days of summer",
      list: "a1b2c3d4e5",
      type: "regular",
      status: "sent",
      day: "2025-08-19",
      open: 0.388,
      click: 0.052,
    },
    {
      id: "0e9d8c7b6a",
      title: "Weekly Blog Digest",
      subject: "This week on the Cedar & Pine blog",
      list: "c3d9a7f1e8",
      type: "rss",
      status: "paused",
      day: "2025-06-02",
    },
    {
      id: "1c7a9e5f3d",
      title: "Beta: New App Build 3.2",
      subject: "Build 3.2 is ready to test",
      list: "d52f8b6a90",
      type: "plaintext",
      status: "sent",
      day: "2025-09-30",
      time: "17:30:00",
      open: 0.471,
      click: 0.118,
    },
  ];
  const seeds: Seed[] = [...fixed];
  const titles = new Set(seeds.map((s) => s.title));
  const listIds = AUDIENCES.map(([id]) => id);
  while (seeds.length < 120) {
    const r = rng.next();
    const status: Campaign["status"] =
      r < 0.07 ? "save" : r < 0.09 ? "paused" : r < 0.11 ? "schedule" : "sent";
    const type = status === "paused" ? "rss" : rng.weighted([...CAMPAIGN_TYPES], [78, 8, 5, 9]);
    const doy =
      status === "schedule" ? rng.int(275, 300) : status === "save" ? rng.int(200, 273) : rng.int(3, 272);
    const day = dayOf2025(doy);
    const month = MONTHS[Number(day.slice(5, 7)) - 1];
    const topic = rng.pick(TOPICS);
    let title = type === "rss" ? `Blog Digest ${month}` : `${topic} – ${month}`;
    for (let k = 2; titles.has(title); k++) title = `${topic} – ${month} #${k}`;
    titles.add(title);
    seeds.push({
      id: hex(rng),
      title,
      subject: `${topic}${rng.chance(0.5) ? " inside" : ": don't miss it"}`,
      list: rng.weighted(listIds, [35, 25, 15, 6, 12, 7]),
      type,
      status,
      day,
      time: `${pad(rng.int(8, 18))}:${pad(rng.pick([0, 15, 30, 45]))}:00`,
      open: round3(0.16 + rng.next() * 0.3),
      click: round3(0.008 + rng.next() * 0.07),
      hard: rng.int(0, 12),
    });
  }
  seeds.sort((a, b) => a.day.localeCompare(b.day) || a.id.localeCompare(b.id));
  const campaigns: Campaign[] = [];
  const reports: Report[] = [];
  for (const [i, s] of seeds.entries()) {
    const listMembers = members.filter((m) => m.list_id === s.list && m.status === "subscribed").length;
    const sent = s.status === "sent" || s.status === "sending";
    const emails = sent ? Math.max(1, listMembers - rng.int(0, 20)) : 0;
    const sendTime = s.status === "save" || s.status === "paused" ? "" : at(s.day, s.time);
    const created = at(
      dayOf2025(
        Math.max(1, Math.round((Date.parse(s.day) - Date.parse("2025-01-01")) / 864e5) - rng.int(1, 9)),
      ),
      "09:00:00",
    );
    const open = s.open ?? 0;
    const click = s.click ?? 0;
    const uniqueOpens = Math.round(emails * open);
    const uniqueClicks = Math.round(emails * click);
    const campaign: Campaign = {
      id: s.id,
      web_id: 8800000 + i,
      type: s.type,
      create_time: s.status === "schedule" ? at("2025-09-29", "11:00:00") : created,
      archive_url: `https://mailchi.mp.example/cedarpine/${s.id}`,
      status: s.status,
      emails_sent: s.status === "sent" ? emails : 0,
      send_time: sendTime,
      content_type: rng.pick(["template", "template", "html", "multichannel"] as const),
      recipients: {
        list_id: s.list,
        list_is_active: true,
        list_name: audienceName(s.list),
        segment_text: "",
        recipient_count: listMembers,
      },
      settings: {
        subject_line: s.subject,
        preview_text: "",
        title: s.title,
        from_name: "Cedar & Pine",
        reply_to: "hello@cedarpine.example",
        template_id: 10001 + (i % 15),
      },
      tracking: { opens: true, html_clicks: true, text_clicks: s.type === "plaintext" },
      _links: links(`campaigns/${s.id}`, "campaigns", [
        ["update", "PATCH"],
        ["send", "POST"],
        ["schedule", "POST"],
      ]),
    };
    campaigns.push(campaign);
    if (s.status === "sent") {
      campaign.report_summary = {
        opens: Math.round(uniqueOpens * 1.6),
        unique_opens: uniqueOpens,
        open_rate: open,
        clicks: Math.round(uniqueClicks * 1.4),
        subscriber_clicks: uniqueClicks,
        click_rate: click,
      };
      reports.push({
        id: s.id,
        campaign_title: s.title,
        type: s.type,
        list_id: s.list,
        list_name: audienceName(s.list),
        subject_line: s.subject,
        emails_sent: emails,
        abuse_reports: rng.int(0, 2),
        unsubscribed: rng.int(0, 9),
        send_time: sendTime,
        bounces: { hard_bounces: s.hard ?? 0, soft_bounces: rng.int(0, 25), syntax_errors: 0 },
        forwards: { forwards_count: rng.int(0, 15), forwards_opens: rng.int(0, 10) },
        opens: {
          opens_total: Math.round(uniqueOpens * 1.6),
          unique_opens: uniqueOpens,
          open_rate: open,
          last_open: at(
            dayOf2025(
              Math.min(273, 1 + Math.round((Date.parse(s.day) - Date.parse("2025-01-01")) / 864e5) + 6),
            ),
            "20:11:00",
          ),
        },
        clicks: {
          clicks_total: Math.round(uniqueClicks * 1.4),
          unique_clicks: uniqueClicks,
          unique_subscriber_clicks: uniqueClicks,
          click_rate: click,
          last_click: at(
            dayOf2025(
              Math.min(273, 1 + Math.round((Date.parse(s.day) - Date.parse("2025-01-01")) / 864e5) + 4),
            ),
            "19:02:00",
          ),
        },
        list_stats: {
          sub_rate: round3(rng.next() * 5),
          unsub_rate: round3(rng.next()),
          open_rate: round3(0.25 + rng.next() * 0.15),
          click_rate: round3(0.02 + rng.next() * 0.04),
        },
        _links: links(`reports/${s.id}`, "reports", [["campaign", "GET"]]),
      });
    }
  }
  for (const a of audiences) {
    const sentHere = reports.filter((r) => r.list_id === a.id);
    a.stats.campaign_count = campaigns.filter((c) => c.recipients.list_id === a.id).length;
    a.stats.campaign_last_sent =
      sentHere
        .map((r) => r.send_time)
        .sort()
        .at(-1) ?? "";
    const avg = (xs: number[]) => (xs.length ? round3(xs.reduce((x, y) => x + y, 0) / xs.length) : 0);
    a.stats.open_rate = avg(sentHere.map((r) => r.opens.open_rate));
    a.stats.click_rate = avg(sentHere.map((r) => r.clicks.click_rate));
  }

  const automations: Automation[] = [
    ["Welcome Series", "a1b2c3d4e5", "sending"],
    ["Abandoned Cart", "b7e4f09c21", "sending"],
    ["Post-Purchase Thank You", "b7e4f09c21", "sending"],
    ["Win-Back 90 Days", "b7e4f09c21", "paused"],
    ["Birthday Discount", "a1b2c3d4e5", "sending"],
    ["Beta Onboarding", "d52f8b6a90", "save"],
    ["Webinar Follow-up", "e8a1c64b3d", "paused"],
    ["Wholesale Reorder Reminder", "f90d2e7a15", "save"],
  ].map(([title, list, status], i) => {
    const id = hex(rng);
    const sentN = status === "save" ? 0 : rng.int(400, 9000);
    const open = status === "save" ? 0 : round3(0.3 + rng.next() * 0.35);
    const click = status === "save" ? 0 : round3(0.03 + rng.next() * 0.1);
    return {
      id,
      create_time: at(dayOf2025(1 + i * 20), "10:00:00").replace("2025", i < 4 ? "2024" : "2025"),
      start_time: status === "save" ? null : at(dayOf2025(5 + i * 20), "10:00:00"),
      status: status as Automation["status"],
      emails_sent: sentN,
      recipients: { list_id: list, list_name: audienceName(list) },
      settings: { title, from_name: "Cedar & Pine", reply_to: "hello@cedarpine.example" },
      report_summary: {
        opens: Math.round(sentN * open * 1.5),
        unique_opens: Math.round(sentN * open),
        open_rate: open,
        clicks: Math.round(sentN * click * 1.3),
        click_rate: click,
      },
      _links: links(`automations/${id}`, "automations", [
        ["start-all-emails", "POST"],
        ["pause-all-emails", "POST"],
      ]),
    };
  });

  const TEMPLATE_NAMES: [string, Template["type"], string][] = [
    ["Newsletter – two column", "user", ""],
    ["Sale announcement", "user", ""],
    ["Plain text letter", "user", ""],
    ["Product launch hero", "user", ""],
    ["Webinar invite", "user", ""],
    ["Wholesale price sheet", "user", ""],
    ["Receipt follow-up", "user", ""],
    ["1 Column", "base", "Basic"],
    ["1:2 Column", "base", "Basic"],
    ["Simple Text", "base", "Basic"],
    ["Left Sidebar", "base", "Basic"],
    ["Bold Sale", "gallery", "Ecommerce"],
    ["Minimal Newsletter", "gallery", "Newsletters"],
    ["Event Countdown", "gallery", "Events"],
    ["Holiday Greetings", "gallery", "Holiday"],
  ];
  const templates: Template[] = TEMPLATE_NAMES.map(([name, type, category], i) => ({
    id: 10001 + i,
    type,
    name,
    drag_and_drop: type !== "user" || i % 2 === 0,
    responsive: true,
    category,
    date_created: at(dayOf2025(1 + i * 11).replace("2025", i < 7 ? "2024" : "2023"), "12:00:00"),
    date_edited: at(dayOf2025(10 + i * 15), "12:00:00"),
    created_by: type === "user" ? rng.pick(["Hana Tanaka", "Leo Walsh"]) : "",
    active: i !== 6,
    _links: links(`templates/${10001 + i}`, "templates", [["update", "PATCH"]]),
  }));

  const segments: Segment[] = [];
  for (const [i, [listId]] of AUDIENCES.entries()) {
    const mine = members.filter((m) => m.list_id === listId && m.status === "subscribed");
    const defs: [string, Segment["type"], (m: Member) => boolean][] = [
      ["VIPs", "saved", (m) => m.vip],
      ["Highly engaged", "saved", (m) => m.stats.avg_open_rate > 0.5],
      ["Imported 2024", "static", (m) => m.timestamp_opt.startsWith("2024")],
    ];
    for (const [j, [name, type, f]] of defs.entries()) {
      const id = 60000 + i * 10 + j;
      segments.push({
        id,
        name,
        member_count: mine.filter(f).length,
        type,
        created_at: at(dayOf2025(20 + j * 30), "10:00:00"),
        updated_at: at(dayOf2025(200 + j * 20), "10:00:00"),
        list_id: listId,
        _links: links(`lists/${listId}/segments/${id}`, `lists/${listId}/segments`, [["members", "GET"]]),
      });
    }
  }

  cached = { audiences, members, campaigns, reports, automations, templates, segments };
  return cached;
}
