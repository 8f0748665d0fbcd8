/**
 * Deterministic data of the "mail" fixture world: one person's mailbox in the shape of the public
 * Gmail MCP servers. The owner is Sam Rivera <sam.rivera@northwind.example> (product manager at
 * Northwind). ~400 messages from 2025-07-01 to the suite's "now", 2025-10-01 10:00 UTC (AGENT_TODAY),
 * seeded (one PRNG, no Math.random).
 *
 * Fixed points the questions name:
 * - Two people called Anna: Anna Schmidt <anna.schmidt@northwind.example> (colleague, label work) and
 *   Anna Kowalski <anna.kowalski@gmail.com> (friend). Both wrote last week (2025-09-22 … 09-26).
 * - Two called Tom: Tom Becker <tom.becker@northwind.example> (engineering) and Tom Hughes
 *   <tom@hughesplumbing.example> (the plumber). Ben Carter is Sam's manager; Priya Patel a designer;
 *   Lucia Fernandez <lucia.fernandez@acme-corp.example> the client; Marco Rossi finance at Northwind.
 * - The invoice thread: "Invoice INV-2025-0917 for September services" from Lucia (2025-09-29, PDF
 *   attached, unread, label work), Sam's reply, and Marco's unread "Re: Invoice INV-2025-0917 …"
 *   (2025-09-30) asking about the PO number.
 * - Stripe receipts <receipts@stripe.com> on the 1st of each month (Jul–Oct), each with a PDF, label
 *   receipts; the October one arrived today 08:02.
 * - Harbor Bank <alerts@harborbank.example>: monthly statements (PDF) and card alerts, label finance; the
 *   latest is "Your September statement is ready" (2025-09-30 07:15).
 * - The offsite thread "Q4 offsite in Lisbon - agenda" (five messages 2025-09-15 … 09-24, Ben, Anna
 *   Schmidt, Priya, Sam; label work, starred); an agenda PDF on the first message.
 * - SkyJet Airways bookings (label travel): a booking in August (Porto trip, Aug 14–18) and the Lisbon
 *   booking (2025-09-18), and an online check-in reminder today 06:30 (label travel, unread).
 * - Yesterday (2025-09-30): eight messages; today (before 10:00): five.
 * - Three drafts. Nothing in the mailbox from Netflix, from a dentist, or about a mortgage.
 */
import { createHash } from "node:crypto";
import { createRng } from "@/demo/commerce/prng";

export const MAIL_NOW_MS = Date.parse("2025-10-01T10:00:00.000Z");
export const OWNER = { name: "Sam Rivera", email: "sam.rivera@northwind.example" };

export interface Person {
  name: string;
  email: string;
}
export interface Attachment {
  filename: string;
  mimeType: string;
  size: number;
  attachmentId: string;
}
export interface Message {
  id: string;
  threadId: string;
  from: Person;
  to: Person[];
  cc: Person[];
  subject: string;
  body: string;
  /** Epoch ms. */
  date: number;
  labelIds: string[];
  attachments: Attachment[];
}
export interface Label {
  id: string;
  name: string;
  type: "system" | "user";
}
export interface Draft {
  id: string;
  message: Message;
}

export const SYSTEM_LABELS = [
  "INBOX",
  "SENT",
  "DRAFT",
  "SPAM",
  "TRASH",
  "STARRED",
  "UNREAD",
  "IMPORTANT",
  "CATEGORY_PERSONAL",
  "CATEGORY_SOCIAL",
  "CATEGORY_PROMOTIONS",
  "CATEGORY_UPDATES",
  "CATEGORY_FORUMS",
];
export const USER_LABELS: Label[] = [
  { id: "Label_1", name: "work", type: "user" },
  { id: "Label_2", name: "receipts", type: "user" },
  { id: "Label_3", name: "travel", type: "user" },
  { id: "Label_4", name: "family", type: "user" },
  { id: "Label_5", name: "newsletters", type: "user" },
  { id: "Label_6", name: "finance", type: "user" },
];
const L = Object.fromEntries(USER_LABELS.map((l) => [l.name, l.id])) as Record<string, string>;

