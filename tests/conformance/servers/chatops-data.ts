/**
 * Deterministic data of the "chatops" fixture world: the Slack workspace of a small software company,
 * "Lumen Labs" (lumenlabs.slack.com), in Slack Web API shapes — channel ids `C…`, user ids `U…`, team
 * `T…`; messages with `ts` as epoch-seconds strings (`"1759222800.000100"`), `user`, `text`,
 * `thread_ts`, `reply_count`, `reactions`; channels with `num_members`, `topic.value`, `purpose.value`.
 * Fixed points the questions name:
 * - 12 channels: general, random, engineering, releases, design, incidents, sales, marketing,
 *   support-escalations, product, hiring (private), leadership (private). There is no #finance.
 * - 30 users; two named Sam Patel (U05SPATEL1B engineering "Backend Engineer", U05SPATEL2S sales
 *   "Account Executive"); Tom Becker (U02TBECKER9) is "Staff Software Engineer"; Priya Shah
 *   (U03PSHAH7Q) is the release manager. Nobody is named Victor. One deactivated user (Lars Ek).
 * - #releases: Priya's deploy announcement of v2.14.0 on Monday 2025-09-29 15:00 UTC, a thread of 6
 *   replies; Priya posted twice in #releases yesterday (2025-09-30).
 * - #incidents: the checkout outage, posts mentioning "outage" on 2025-09-29 and 2025-09-30 (and an
 *   older one in August).
 * - ~2,000 messages from 2025-07-03 to 2025-10-01 09:00 UTC; #engineering is the busiest channel.
 * "Today" is 2025-10-01 (a Wednesday), the question suite's fixed date.
 */
import { createRng } from "@/demo/commerce/prng";

export const CHATOPS_TEAM = "T01LUMEN9Z";
export const CHATOPS_NOW = Date.UTC(2025, 9, 1, 9, 0, 0) / 1000;

export interface SlackUser {
  id: string;
  team_id: string;
  name: string;
  deleted: boolean;
  real_name: string;
  tz: string;
  is_admin: boolean;
  is_bot: boolean;
  updated: number;
  profile: {
    title: string;
    phone: string;
    real_name: string;
    display_name: string;
    email: string;
    status_text: string;
    status_emoji: string;
    team: string;
  };
}
export interface SlackChannel {
  id: string;
  name: string;
  is_channel: boolean;
  is_private: boolean;
  is_archived: boolean;
  is_general: boolean;
  created: number;
  creator: string;
  num_members: number;
  topic: { value: string; creator: string; last_set: number };
  purpose: { value: string; creator: string; last_set: number };
}
export interface SlackMessage {
  type: "message";
  channel: string;
  user: string;
  text: string;
  ts: string;
  thread_ts?: string;
  reply_count?: number;
  reply_users?: string[];
  latest_reply?: string;
  reactions?: { name: string; count: number; users: string[] }[];
}

