/**
 * Deterministic data of the "recruiting" fixture world: the applicant-tracking system of a product
 * company with offices in London, New York and remote staff, as a Greenhouse- or Lever-like vendor
 * stores it. Integer ids everywhere (departments 4001–4006, jobs 1–25, candidates 3001–3150,
 * applications 50001…, interviews 70001…, offers 90001…), people in `first_name`/`last_name`,
 * e-mail addresses in an `email_addresses` list, jobs named in `name` and tied to a department only
 * by `department_id`, a recruiter and a hiring manager by name, timestamps in ISO 8601 with a time
 * (`2025-09-18T14:30:00Z`), application `status` active / rejected / hired beside a free-text `stage`
 * ("Phone Screen", "Onsite" …), job `status` open / closed / draft, offer `status` pending / accepted /
 * declined.
 * Fixed points the questions name: job 12 "Backend Engineer" (Engineering 4001, London, open,
 * hiring manager Tom Okafor, recruiter Maya Chen); candidate Daniel Kim 3015 applied to job 12
 * (application 50002, active, stage "Onsite") with an onsite interview 2025-10-02T14:00:00Z
 * (tomorrow); Elena Varga 3020 hired on job 12 with an accepted offer 90001; two candidates named
 * Priya Shah (3041 at Brightwave, London; 3117 at Nordlicht, remote), each with applications; an
 * offer declined on 2025-10-01 (this quarter) and others declined in Q3. Nobody is named Helena
 * Brandvold. Everything else is seeded noise.
 * "Today" is 2025-10-01 (a Wednesday), the question suite's fixed date.
 */
import { createRng } from "@/demo/commerce/prng";

export const RECRUITING_TODAY = "2025-10-01";
export const APPLICATION_STATUSES = ["active", "rejected", "hired"] as const;
export const JOB_STATUSES = ["open", "closed", "draft"] as const;
export const OFFER_STATUSES = ["pending", "accepted", "declined"] as const;
export const INTERVIEW_STATUSES = ["scheduled", "completed", "cancelled"] as const;
export const STAGES = [
  "Application Review",
  "Phone Screen",
  "Technical Interview",
  "Onsite",
  "Offer",
] as const;

export interface Department {
  id: number;
  name: string;
  parent_id: number | null;
}
export interface Job {
  id: number;
  name: string;
  requisition_id: string;
  status: (typeof JOB_STATUSES)[number];
  department_id: number;
  office: string;
  hiring_manager: string;
  recruiter: string;
  openings: number;
  created_at: string;
  opened_at: string | null;
  closed_at: string | null;
  updated_at: string;
}
export interface Candidate {
  id: number;
  first_name: string;
  last_name: string;
  company: string | null;
  title: string | null;
  email_addresses: { value: string; type: "personal" | "work" }[];
  phone_numbers: { value: string; type: "mobile" }[];
  location: string;
  source: string;
  recruiter: string;
  tags: string[];
  application_ids: number[];
  created_at: string;
  updated_at: string;
}
export interface Application {
  id: number;
  candidate_id: number;
  job_id: number;
  status: (typeof APPLICATION_STATUSES)[number];
  stage: string;
  source: string;
  created_at: string;
  updated_at: string;
  rejected_at: string | null;
  rejection_reason: string | null;
}
export interface Interview {
  id: number;
  application_id: number;
  candidate_id: number;
  job_id: number;
  name: string;
  scheduled_at: string;
  duration_minutes: number;
  status: (typeof INTERVIEW_STATUSES)[number];
  interviewers: string[];
  location: string;
}
export interface Offer {
  id: number;
  application_id: number;
  candidate_id: number;
  job_id: number;
  status: (typeof OFFER_STATUSES)[number];
  salary: number;
  currency: "GBP" | "USD";
  start_date: string;
  created_at: string;
  sent_at: string;
  resolved_at: string | null;
  updated_at: string;
}
export interface RecruitingData {
  departments: Department[];
  jobs: Job[];
  candidates: Candidate[];
  applications: Application[];
  interviews: Interview[];
  offers: Offer[];
}