const P = {
  annaS: { name: "Anna Schmidt", email: "anna.schmidt@northwind.example" },
  annaK: { name: "Anna Kowalski", email: "anna.kowalski@gmail.com" },
  tomB: { name: "Tom Becker", email: "tom.becker@northwind.example" },
  tomH: { name: "Tom Hughes", email: "tom@hughesplumbing.example" },
  ben: { name: "Ben Carter", email: "ben.carter@northwind.example" },
  priya: { name: "Priya Patel", email: "priya.patel@northwind.example" },
  lucia: { name: "Lucia Fernandez", email: "lucia.fernandez@acme-corp.example" },
  marco: { name: "Marco Rossi", email: "marco.rossi@northwind.example" },
  hr: { name: "Northwind People Team", email: "people@northwind.example" },
  stripe: { name: "Stripe", email: "receipts@stripe.com" },
  bank: { name: "Harbor Bank", email: "alerts@harborbank.example" },
  skyjet: { name: "SkyJet Airways", email: "bookings@skyjet.example" },
  stay: { name: "StayAway", email: "reservations@stayaway.example" },
  github: { name: "GitHub", email: "notifications@github.com" },
  linkedin: { name: "LinkedIn", email: "messages-noreply@linkedin.com" },
  brief: { name: "The Morning Brief", email: "newsletter@morningbrief.example" },
  product: { name: "Product Weekly", email: "hello@productweekly.example" },
  mum: { name: "Helen Rivera", email: "helen.rivera@fastmail.example" },
  dan: { name: "Dan Rivera", email: "dan.rivera@gmail.com" },
  shop: { name: "Outfield Store", email: "offers@outfield.example" },
  grocer: { name: "FreshBox", email: "orders@freshbox.example" },
  gym: { name: "CityGym", email: "members@citygym.example" },
  calendar: { name: "Google Calendar", email: "calendar-notification@google.com" },
} satisfies Record<string, Person>;

const hex = (seed: string, n = 16) => createHash("sha256").update(seed).digest("hex").slice(0, n);

let built: { messages: Message[]; drafts: Draft[] } | undefined;