// [id, handle, real name, display name, title, department, tz]
const PEOPLE: [string, string, string, string, string, string][] = [
  ["U01MREYES4K", "maria.reyes", "Maria Reyes", "maria", "CEO", "America/New_York"],
  ["U02TBECKER9", "tom.becker", "Tom Becker", "tom", "Staff Software Engineer", "Europe/Berlin"],
  ["U03PSHAH7Q", "priya.shah", "Priya Shah", "priya", "Release Manager", "Europe/London"],
  ["U04JOKAFOR2", "james.okafor", "James Okafor", "jokafor", "Engineering Manager", "Europe/London"],
  ["U05SPATEL1B", "sam.patel", "Sam Patel", "sam", "Backend Engineer", "America/Chicago"],
  ["U05SPATEL2S", "spatel", "Sam Patel", "sam.p", "Account Executive", "America/New_York"],
  ["U06LNGUYEN3", "linh.nguyen", "Linh Nguyen", "linh", "Product Designer", "America/Los_Angeles"],
  ["U07ACHEN8D", "alice.chen", "Alice Chen", "alice", "Head of Design", "America/Los_Angeles"],
  ["U08RSILVA5", "rafael.silva", "Rafael Silva", "rafa", "Site Reliability Engineer", "America/Sao_Paulo"],
  ["U09HMULLER1", "hanna.muller", "Hanna Müller", "hanna", "Frontend Engineer", "Europe/Berlin"],
  ["U10KJONES6X", "kevin.jones", "Kevin Jones", "kev", "Sales Director", "America/New_York"],
  ["U11EROSSI2W", "elena.rossi", "Elena Rossi", "elena", "Marketing Lead", "Europe/Rome"],
  ["U12DKIM4PZ", "daniel.kim", "Daniel Kim", "dkim", "Support Engineer", "Asia/Seoul"],
  ["U13NADAMS7", "nora.adams", "Nora Adams", "nora", "Product Manager", "America/Chicago"],
  ["U14OBRIEN3Q", "liam.obrien", "Liam O'Brien", "liam", "DevOps Engineer", "Europe/Dublin"],
  ["U15FYILMAZ8", "fatma.yilmaz", "Fatma Yilmaz", "fatma", "QA Engineer", "Europe/Istanbul"],
  ["U16GWRIGHT5", "grace.wright", "Grace Wright", "grace", "Recruiter", "America/New_York"],
  ["U17MTANAKA0", "mei.tanaka", "Mei Tanaka", "mei", "Data Analyst", "Asia/Tokyo"],
  ["U18CDUBOIS2", "claire.dubois", "Claire Dubois", "claire", "Customer Success Manager", "Europe/Paris"],
  ["U19BEVANS9K", "ben.evans", "Ben Evans", "ben", "Mobile Engineer", "Europe/London"],
  ["U20ZAHMED6M", "zara.ahmed", "Zara Ahmed", "zara", "Security Engineer", "Europe/London"],
  ["U21JWALSH1R", "jack.walsh", "Jack Walsh", "jack", "Account Executive", "America/Denver"],
  ["U22IPETROV4", "ivan.petrov", "Ivan Petrov", "ivan", "Backend Engineer", "Europe/Sofia"],
  ["U23SLOPEZ3N", "sofia.lopez", "Sofia Lopez", "sofia", "Content Marketer", "Europe/Madrid"],
  ["U24OKHAN5T", "omar.khan", "Omar Khan", "omar", "Support Lead", "Asia/Dubai"],
  ["U25RGARCIA7", "rosa.garcia", "Rosa Garcia", "rosa", "VP Engineering", "America/Los_Angeles"],
  ["U26EBROWN2H", "ethan.brown", "Ethan Brown", "ethan", "Frontend Engineer", "America/Toronto"],
  ["U27ANOVAK8J", "anna.novak", "Anna Novak", "anna", "People Operations", "Europe/Prague"],
  ["U28LEK0XD", "lars.ek", "Lars Ek", "lars", "Former Contractor", "Europe/Stockholm"],
  ["U29DEPLOYB0", "deploybot", "Deploy Bot", "deploybot", "", "UTC"],
];

const ID = (handle: string) => {
  const p = PEOPLE.find((x) => x[1] === handle);
  if (!p) throw new Error(handle);
  return p[0];
};

// [id, name, private, topic, purpose, members (handles or "*"), weight]
const CHANNELS: [string, string, boolean, string, string, string[] | "*", number][] = [
  [
    "C01GENRL8QX",
    "general",
    false,
    "Company-wide announcements",
    "Announcements for everyone at Lumen Labs",
    "*",
    8,
  ],
  ["C02RANDM3KD", "random", false, "Off-topic, pets and lunch", "Non-work banter", "*", 7],
  [
    "C03ENGNR5TB",
    "engineering",
    false,
    "Eng discussion · oncall: Rafael",
    "Engineering discussion",
    [
      "tom.becker",
      "priya.shah",
      "james.okafor",
      "sam.patel",
      "rafael.silva",
      "hanna.muller",
      "liam.obrien",
      "fatma.yilmaz",
      "ben.evans",
      "zara.ahmed",
      "ivan.petrov",
      "rosa.garcia",
      "ethan.brown",
      "nora.adams",
      "deploybot",
    ],
    26,
  ],
  [
    "C04RELSE7WM",
    "releases",
    false,
    "Release train: v2.14 this week",
    "Release announcements and deploys",
    [
      "priya.shah",
      "tom.becker",
      "james.okafor",
      "sam.patel",
      "rafael.silva",
      "liam.obrien",
      "fatma.yilmaz",
      "nora.adams",
      "rosa.garcia",
      "deploybot",
      "hanna.muller",
      "claire.dubois",
    ],
    10,
  ],
  [
    "C05DESGN2PL",
    "design",
    false,
    "Design crit Thursdays 3pm",
    "Design reviews and feedback",
    [
      "alice.chen",
      "linh.nguyen",
      "hanna.muller",
      "nora.adams",
      "ethan.brown",
      "elena.rossi",
      "sofia.lopez",
      "maria.reyes",
      "ben.evans",
    ],
    8,
  ],
  [
    "C06INCDT9RZ",
    "incidents",
    false,
    "SEV2: checkout outage (resolved)",
    "Incident coordination",
    [
      "rafael.silva",
      "liam.obrien",
      "tom.becker",
      "zara.ahmed",
      "james.okafor",
      "priya.shah",
      "omar.khan",
      "daniel.kim",
      "rosa.garcia",
      "ivan.petrov",
      "sam.patel",
    ],
    9,
  ],
  [
    "C07SALES4HV",
    "sales",
    false,
    "Q4 pipeline",
    "Deals and prospects",
    ["kevin.jones", "spatel", "jack.walsh", "claire.dubois", "maria.reyes", "elena.rossi"],
    7,
  ],
  [
    "C08MRKTG6YC",
    "marketing",
    false,
    "Launch week prep",
    "Campaigns and content",
    ["elena.rossi", "sofia.lopez", "kevin.jones", "alice.chen", "nora.adams", "maria.reyes"],
    5,
  ],
  [
    "C09SUPEX1FN",
    "support-escalations",
    false,
    "Escalations from the help desk",
    "Customer issues that need engineering",
    ["omar.khan", "daniel.kim", "claire.dubois", "tom.becker", "sam.patel", "rafael.silva", "ivan.petrov"],
    7,
  ],
  [
    "C10PRODT8KS",
    "product",
    false,
    "Roadmap Q4",
    "Product planning",
    [
      "nora.adams",
      "alice.chen",
      "james.okafor",
      "rosa.garcia",
      "maria.reyes",
      "mei.tanaka",
      "linh.nguyen",
      "kevin.jones",
    ],
    6,
  ],
  [
    "C11HIRNG3XA",
    "hiring",
    true,
    "Open roles: 3",
    "Hiring pipeline (private)",
    ["grace.wright", "anna.novak", "rosa.garcia", "james.okafor", "alice.chen"],
    3,
  ],
  [
    "C12LEADR0PB",
    "leadership",
    true,
    "Weekly staff",
    "Leadership team (private)",
    ["maria.reyes", "rosa.garcia", "kevin.jones", "elena.rossi", "alice.chen", "anna.novak"],
    3,
  ],
];