const FIRST = [
  "Oliver",
  "Amelia",
  "Noah",
  "Isla",
  "Leo",
  "Freya",
  "Arjun",
  "Zara",
  "Mateo",
  "Chloe",
  "Kenji",
  "Sienna",
  "Tobias",
  "Nia",
  "Felix",
  "Imani",
  "Rafael",
  "Astrid",
  "Omar",
  "Lena",
  "Callum",
  "Mira",
  "Jonas",
  "Aaliyah",
  "Declan",
  "Wen",
];
const LAST = [
  "Thompson",
  "Nakamura",
  "Oduya",
  "Lindgren",
  "Fernandes",
  "McAllister",
  "Rahimi",
  "Bianchi",
  "Kowalczyk",
  "Achterberg",
  "Quinlan",
  "Mbeki",
  "Sørensen",
  "Delacroix",
  "Hughes",
  "Vasquez",
  "Abara",
  "Whitcombe",
  "Ellison",
  "Takahashi",
];
const COMPANIES = [
  "Brightwave",
  "Nordlicht",
  "Kestrel Labs",
  "Oakline",
  "Parallax Health",
  "Cobalt Freight",
  "Lumen Bank",
  "Fathom Games",
  null,
];
const CAND_TITLES = [
  "Software Engineer",
  "Senior Software Engineer",
  "Product Manager",
  "Designer",
  "Account Executive",
  "Marketing Manager",
  "Data Analyst",
  "Recruiter",
  null,
];
const SOURCES = ["Referral", "LinkedIn", "Company Website", "Agency", "Indeed"];
const RECRUITERS = ["Maya Chen", "Jon Albright", "Rosa Delgado"];
const OFFICES = ["London", "New York", "Remote"];
const DEPARTMENTS: { id: number; name: string; managers: string[]; titles: string[] }[] = [
  {
    id: 4001,
    name: "Engineering",
    managers: ["Tom Okafor", "Linh Tran"],
    titles: [
      "Frontend Engineer",
      "Senior Frontend Engineer",
      "Site Reliability Engineer",
      "Data Engineer",
      "Engineering Manager",
      "Mobile Engineer",
      "QA Engineer",
    ],
  },
  { id: 4002, name: "Product", managers: ["Grace Muller"], titles: ["Product Manager", "Product Analyst"] },
  { id: 4003, name: "Design", managers: ["Ivo Petersen"], titles: ["Product Designer", "UX Researcher"] },
  {
    id: 4004,
    name: "Sales",
    managers: ["Brian Castillo"],
    titles: ["Account Executive", "Sales Development Representative", "Solutions Consultant"],
  },
  {
    id: 4005,
    name: "Marketing",
    managers: ["Aisha Rahman"],
    titles: ["Content Marketer", "Growth Marketer"],
  },
  { id: 4006, name: "People", managers: ["Karen Liu"], titles: ["Recruiter", "People Partner"] },
];
const INTERVIEWERS = ["Tom Okafor", "Linh Tran", "Sven Aberg", "Priti Desai", "Marcus Bell", "Grace Muller"];
const REJECTIONS = ["Lacking skills", "Compensation", "Hired someone else", "Withdrew", "Declined offer"];
/** The stage at which each interview is held, by the interview's name. */
const INTERVIEW_OF: Record<string, string> = {
  "Phone Screen": "Phone Screen",
  "Technical Interview": "Technical Interview",
  Onsite: "Onsite",
};

const pad = (n: number) => String(n).padStart(2, "0");
export function addDays(date: string, n: number): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
const at = (date: string, hh: number, mm = 0) => `${date.slice(0, 10)}T${pad(hh)}:${pad(mm)}:00Z`;
const min = (a: string, b: string) => (a < b ? a : b);
const max = (a: string, b: string) => (a > b ? a : b);
const LAST_DAY = "2025-09-30";