/** The mailbox, built once (deterministic). */
export function mailData(): { messages: Message[]; drafts: Draft[] } {
  if (built) return built;
  const rng = createRng(20251001);
  const messages: Message[] = [];
  const at = (day: string, time: string) => Date.parse(`${day}T${time}:00.000Z`);
  let seq = 0;
  const add = (m: {
    from: Person;
    to?: Person[];
    cc?: Person[];
    subject: string;
    body: string;
    date: number;
    labels?: string[];
    unread?: boolean;
    starred?: boolean;
    important?: boolean;
    category?: string;
    attachments?: [string, string, number][];
    thread?: Message;
  }): Message => {
    seq++;
    const id = hex(`mail-${seq}`);
    const sent = m.from.email === OWNER.email;
    const labelIds = [
      ...(sent ? ["SENT"] : ["INBOX"]),
      ...(m.unread && !sent ? ["UNREAD"] : []),
      ...(m.starred ? ["STARRED"] : []),
      ...(m.important ? ["IMPORTANT"] : []),
      ...(!sent ? [m.category ?? "CATEGORY_PERSONAL"] : []),
      ...(m.labels ?? []).map((l) => L[l] ?? l),
    ];
    const msg: Message = {
      id,
      threadId: m.thread?.threadId ?? id,
      from: m.from,
      to: m.to ?? [OWNER],
      cc: m.cc ?? [],
      subject: m.subject,
      body: m.body,
      date: m.date,
      labelIds,
      attachments: (m.attachments ?? []).map(([filename, mimeType, size], i) => ({
        filename,
        mimeType,
        size,
        attachmentId: `ANGjdJ${hex(`att-${seq}-${i}`, 24)}`,
      })),
    };
    messages.push(msg);
    return msg;
  };
  const pdf = "application/pdf";

  // --- Fixed points -------------------------------------------------------------------------------
  // The offsite thread.
  const off = add({
    from: P.ben,
    to: [OWNER, P.annaS, P.priya, P.tomB],
    subject: "Q4 offsite in Lisbon - agenda",
    body: "Hi all,\n\nThe Q4 offsite is confirmed for 20-22 October in Lisbon. Draft agenda attached: day one roadmap review, day two customer sessions, day three planning. Please book your flights by Friday and send me any agenda items.\n\nBen",
    date: at("2025-09-15", "09:12"),
    labels: ["work"],
    starred: true,
    important: true,
    attachments: [["Q4-offsite-agenda.pdf", pdf, 182_344]],
  });
  add({
    from: P.annaS,
    to: [P.ben, OWNER, P.priya, P.tomB],
    subject: "Re: Q4 offsite in Lisbon - agenda",
    body: "Thanks Ben. Could we add a session on the onboarding metrics on day two? I can present the funnel numbers. Also, is the hotel near the venue?\n\nAnna",
    date: at("2025-09-16", "08:40"),
    labels: ["work"],
    thread: off,
  });
  add({
    from: P.priya,
    to: [P.ben, OWNER, P.annaS, P.tomB],
    subject: "Re: Q4 offsite in Lisbon - agenda",
    body: "+1 to Anna's session. I'd like 30 minutes for the design system update. I'll be arriving late on the 19th.",
    date: at("2025-09-17", "14:05"),
    labels: ["work"],
    thread: off,
  });
  add({
    from: OWNER,
    to: [P.ben, P.annaS, P.priya, P.tomB],
    subject: "Re: Q4 offsite in Lisbon - agenda",
    body: "Booked my flights (SkyJet, arriving 19 Oct). Happy to run the planning session on day three.\n\nSam",
    date: at("2025-09-18", "18:22"),
    labels: ["work"],
    thread: off,
  });
  add({
    from: P.ben,
    to: [OWNER, P.annaS, P.priya, P.tomB],
    subject: "Re: Q4 offsite in Lisbon - agenda",
    body: "Final agenda: day one roadmap, day two onboarding metrics (Anna) and design system (Priya), day three planning (Sam). Hotel is the Lumen, a 5 minute walk from the venue. Dinner on the 21st is booked.",
    date: at("2025-09-24", "16:48"),
    labels: ["work"],
    starred: true,
    thread: off,
  });

  // The invoice thread.
  const inv = add({
    from: P.lucia,
    to: [OWNER],
    cc: [P.marco],
    subject: "Invoice INV-2025-0917 for September services",
    body: "Hello Sam,\n\nPlease find attached invoice INV-2025-0917 for the September consulting services, total EUR 12,400.00, payable within 30 days. Let me know if you need a purchase order number on it.\n\nBest regards,\nLucia Fernandez\nAcme Corp",
    date: at("2025-09-29", "10:31"),
    labels: ["work"],
    unread: true,
    important: true,
    attachments: [["INV-2025-0917.pdf", pdf, 94_210]],
  });
  add({
    from: OWNER,
    to: [P.lucia],
    cc: [P.marco],
    subject: "Re: Invoice INV-2025-0917 for September services",
    body: "Thanks Lucia, received. Marco from finance will confirm the PO number.\n\nSam",
    date: at("2025-09-29", "15:02"),
    labels: ["work"],
    thread: inv,
  });
  add({
    from: P.marco,
    to: [OWNER, P.lucia],
    subject: "Re: Invoice INV-2025-0917 for September services",
    body: "Hi both, the PO number is PO-88213. Lucia, could you reissue the invoice with the PO on it? Payment run is on 10 October.\n\nMarco",
    date: at("2025-09-30", "11:47"),
    labels: ["work"],
    unread: true,
    thread: inv,
  });
  add({
    from: P.lucia,
    to: [OWNER],
    subject: "Invoice INV-2025-0812 for August services",
    body: "Hello Sam,\n\nAttached is invoice INV-2025-0812 for August, total EUR 11,950.00.\n\nBest regards,\nLucia",
    date: at("2025-08-29", "09:15"),
    labels: ["work"],
    attachments: [["INV-2025-0812.pdf", pdf, 91_870]],
  });

  // Stripe receipts on the 1st of each month.
  const receiptNo = ["1408-2231", "1512-8873", "1620-4410", "1733-0968"];
  ["2025-07-01", "2025-08-01", "2025-09-01", "2025-10-01"].forEach((day, i) => {
    const month = new Date(`${day}T00:00:00Z`).toLocaleString("en-US", { month: "long", timeZone: "UTC" });
    add({
      from: P.stripe,
      subject: `Your receipt from Northwind Cloud #${receiptNo[i]}`,
      body: `Receipt #${receiptNo[i]}\nAmount paid: $49.00\nDate paid: ${month} 1, 2025\nPayment method: Visa ending 4242\nSummary: Northwind Cloud Team plan (monthly)`,
      date: at(day, "08:02"),
      labels: ["receipts"],
      unread: i === 3,
      category: "CATEGORY_UPDATES",
      attachments: [[`Receipt-${receiptNo[i]}.pdf`, pdf, 38_400 + i * 120]],
    });
  });

  // Harbor Bank.
  [
    ["2025-07-31", "July"],
    ["2025-08-31", "August"],
    ["2025-09-30", "September"],
  ].forEach(([day, month]) => {
    add({
      from: P.bank,
      subject: `Your ${month} statement is ready`,
      body: `Your ${month} 2025 statement for the account ending 7781 is ready. Closing balance: see the attached statement.`,
      date: at(day as string, "07:15"),
      labels: ["finance"],
      unread: day === "2025-09-30",
      category: "CATEGORY_UPDATES",
      attachments: [[`Statement-${month}-2025.pdf`, pdf, 120_500]],
    });
  });
  [
    ["2025-07-19", "You spent $182.40 at FreshBox"],
    ["2025-08-09", "Large purchase alert: $1,240.00 at SkyJet Airways"],
    ["2025-09-18", "Large purchase alert: $612.00 at SkyJet Airways"],
    ["2025-09-26", "New device signed in to online banking"],
  ].forEach(([day, subject]) => {
    add({
      from: P.bank,
      subject: subject as string,
      body: `${subject}. If this wasn't you, call us on the number on the back of your card.`,
      date: at(day as string, "12:20"),
      labels: ["finance"],
      category: "CATEGORY_UPDATES",
    });
  });

  // Travel.
  add({
    from: P.skyjet,
    subject: "Booking confirmed: London to Porto, 14 Aug (ref KX7P2Q)",
    body: "Your booking KX7P2Q is confirmed. Outbound SJ412 London Gatwick 07:05 to Porto 09:40 on 14 August; return SJ417 on 18 August. E-tickets attached.",
    date: at("2025-08-09", "12:14"),
    labels: ["travel"],
    category: "CATEGORY_UPDATES",
    attachments: [["eticket-KX7P2Q.pdf", pdf, 66_012]],
  });
  add({
    from: P.stay,
    subject: "Your stay in Porto is confirmed",
    body: "Reservation 55123908 at Casa Ribeira, Porto, 14-18 August, 4 nights. Check-in from 15:00.",
    date: at("2025-08-10", "19:40"),
    labels: ["travel"],
    category: "CATEGORY_UPDATES",
  });
  add({
    from: P.skyjet,
    subject: "Booking confirmed: London to Lisbon, 19 Oct (ref M4TR8L)",
    body: "Your booking M4TR8L is confirmed. Outbound SJ220 London Heathrow 14:10 to Lisbon 16:45 on 19 October; return SJ225 on 22 October. E-tickets attached.",
    date: at("2025-09-18", "12:09"),
    labels: ["travel"],
    starred: true,
    category: "CATEGORY_UPDATES",
    attachments: [["eticket-M4TR8L.pdf", pdf, 65_870]],
  });
  add({
    from: P.stay,
    subject: "Your stay in Lisbon is confirmed",
    body: "Reservation 55190417 at Hotel Lumen, Lisbon, 19-22 October, 3 nights.",
    date: at("2025-09-19", "09:03"),
    labels: ["travel"],
    category: "CATEGORY_UPDATES",
  });
  add({
    from: P.skyjet,
    subject: "Online check-in reminder: trip M4TR8L",
    body: "Online check-in for SJ220 to Lisbon opens 30 days before departure. Choose your seat now.",
    date: at("2025-10-01", "06:30"),
    labels: ["travel"],
    unread: true,
    category: "CATEGORY_UPDATES",
  });

  // Both Annas last week; Tom Hughes about the boiler.
  add({
    from: P.annaS,
    subject: "Onboarding funnel numbers for the offsite",
    body: "Hi Sam, here are the funnel numbers for my offsite session: signup to activation is 41%, up from 36% in Q2. Slides attached.\n\nAnna",
    date: at("2025-09-23", "10:05"),
    labels: ["work"],
    attachments: [
      [
        "onboarding-funnel-q3.pptx",
        "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        2_310_422,
      ],
    ],
  });
  add({
    from: P.annaK,
    subject: "Dinner on Saturday?",
    body: "Hey Sam! Are you free for dinner on Saturday? Thinking of the new Georgian place on Ash Street, 7:30. Let me know!\n\nAnna x",
    date: at("2025-09-24", "19:33"),
    unread: true,
  });
  add({
    from: P.annaK,
    subject: "Photos from the lake",
    body: "Finally sorted the photos from the lake weekend. A few of my favourites are attached!",
    date: at("2025-09-26", "21:10"),
    attachments: [
      ["lake-1.jpg", "image/jpeg", 1_840_221],
      ["lake-2.jpg", "image/jpeg", 2_016_930],
    ],
  });
  add({
    from: P.annaS,
    subject: "Quick question about the roadmap doc",
    body: "Sam, is the roadmap doc in the shared drive the latest version? I want to reference it in my session.",
    date: at("2025-09-26", "11:20"),
    labels: ["work"],
    unread: true,
  });
  add({
    from: P.tomH,
    subject: "Boiler service quote",
    body: "Hi Sam, following the visit, the quote for the boiler service and the new valve is £240 including VAT. I can do Thursday 9 October. Quote attached.\n\nTom Hughes\nHughes Plumbing",
    date: at("2025-09-25", "16:02"),
    unread: true,
    attachments: [["quote-0925.pdf", pdf, 48_233]],
  });
  add({
    from: P.tomB,
    subject: "Release 4.2 is out",
    body: "Heads up: release 4.2 shipped this morning with the new export flow. Release notes in the wiki.",
    date: at("2025-09-30", "09:05"),
    labels: ["work"],
  });

  // Yesterday (2025-09-30): bank statement, Marco's reply, Tom's release note (above) and five more.
  add({
    from: P.ben,
    subject: "1:1 moved to Thursday",
    body: "Hi Sam, I need to move our 1:1 to Thursday 2pm. Same room.",
    date: at("2025-09-30", "13:30"),
    labels: ["work"],
  });
  add({
    from: P.brief,
    subject: "The Morning Brief: markets wobble, rates on hold",
    body: "Good morning. Markets wobbled on Tuesday as central banks held rates...",
    date: at("2025-09-30", "06:00"),
    labels: ["newsletters"],
    category: "CATEGORY_PROMOTIONS",
  });
  add({
    from: P.mum,
    subject: "Sunday lunch",
    body: "Hello love, are you and Dan coming for Sunday lunch this week? Let me know so I can plan. Mum x",
    date: at("2025-09-30", "17:45"),
    labels: ["family"],
    unread: true,
  });
  add({
    from: P.github,
    subject: "[northwind/web] Fix export timeout (#1842)",
    body: "tom-becker requested your review on northwind/web#1842.",
    date: at("2025-09-30", "15:16"),
    category: "CATEGORY_UPDATES",
  });
  add({
    from: P.shop,
    subject: "Autumn sale: 30% off jackets",
    body: "Our autumn sale starts now: 30% off jackets and boots until Sunday.",
    date: at("2025-09-30", "10:00"),
    category: "CATEGORY_PROMOTIONS",
  });

  // Today (before 10:00): the Stripe receipt, the check-in reminder (above) and three more.
  add({
    from: P.brief,
    subject: "The Morning Brief: October starts",
    body: "Good morning. October opens with...",
    date: at("2025-10-01", "06:00"),
    labels: ["newsletters"],
    unread: true,
    category: "CATEGORY_PROMOTIONS",
  });
  add({
    from: P.hr,
    subject: "Open enrolment for benefits closes 15 October",
    body: "Reminder: open enrolment for 2026 benefits runs until 15 October. Review your choices in the HR portal.",
    date: at("2025-10-01", "08:30"),
    labels: ["work"],
    unread: true,
    important: true,
  });
  add({
    from: P.priya,
    subject: "Design review notes",
    body: "Notes from yesterday's design review are in the doc. Main open question: the empty states on the export page.",
    date: at("2025-10-01", "09:12"),
    labels: ["work"],
    unread: true,
  });

  // --- Seeded noise: Jul 1 … Sep 29 -------------------------------------------------------------------
  const work = [
    [P.ben, ["Weekly priorities", "Roadmap review prep", "Headcount plan", "Quarterly goals draft"]],
    [
      P.annaS,
      ["Onboarding experiment results", "Activation dashboard", "User interviews recap", "Cohort analysis"],
    ],
    [P.priya, ["New mockups for settings", "Design system tokens", "Usability test schedule"]],
    [P.tomB, ["Sprint demo", "API rate limits", "Incident follow-up", "Migration plan"]],
    [P.marco, ["Budget forecast Q4", "Expense report reminder", "Vendor payments"]],
    [P.lucia, ["Project status update", "Statement of work changes", "Workshop follow-up"]],
    [P.hr, ["Team social next Friday", "Policy update: remote work", "Payroll calendar"]],
  ] as const;
  const personal = [
    [P.annaK, ["Coffee this week?", "Book club pick", "Saw this and thought of you"]],
    [P.mum, ["Weekend plans", "Photos from the garden", "Call me when you can"]],
    [P.dan, ["Football on Sunday?", "Dad's birthday present", "Car insurance renewal"]],
  ] as const;
  const automated = [
    [
      P.github,
      [
        "[northwind/web] CI failed on main",
        "[northwind/api] New issue opened",
        "[northwind/web] Review requested",
      ],
    ],
    [
      P.linkedin,
      ["You appeared in 9 searches this week", "New connection request", "Jobs you may be interested in"],
    ],
    [P.brief, ["The Morning Brief: daily digest"]],
    [P.product, ["Product Weekly #", "Product Weekly #"]],
    [P.shop, ["New arrivals", "Members' weekend offer", "Last chance: summer sale"]],
    [P.grocer, ["Your FreshBox order is on its way", "Your FreshBox receipt"]],
    [P.gym, ["Your class booking", "October timetable"]],
    [P.calendar, ["Invitation: Sprint planning", "Updated invitation: Design review"]],
  ] as const;
  const words = [
    "let me know what you think",
    "see the notes below",
    "can we talk about this tomorrow",
    "thanks for the quick turnaround",
    "following up on our conversation",
    "no rush on this",
    "I've put the details in the doc",
  ];
  const start = Date.parse("2025-07-01T00:00:00Z");
  const end = Date.parse("2025-09-29T00:00:00Z");
  let issue = 180;
  for (let day = start; day < end; day += 86_400_000) {
    const weekday = new Date(day).getUTCDay();
    const count = weekday === 0 || weekday === 6 ? rng.int(1, 3) : rng.int(3, 6);
    for (let k = 0; k < count; k++) {
      const kind = rng.weighted(
        ["work", "personal", "auto"],
        weekday === 0 || weekday === 6 ? [0, 3, 5] : [5, 1, 4],
      );
      const date = day + rng.int(7 * 60, 21 * 60) * 60_000;
      if (kind === "work") {
        const [from, subjects] = rng.pick(work);
        add({
          from,
          cc: rng.chance(0.3) ? [P.ben] : [],
          subject: rng.pick(subjects),
          body: `Hi Sam,\n\n${rng.pick(words)}.\n\n${from.name.split(" ")[0]}`,
          date,
          labels: ["work"],
          unread: rng.chance(0.08),
          starred: rng.chance(0.06),
          attachments: rng.chance(0.15)
            ? [
                [
                  `notes-${hex(`n${date}`, 4)}.docx`,
                  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                  rng.int(20_000, 400_000),
                ],
              ]
            : [],
        });
        if (rng.chance(0.2))
          add({
            from: OWNER,
            to: [from],
            subject: "Re: previous",
            body: `Thanks ${from.name.split(" ")[0]}, ${rng.pick(words)}.\n\nSam`,
            date: date + rng.int(20, 180) * 60_000,
            labels: ["work"],
            thread: messages.at(-1),
          });
      } else if (kind === "personal") {
        const [from, subjects] = rng.pick(personal);
        add({
          from,
          subject: rng.pick(subjects),
          body: `${rng.pick(words)}!`,
          date,
          labels: from === P.annaK ? [] : ["family"],
          unread: rng.chance(0.1),
          starred: rng.chance(0.05),
          attachments: rng.chance(0.1)
            ? [[`IMG_${rng.int(1000, 9999)}.jpg`, "image/jpeg", rng.int(900_000, 3_000_000)]]
            : [],
        });
      } else {
        const [from, subjects] = rng.pick(automated);
        let subject: string = rng.pick(subjects);
        if (subject === "Product Weekly #") subject = `Product Weekly #${issue++}`;
        add({
          from,
          subject,
          body: `${subject}. View in your browser. Unsubscribe.`,
          date,
          labels:
            from === P.brief || from === P.product ? ["newsletters"] : from === P.grocer ? ["receipts"] : [],
          unread: rng.chance(0.25),
          category:
            from === P.shop || from === P.brief || from === P.product
              ? "CATEGORY_PROMOTIONS"
              : from === P.linkedin
                ? "CATEGORY_SOCIAL"
                : "CATEGORY_UPDATES",
        });
      }
    }
  }
  // A reply's subject is its thread's first subject with "Re: ".
  for (const m of messages)
    if (m.subject === "Re: previous") {
      const first = messages.find((x) => x.id === m.threadId);
      m.subject = `Re: ${first?.subject ?? ""}`;
    }
  messages.sort((a, b) => a.date - b.date);

  const drafts: Draft[] = [
    {
      from: OWNER,
      to: [P.ben],
      subject: "Offsite: planning session outline",
      body: "Ben, rough outline for day three: 1) review the Q4 goals, 2) pick three bets, 3) owners and dates.",
      date: at("2025-09-25", "17:40"),
    },
    {
      from: OWNER,
      to: [P.tomH],
      subject: "Re: Boiler service quote",
      body: "Hi Tom, Thursday 9 October works. Could you come after 10am?",
      date: at("2025-09-26", "08:15"),
    },
    {
      from: OWNER,
      to: [P.annaK],
      subject: "Re: Dinner on Saturday?",
      body: "Yes! 7:30 works. See you there.",
      date: at("2025-09-27", "10:02"),
    },
  ].map((d, i) => ({
    id: `r-${hex(`draft-${i}`, 19)}`,
    message: {
      id: hex(`draft-msg-${i}`),
      threadId: hex(`draft-msg-${i}`),
      from: d.from,
      to: d.to,
      cc: [],
      subject: d.subject,
      body: d.body,
      date: d.date,
      labelIds: ["DRAFT"],
      attachments: [],
    },
  }));
  built = { messages, drafts };
  return built;
}

/** RFC 2822 date as Gmail's headers write it: "Tue, 30 Sep 2025 11:47:00 +0000". */
export function rfc2822(ms: number): string {
  const d = new Date(ms);
  const days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${days[d.getUTCDay()]}, ${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`;
}

export const personText = (p: Person) => `${p.name} <${p.email}>`;