const PHRASES: Record<string, string[]> = {
  general: [
    "Reminder: all-hands on Thursday at 5pm UTC",
    "Welcome to our new teammates this week!",
    "Office will be closed on Monday for maintenance",
    "Quarterly survey results are in the wiki: https://wiki.lumenlabs.io/survey",
    "Thanks everyone for a great offsite",
    "Benefits enrollment closes Friday",
  ],
  random: [
    "Anyone up for lunch at the taco place?",
    "Look at my dog :dog:",
    "Coffee machine on 3rd floor is fixed",
    "Great article: https://example.com/article-on-focus",
    "Who is watching the game tonight?",
    "Cake in the kitchen :cake:",
  ],
  engineering: [
    "PR for the billing refactor is up, reviews welcome: https://github.com/lumenlabs/app/pull/",
    "Flaky test in payments suite again",
    "Upgrading Postgres to 16 in staging tomorrow",
    "Can someone look at the memory leak in the worker?",
    "Migrated the search service to the new cluster",
    "Heads up: main is red, fixing now",
    "Benchmarks for the new cache layer look good",
    "Who owns the notifications service?",
  ],
  releases: [
    "Release notes for the next version are drafted",
    "Staging deploy finished, QA please verify",
    "Code freeze starts Thursday",
    "Hotfix deployed to production",
    "Rollback completed, investigating",
    "Changelog: https://lumenlabs.io/changelog",
  ],
  design: [
    "New onboarding mockups in Figma: https://figma.com/file/onboarding",
    "Feedback on the color palette please",
    "Icon set v3 is ready",
    "Usability test notes are in the doc",
    "Dark mode spec updated",
  ],
  incidents: [
    "Elevated error rates on the API, investigating",
    "Latency spike in eu-west resolved",
    "Postmortem doc: https://wiki.lumenlabs.io/postmortems",
    "Paging the on-call for the queue backlog",
    "Monitoring shows recovery",
  ],
  sales: [
    "Closed the Globex renewal :tada:",
    "Demo with Initech went well",
    "Pipeline review moved to Friday",
    "Pricing question from Acme, who can help?",
    "Contract sent to Umbrella Corp",
  ],
  marketing: [
    "Blog post draft for launch week: https://docs.lumenlabs.io/blog-draft",
    "Newsletter goes out Tuesday",
    "Webinar signups are at 240",
    "Social calendar updated",
  ],
  "support-escalations": [
    "Customer reports login loop on Safari",
    "Acme cannot export CSV, ticket attached",
    "SSO misconfiguration for Globex, need eng help",
    "Refund request escalated by support",
    "Customer data import stuck at 90%",
  ],
  product: [
    "Roadmap draft for Q4 is in Notion",
    "User interviews scheduled next week",
    "Prioritization: reporting vs. integrations",
    "Spec for bulk edit is ready for review",
  ],
  hiring: [
    "Two strong candidates for the backend role",
    "Scheduling onsite interviews",
    "Offer accepted for the designer role",
  ],
  leadership: ["Board deck draft is ready", "Budget review on Monday", "Headcount plan for 2026"],
};