let cached: RecruitingData | undefined;
export function recruitingData(): RecruitingData {
  if (cached) return cached;
  const rng = createRng(2025_10_01);

  const departments: Department[] = DEPARTMENTS.map((d) => ({ id: d.id, name: d.name, parent_id: null }));

  // ---------------------------------------------------------------- jobs (25)
  const jobs: Job[] = [];
  for (let id = 1; id <= 25; id++) {
    if (id === 12) {
      jobs.push({
        id,
        name: "Backend Engineer",
        requisition_id: "REQ-0012",
        status: "open",
        department_id: 4001,
        office: "London",
        hiring_manager: "Tom Okafor",
        recruiter: "Maya Chen",
        openings: 2,
        created_at: at("2025-02-03", 9, 15),
        opened_at: at("2025-02-05", 10),
        closed_at: null,
        updated_at: at("2025-09-22", 16, 40),
      });
      continue;
    }
    const dept = rng.weighted(DEPARTMENTS, [9, 3, 3, 4, 3, 2]);
    const status = id === 24 || id === 25 ? "draft" : rng.weighted([...JOB_STATUSES], [12, 6, 0]);
    const created = addDays("2024-11-04", rng.int(0, 300));
    const opened = status === "draft" ? null : addDays(created, rng.int(0, 6));
    const closed = status === "closed" && opened ? min(addDays(opened, rng.int(40, 160)), LAST_DAY) : null;
    jobs.push({
      id,
      name: rng.pick(dept.titles),
      requisition_id: `REQ-${String(id).padStart(4, "0")}`,
      status,
      department_id: dept.id,
      office: rng.weighted(OFFICES, [5, 3, 3]),
      hiring_manager: rng.pick(dept.managers),
      recruiter: rng.pick(RECRUITERS),
      openings: rng.weighted([1, 2, 3], [7, 2, 1]),
      created_at: at(created, rng.int(8, 17), rng.int(0, 59)),
      opened_at: opened ? at(opened, 10) : null,
      closed_at: closed ? at(closed, 17) : null,
      updated_at: at(closed ?? max(opened ?? created, addDays(created, rng.int(5, 200))), 12),
    });
  }
  for (const j of jobs) if (j.updated_at.slice(0, 10) > LAST_DAY) j.updated_at = at(LAST_DAY, 12);
  const jobById = new Map(jobs.map((j) => [j.id, j]));
  const postable = jobs.filter((j) => j.status !== "draft");

  // ---------------------------------------------------------------- candidates (150)
  const candidates: Candidate[] = [];
  const used = new Set<string>(["Helena Brandvold", "Daniel Kim", "Elena Varga", "Priya Shah"]);
  const makeCandidate = (
    id: number,
    first: string,
    last: string,
    created: string,
    fixed: Partial<Candidate> = {},
  ): Candidate => {
    const company = fixed.company !== undefined ? fixed.company : rng.pick(COMPANIES);
    const c: Candidate = {
      id,
      first_name: first,
      last_name: last,
      company,
      title: fixed.title !== undefined ? fixed.title : rng.pick(CAND_TITLES),
      email_addresses: [
        {
          value:
            `${first}.${last}${id % 7 === 0 ? id % 100 : ""}@${rng.pick(["gmail.example", "outlook.example", "proton.example"])}`
              .toLowerCase()
              .replace(/[^a-z0-9.@]/g, ""),
          type: "personal",
        },
      ],
      phone_numbers: [{ value: `+44 7700 ${String(rng.int(100000, 999999))}`, type: "mobile" }],
      location:
        fixed.location ??
        rng.weighted(["London", "New York", "Manchester", "Remote", "Berlin"], [5, 3, 2, 2, 1]),
      source: fixed.source ?? rng.weighted(SOURCES, [3, 5, 3, 1, 2]),
      recruiter: fixed.recruiter ?? rng.pick(RECRUITERS),
      tags:
        rng.int(0, 4) === 0
          ? [rng.pick(["silver medalist", "relocation", "visa sponsorship", "returner"])]
          : [],
      application_ids: [],
      created_at: at(created, rng.int(7, 19), rng.int(0, 59)),
      updated_at: at(created, 20),
    };
    return c;
  };
  for (let id = 3001; id <= 3150; id++) {
    const created = addDays("2025-01-02", rng.int(0, 250));
    if (id === 3015) {
      candidates.push(
        makeCandidate(id, "Daniel", "Kim", "2025-07-28", {
          company: "Kestrel Labs",
          title: "Senior Software Engineer",
          location: "London",
          source: "Referral",
          recruiter: "Maya Chen",
        }),
      );
      continue;
    }
    if (id === 3020) {
      candidates.push(
        makeCandidate(id, "Elena", "Varga", "2025-05-12", {
          company: "Lumen Bank",
          title: "Software Engineer",
          location: "London",
          source: "LinkedIn",
          recruiter: "Maya Chen",
        }),
      );
      continue;
    }
    if (id === 3041 || id === 3117) {
      candidates.push(
        makeCandidate(id, "Priya", "Shah", id === 3041 ? "2025-04-09" : "2025-08-19", {
          company: id === 3041 ? "Brightwave" : "Nordlicht",
          title: id === 3041 ? "Product Manager" : "Data Analyst",
          location: id === 3041 ? "London" : "Remote",
        }),
      );
      continue;
    }
    let first = rng.pick(FIRST);
    let last = rng.pick(LAST);
    while (used.has(`${first} ${last}`)) {
      first = rng.pick(FIRST);
      last = rng.pick(LAST);
    }
    used.add(`${first} ${last}`);
    candidates.push(makeCandidate(id, first, last, created));
  }
  const candById = new Map(candidates.map((c) => [c.id, c]));

  // ---------------------------------------------------------------- applications, interviews, offers
  const applications: Application[] = [];
  const interviews: Interview[] = [];
  const offers: Offer[] = [];
  let nextApp = 50001;
  let nextInterview = 70001;
  let nextOffer = 90001;
  const interviewsFor = (a: Application, upTo: number, lastScheduled?: string) => {
    // One interview for each interview stage the application reached, the last one possibly ahead.
    let d = addDays(a.created_at, rng.int(3, 9));
    for (let s = 1; s <= Math.min(upTo, 3); s++) {
      const name = STAGES[s];
      const when = s === upTo && lastScheduled ? lastScheduled : at(d, rng.int(9, 16), rng.pick([0, 30]));
      const future = when.slice(0, 10) > LAST_DAY;
      interviews.push({
        id: nextInterview++,
        application_id: a.id,
        candidate_id: a.candidate_id,
        job_id: a.job_id,
        name: INTERVIEW_OF[name],
        scheduled_at: when,
        duration_minutes: name === "Onsite" ? 240 : name === "Phone Screen" ? 30 : 60,
        status: future ? "scheduled" : rng.int(0, 14) === 0 ? "cancelled" : "completed",
        interviewers:
          name === "Phone Screen" ? [rng.pick(RECRUITERS)] : [rng.pick(INTERVIEWERS), rng.pick(INTERVIEWERS)],
        location: name === "Onsite" ? (jobById.get(a.job_id)?.office ?? "London") : "Video call",
      });
      d = addDays(d, rng.int(4, 12));
    }
  };
  const apply = (
    candidate: Candidate,
    job: Job,
    created: string,
    status: Application["status"],
    stageIndex: number,
    extra: Partial<Application> = {},
  ): Application => {
    const a: Application = {
      id: nextApp++,
      candidate_id: candidate.id,
      job_id: job.id,
      status,
      stage: STAGES[stageIndex],
      source: candidate.source,
      created_at: created,
      updated_at: at(min(addDays(created, rng.int(2, 45)), LAST_DAY), rng.int(8, 18)),
      rejected_at: null,
      rejection_reason: null,
      ...extra,
    };
    if (a.status === "rejected") {
      a.rejected_at = a.rejected_at ?? a.updated_at;
      a.rejection_reason = a.rejection_reason ?? rng.weighted(REJECTIONS.slice(0, 4), [4, 2, 3, 2]);
    }
    applications.push(a);
    candidate.application_ids.push(a.id);
    if (candidate.updated_at < a.updated_at) candidate.updated_at = a.updated_at;
    return a;
  };
  const offerFor = (a: Application, status: Offer["status"], sent: string, resolved: string | null) => {
    const job = jobById.get(a.job_id) as Job;
    const base = job.department_id === 4001 ? 70000 : 50000;
    offers.push({
      id: nextOffer++,
      application_id: a.id,
      candidate_id: a.candidate_id,
      job_id: a.job_id,
      status,
      salary: Math.round((base + rng.int(0, 45000)) / 1000) * 1000,
      currency: job.office === "New York" ? "USD" : "GBP",
      start_date: addDays(resolved ?? sent, rng.int(21, 60)),
      created_at: at(addDays(sent, -1), 15),
      sent_at: at(sent, 11),
      resolved_at: resolved ? at(resolved, 16) : null,
      updated_at: at(resolved ?? sent, 16),
    });
  };

  // The fixed points first.
  const job12 = jobById.get(12) as Job;
  const elena = apply(candById.get(3020) as Candidate, job12, at("2025-05-14", 10, 5), "hired", 4, {
    updated_at: at("2025-07-02", 9),
  });
  interviewsFor(elena, 3);
  offerFor(elena, "accepted", "2025-06-20", "2025-06-24");
  const daniel = apply(candById.get(3015) as Candidate, job12, at("2025-08-01", 8, 45), "active", 3, {
    updated_at: at("2025-09-26", 15, 20),
  });
  interviewsFor(daniel, 3, at("2025-10-02", 14));
  const priyaA = candById.get(3041) as Candidate;
  const priyaB = candById.get(3117) as Candidate;
  apply(priyaA, jobById.get(3) ?? postable[0], at("2025-04-10", 9), "rejected", 1);
  apply(
    priyaA,
    postable.find((j) => j.department_id === 4002 && j.status === "open") ?? postable[1],
    at("2025-08-30", 13),
    "active",
    2,
  );
  apply(
    priyaB,
    postable.find((j) => j.id !== 12 && j.department_id === 4001 && j.status === "open") ?? postable[2],
    at("2025-08-20", 11),
    "active",
    1,
  );

  // Seeded noise: about two applications a candidate.
  for (const c of candidates) {
    if (c.application_ids.length > 0) continue;
    const n = rng.weighted([1, 2, 3], [2, 4, 5]);
    for (let k = 0; k < n; k++) {
      const job = rng.pick(postable);
      if (applications.some((a) => a.candidate_id === c.id && a.job_id === job.id)) continue;
      const opened = (job.opened_at ?? job.created_at).slice(0, 10);
      const from = max(max(opened, c.created_at.slice(0, 10)), "2025-01-06");
      const until = job.closed_at ? job.closed_at.slice(0, 10) : LAST_DAY;
      if (from > until) continue;
      const span = Math.max(0, Math.round((Date.parse(until) - Date.parse(from)) / 86_400_000));
      const created = at(addDays(from, rng.int(0, span)), rng.int(7, 22), rng.int(0, 59));
      const age = (Date.parse(LAST_DAY) - Date.parse(created.slice(0, 10))) / 86_400_000;
      const closedJob = job.status === "closed";
      const status: Application["status"] = closedJob
        ? rng.weighted(["rejected", "hired"], [6, 1])
        : age > 60
          ? rng.weighted(["active", "rejected", "hired"], [3, 7, 1])
          : rng.weighted(["active", "rejected"], [7, 3]);
      const stage =
        status === "hired"
          ? 4
          : status === "rejected"
            ? rng.weighted([0, 1, 2, 3, 4], [4, 4, 2, 2, 1])
            : rng.weighted([0, 1, 2, 3, 4], [5, 4, 2, 2, 1]);
      const a = apply(c, job, created, status, stage);
      // An active application at an interview stage may have that interview ahead (this week or next).
      const ahead =
        status === "active" && stage >= 1 && stage <= 3 && rng.int(0, 2) === 0
          ? at(addDays("2025-10-01", rng.int(0, 9)), rng.int(9, 16), rng.pick([0, 30]))
          : undefined;
      interviewsFor(a, stage, ahead);
      if (stage === 4) {
        const sent = min(addDays(created, rng.int(20, 40)), LAST_DAY);
        if (status === "hired") offerFor(a, "accepted", sent, min(addDays(sent, rng.int(1, 5)), LAST_DAY));
        else if (status === "active") offerFor(a, "pending", sent, null);
        else {
          const resolved = min(addDays(sent, rng.int(2, 8)), LAST_DAY);
          a.rejection_reason = "Declined offer";
          a.rejected_at = at(resolved, 16);
          a.updated_at = a.rejected_at;
          offerFor(a, "declined", sent, resolved);
        }
      }
    }
  }
  // An offer declined today (this quarter), one still pending on the Backend Engineer job.
  const late = applications.find((a) => a.status === "active" && a.stage === "Offer" && a.job_id !== 12);
  const lateOffer = late && offers.find((o) => o.application_id === late.id);
  if (late && lateOffer) {
    late.status = "rejected";
    late.rejection_reason = "Declined offer";
    late.rejected_at = at("2025-10-01", 9, 30);
    late.updated_at = late.rejected_at;
    lateOffer.status = "declined";
    lateOffer.resolved_at = at("2025-10-01", 9, 30);
    lateOffer.updated_at = lateOffer.resolved_at;
  }
  applications.sort((a, b) => a.id - b.id);
  interviews.sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at) || a.id - b.id);
  offers.sort((a, b) => a.id - b.id);
  cached = { departments, jobs, candidates, applications, interviews, offers };
  return cached;
}