const REPLIES = [
  "Looking now",
  "+1",
  "Thanks!",
  "Done",
  "On it",
  "Can you share more details?",
  "Fixed in the latest build",
  "Agreed",
];
const EMOJI = ["thumbsup", "eyes", "white_check_mark", "tada", "rocket", "heart"];

const ts = (epoch: number, seq: number) => `${epoch}.${String(seq).padStart(6, "0")}`;
const epochOf = (iso: string) => Date.parse(iso) / 1000;

export function chatopsData() {
  const rng = createRng(20251001);
  const users: SlackUser[] = PEOPLE.map(([id, name, real, display, title, tz], i) => ({
    id,
    team_id: CHATOPS_TEAM,
    name,
    deleted: name === "lars.ek",
    real_name: real,
    tz,
    is_admin: i === 0 || name === "rosa.garcia",
    is_bot: name === "deploybot",
    updated: epochOf("2025-06-01T00:00:00Z") + i * 3600,
    profile: {
      title,
      phone: name === "deploybot" ? "" : `+1 555 01${String(i).padStart(2, "0")}`,
      real_name: real,
      display_name: display,
      email: name === "deploybot" ? "" : `${name === "spatel" ? "spatel" : name}@lumenlabs.io`,
      status_text: name === "rafael.silva" ? "On call" : name === "grace.wright" ? "Out of office" : "",
      status_emoji: name === "rafael.silva" ? ":pager:" : name === "grace.wright" ? ":palm_tree:" : "",
      team: CHATOPS_TEAM,
    },
  }));
  const everyone = users.filter((u) => !u.deleted && !u.is_bot).map((u) => u.name);
  const channels: SlackChannel[] = CHANNELS.map(([id, name, priv, topic, purpose, members], i) => {
    const creator = ID("maria.reyes");
    const created = epochOf("2021-03-01T10:00:00Z") + i * 86400 * 17;
    return {
      id,
      name,
      is_channel: true,
      is_private: priv,
      is_archived: false,
      is_general: name === "general",
      created,
      creator,
      num_members: (members === "*" ? everyone : members).length,
      topic: { value: topic, creator, last_set: created + 86400 * 200 },
      purpose: { value: purpose, creator, last_set: created },
    };
  });
  const membersOf = new Map(
    CHANNELS.map(([id, , , , , members]) => [
      id,
      (members === "*" ? everyone : members).filter((h) => h !== "deploybot" && h !== "lars.ek").map(ID),
    ]),
  );
  const messages: SlackMessage[] = [];
  let seq = 100;
  const post = (
    channel: string,
    user: string,
    text: string,
    at: number,
    extra: Partial<SlackMessage> = {},
  ) => {
    const m: SlackMessage = { type: "message", channel, user, text, ts: ts(at, seq++), ...extra };
    messages.push(m);
    return m;
  };
  const thread = (parent: SlackMessage, replies: [string, string, number][]) => {
    const rs = replies.map(([u, text, at]) => post(parent.channel, u, text, at, { thread_ts: parent.ts }));
    parent.thread_ts = parent.ts;
    parent.reply_count = rs.length;
    parent.reply_users = [...new Set(rs.map((r) => r.user))];
    parent.latest_reply = rs[rs.length - 1].ts;
  };

  // Background traffic: 2025-07-03 .. 2025-09-30, weekdays busier.
  const start = epochOf("2025-07-03T00:00:00Z");
  const totalWeight = CHANNELS.reduce((a, c) => a + c[6], 0);
  for (let day = 0; day < 90; day++) {
    const dayStart = start + day * 86400;
    const dow = new Date(dayStart * 1000).getUTCDay();
    const n = dow === 0 || dow === 6 ? rng.int(2, 5) : rng.int(24, 30);
    const times = Array.from({ length: n }, () => dayStart + rng.int(7 * 3600, 19 * 3600)).sort(
      (a, b) => a - b,
    );
    for (const at of times) {
      const ch = rng.weighted(
        CHANNELS,
        CHANNELS.map((c) => c[6] / totalWeight),
      );
      const members = membersOf.get(ch[0]) ?? [];
      const user = rng.pick(members);
      const base = rng.pick(PHRASES[ch[1]]);
      const text = base.endsWith("/pull/") ? `${base}${rng.int(1200, 1999)}` : base;
      const m = post(ch[0], user, text, at);
      if (rng.chance(0.12)) {
        const k = rng.int(1, 5);
        thread(
          m,
          Array.from({ length: k }, (_, j) => [rng.pick(members), rng.pick(REPLIES), at + 300 * (j + 1)]),
        );
      }
      if (rng.chance(0.2)) {
        const who = rng.pick(members);
        m.reactions = [{ name: rng.pick(EMOJI), count: 1, users: [who] }];
      }
    }
  }
  // Today's morning (2025-10-01 before 09:00).
  const today = epochOf("2025-10-01T00:00:00Z");
  for (let k = 0; k < 6; k++) {
    const ch = CHANNELS[[2, 2, 0, 3, 8, 2][k]];
    post(ch[0], rng.pick(membersOf.get(ch[0]) ?? []), rng.pick(PHRASES[ch[1]]), today + 6 * 3600 + k * 1500);
  }

  // Fixed points.
  const releases = "C04RELSE7WM";
  const incidents = "C06INCDT9RZ";
  const priya = ID("priya.shah");
  const deploy = post(
    releases,
    priya,
    "Deploying v2.14.0 to production now :rocket: Please reply in this thread with any issues.",
    epochOf("2025-09-29T15:00:00Z"),
    {
      reactions: [
        {
          name: "rocket",
          count: 4,
          users: [ID("tom.becker"), ID("rosa.garcia"), ID("nora.adams"), ID("sam.patel")],
        },
      ],
    },
  );
  thread(deploy, [
    [
      ID("tom.becker"),
      "Seeing 502s on the checkout endpoint since the deploy",
      epochOf("2025-09-29T15:12:00Z"),
    ],
    [
      ID("rafael.silva"),
      "Confirmed, error rate at 8%. Opening an incident in #incidents",
      epochOf("2025-09-29T15:15:00Z"),
    ],
    [priya, "Pausing the rollout at 40%", epochOf("2025-09-29T15:17:00Z")],
    [ID("sam.patel"), "Root cause: missing env var for the payment gateway", epochOf("2025-09-29T16:02:00Z")],
    [ID("liam.obrien"), "Env var added, redeploying", epochOf("2025-09-29T16:20:00Z")],
    [priya, "v2.14.0 fully rolled out, all green :white_check_mark:", epochOf("2025-09-29T17:05:00Z")],
  ]);
  post(
    releases,
    priya,
    "v2.14.1 hotfix is scheduled for tomorrow 10:00 UTC",
    epochOf("2025-09-30T08:30:00Z"),
  );
  post(
    releases,
    priya,
    "v2.14.1 is live. Release notes: https://lumenlabs.io/changelog/2-14-1",
    epochOf("2025-09-30T10:40:00Z"),
  );
  post(
    releases,
    ID("deploybot"),
    "Deployed v2.14.1 to production (build 8812)",
    epochOf("2025-09-30T10:35:00Z"),
  );
  post(releases, ID("tom.becker"), "Thanks Priya, verified on prod", epochOf("2025-09-30T11:00:00Z"));
  const outage = post(
    incidents,
    ID("rafael.silva"),
    "SEV2: checkout outage after the v2.14.0 deploy, 502s on /checkout. Investigating.",
    epochOf("2025-09-29T15:16:00Z"),
  );
  thread(outage, [
    [ID("zara.ahmed"), "No sign of a security issue", epochOf("2025-09-29T15:30:00Z")],
    [ID("rafael.silva"), "Mitigated, outage over at 16:25 UTC", epochOf("2025-09-29T16:26:00Z")],
  ]);
  post(
    incidents,
    ID("james.okafor"),
    "Postmortem for Monday's checkout outage is scheduled for Thursday",
    epochOf("2025-09-30T09:10:00Z"),
  );
  post(
    incidents,
    ID("omar.khan"),
    "Support saw 37 tickets about the outage, all answered",
    epochOf("2025-09-30T14:00:00Z"),
  );
  post(
    incidents,
    ID("liam.obrien"),
    "Brief outage of the status page during the DNS change, back now",
    epochOf("2025-08-14T11:00:00Z"),
  );
  post(
    "C05DESGN2PL",
    ID("alice.chen"),
    "Design review of the new checkout flow on Thursday, please add comments to the Figma file",
    epochOf("2025-09-30T13:00:00Z"),
  );

  messages.sort((a, b) => Number(a.ts) - Number(b.ts));
  return { users, channels, messages };
}
