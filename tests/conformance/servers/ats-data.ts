/**
 * Deterministic data of the "ats" fixture world: the applicant-tracking backend of a mid-size
 * software company (offices in Austin, Denver, Chicago and remote). Ids are plain integers, people
 * carry one `name` field, enum values are lowercase with spaces (`phone screen`, `on hold`,
 * `job board`), dates are ISO (`2025-09-18`, interviews `2025-09-18T15:00:00Z`), salaries in whole
 * US dollars per year.
 * Fixed points the questions name: candidate Priya Natarajan 1015 (Austin, referral) applied to job
 * 12 "Senior Backend Engineer" (Engineering, Austin, open, hiring manager Dana Okoye 7) — application
 * 5003, stage "onsite", applied 2025-08-04, with a completed phone screen and an onsite interview
 * scheduled 2025-10-03; Tom Becker 1020 holds an accepted offer 9001 on job 12 ($182,000). Two
 * candidates named Jordan Lee (1042 Denver, 1187 Chicago), each with applications. Nobody is named
 * Marcus Whitfield. Everything else is seeded noise.
 * "Today" is 2025-10-01, the question suite's fixed date.
 */
import { createRng } from "@/demo/commerce/prng";

export const ATS_TODAY = "2025-10-01";
export const ATS_JOB_STATUSES = ["open", "on hold", "closed", "filled"] as const;
export const ATS_DEPARTMENTS = [
  "engineering",
  "product",
  "design",
  "sales",
  "marketing",
  "customer success",
  "finance",
  "people ops",
] as const;
export const ATS_LOCATIONS = ["Austin", "Denver", "Chicago", "Remote"] as const;
export const ATS_EMPLOYMENT_TYPES = ["full time", "part time", "contract", "internship"] as const;
export const ATS_SOURCES = ["referral", "linkedin", "job board", "agency", "career site"] as const;
export const ATS_STAGES = [
  "applied",
  "phone screen",
  "onsite",
  "offer",
  "hired",
  "rejected",
  "withdrawn",
] as const;
export const ATS_INTERVIEW_TYPES = ["phone screen", "technical", "onsite", "culture fit"] as const;
export const ATS_INTERVIEW_STATUSES = ["scheduled", "completed", "cancelled", "no show"] as const;
export const ATS_OFFER_STATUSES = ["draft", "extended", "accepted", "declined", "rescinded"] as const;

export interface AtsManager {
  id: number;
  name: string;
  email: string;
  department: (typeof ATS_DEPARTMENTS)[number];
  title: string;
}
export interface AtsJob {
  id: number;
  title: string;
  department: (typeof ATS_DEPARTMENTS)[number];
  location: (typeof ATS_LOCATIONS)[number];
  employment_type: (typeof ATS_EMPLOYMENT_TYPES)[number];
  status: (typeof ATS_JOB_STATUSES)[number];
  hiring_manager_id: number;
  salary_min: number;
  salary_max: number;
  openings: number;
  opened_at: string;
  closed_at: string | null;
}
export interface AtsCandidate {
  id: number;
  name: string;
  email: string;
  phone: string;
  location: string;
  current_title: string;
  source: (typeof ATS_SOURCES)[number];
  created_at: string;
}
export interface AtsApplication {
  id: number;
  candidate_id: number;
  candidate_name: string;
  job_id: number;
  job_title: string;
  stage: (typeof ATS_STAGES)[number];
  applied_at: string;
  updated_at: string;
  rejection_reason: string | null;
}
export interface AtsInterview {
  id: number;
  application_id: number;
  candidate_id: number;
  candidate_name: string;
  job_id: number;
  type: (typeof ATS_INTERVIEW_TYPES)[number];
  interviewer: string;
  scheduled_at: string;
  duration_minutes: number;
  status: (typeof ATS_INTERVIEW_STATUSES)[number];
  score: number | null;
}
export interface AtsOffer {
  id: number;
  application_id: number;
  candidate_id: number;
  candidate_name: string;
  job_id: number;
  job_title: string;
  salary: number;
  currency: "USD";
  start_date: string;
  status: (typeof ATS_OFFER_STATUSES)[number];
  sent_at: string | null;
  responded_at: string | null;
}
export interface AtsData {
  managers: AtsManager[];
  jobs: AtsJob[];
  candidates: AtsCandidate[];
  applications: AtsApplication[];
  interviews: AtsInterview[];
  offers: AtsOffer[];
}

const FIRST = [
  "Alex",
  "Sam",
  "Morgan",
  "Casey",
  "Riley",
  "Jamie",
  "Avery",
  "Taylor",
  "Quinn",
  "Elena",
  "Marco",
  "Hana",
  "Kwame",
  "Lucia",
  "Ravi",
  "Sofia",
  "Ben",
  "Nadia",
  "Oscar",
  "Yuki",
  "Fatima",
  "Daniel",
  "Chen",
  "Grace",
  "Ibrahim",
  "Mei",
  "Pavel",
  "Ines",
  "Tariq",
  "Olga",
];
const LAST = [
  "Garcia",
  "Smith",
  "Kowalski",
  "Osei",
  "Tanaka",
  "Murphy",
  "Haddad",
  "Rossi",
  "Johansson",
  "Mendes",
  "Park",
  "Singh",
  "O'Brien",
  "Novak",
  "Fischer",
  "Adeyemi",
  "Larsen",
  "Moreau",
  "Cruz",
  "Petrov",
  "Walsh",
  "Brennan",
  "Ito",
  "Silva",
];
const TITLES: Record<(typeof ATS_DEPARTMENTS)[number], string[]> = {
  engineering: [
    "Backend Engineer",
    "Frontend Engineer",
    "Senior Backend Engineer",
    "Staff Engineer",
    "Site Reliability Engineer",
    "Data Engineer",
    "Engineering Manager",
    "QA Engineer",
  ],
  product: ["Product Manager", "Senior Product Manager", "Product Analyst"],
  design: ["Product Designer", "UX Researcher", "Brand Designer"],
  sales: ["Account Executive", "Sales Development Rep", "Sales Engineer"],
  marketing: ["Content Marketer", "Growth Marketer", "Marketing Ops Specialist"],
  "customer success": ["Customer Success Manager", "Support Specialist", "Onboarding Specialist"],
  finance: ["Financial Analyst", "Accountant", "Payroll Specialist"],
  "people ops": ["Recruiter", "People Partner", "Recruiting Coordinator"],
};
const PAY: Record<(typeof ATS_DEPARTMENTS)[number], [number, number]> = {
  engineering: [110000, 210000],
  product: [115000, 190000],
  design: [95000, 160000],
  sales: [70000, 150000],
  marketing: [70000, 130000],
  "customer success": [60000, 110000],
  finance: [75000, 140000],
  "people ops": [65000, 125000],
};
const CURRENT_TITLES = [
  "Software Engineer",
  "Senior Software Engineer",
  "Product Manager",
  "Designer",
  "Account Manager",
  "Analyst",
  "Student",
  "Consultant",
  "Support Lead",
  "Marketing Coordinator",
];
const REJECTIONS = [
  "not enough experience",
  "salary expectations too high",
  "failed technical interview",
  "position filled",
  "culture fit",
];
const INTERVIEWERS = [
  "Dana Okoye",
  "Leo Martins",
  "Ayesha Khan",
  "Victor Hale",
  "Nina Brandt",
  "Samir Patel",
  "Claire Dubois",
  "Hugo Lindqvist",
];

const pad = (n: number, w: number) => String(n).padStart(w, "0");
const day = (d: Date) => d.toISOString().slice(0, 10);
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return day(d);
}
const at = (date: string, hh: number) => `${date}T${pad(hh, 2)}:00:00Z`;
const minDate = (a: string, b: string) => (a < b ? a : b);

let cached: AtsData | undefined;
export function atsData(): AtsData {
  if (cached) return cached;
  const rng = createRng(42_2025_10);

  // ---------------------------------------------------------------- hiring managers (8)
  const managers: AtsManager[] = (
    [
      ["Dana Okoye", "engineering", "Director of Engineering"],
      ["Leo Martins", "engineering", "Engineering Manager"],
      ["Ayesha Khan", "product", "VP Product"],
      ["Victor Hale", "sales", "Head of Sales"],
      ["Nina Brandt", "design", "Design Lead"],
      ["Samir Patel", "marketing", "Marketing Director"],
      ["Claire Dubois", "customer success", "Head of Customer Success"],
      ["Hugo Lindqvist", "finance", "Controller"],
    ] as const
  ).map(([name, department, title], i) => ({
    id: [7, 3, 11, 14, 18, 21, 25, 30][i],
    name,
    email: `${name.split(" ")[0].toLowerCase()}@northwind-talent.example`,
    department,
    title,
  }));
  const managerOf = (dept: (typeof ATS_DEPARTMENTS)[number]) => {
    const own = managers.filter((m) => m.department === dept);
    if (own.length) return rng.pick(own).id;
    return dept === "people ops" ? 25 : 30;
  };

  // ---------------------------------------------------------------- jobs (40)
  const jobs: AtsJob[] = [];
  const addJob = (j: AtsJob) => jobs.push(j);
  addJob({
    id: 12,
    title: "Senior Backend Engineer",
    department: "engineering",
    location: "Austin",
    employment_type: "full time",
    status: "open",
    hiring_manager_id: 7,
    salary_min: 165000,
    salary_max: 195000,
    openings: 2,
    opened_at: "2025-06-16",
    closed_at: null,
  });
  for (let id = 1; jobs.length < 40; id++) {
    if (id === 12) continue;
    const department = rng.weighted([...ATS_DEPARTMENTS], [10, 3, 3, 5, 3, 4, 2, 2]);
    const [lo, hi] = PAY[department];
    const min = Math.round(rng.int(lo, hi - 20000) / 1000) * 1000;
    const opened = addDays("2024-09-01", rng.int(0, 380));
    const status = rng.weighted([...ATS_JOB_STATUSES], [14, 3, 4, 7]);
    addJob({
      id,
      title: rng.pick(TITLES[department]),
      department,
      location: rng.weighted([...ATS_LOCATIONS], [4, 3, 2, 3]),
      employment_type: rng.weighted([...ATS_EMPLOYMENT_TYPES], [16, 1, 2, 1]),
      status,
      hiring_manager_id: managerOf(department),
      salary_min: min,
      salary_max: min + Math.round(rng.int(15000, 40000) / 1000) * 1000,
      openings: rng.weighted([1, 2, 3], [7, 2, 1]),
      opened_at: opened,
      closed_at:
        status === "closed" || status === "filled"
          ? minDate(addDays(opened, rng.int(30, 150)), "2025-09-30")
          : null,
    });
  }
  jobs.sort((a, b) => a.id - b.id);

  // ---------------------------------------------------------------- candidates (320)
  const candidates: AtsCandidate[] = [];
  const names = new Set<string>(["Marcus Whitfield"]);
  const addCandidate = (c: Omit<AtsCandidate, "email" | "phone"> & { email?: string }) => {
    names.add(c.name);
    candidates.push({
      email: c.email ?? `${c.name.toLowerCase().replace(/[^a-z]+/g, ".")}${c.id % 100}@mail.example`,
      phone: `+1 ${rng.pick(["512", "720", "312", "646"])}-555-${pad(rng.int(100, 9999), 4)}`,
      ...c,
    });
  };
  addCandidate({
    id: 1015,
    name: "Priya Natarajan",
    location: "Austin, TX",
    current_title: "Senior Software Engineer",
    source: "referral",
    created_at: "2025-08-04",
  });
  addCandidate({
    id: 1020,
    name: "Tom Becker",
    location: "Austin, TX",
    current_title: "Senior Software Engineer",
    source: "linkedin",
    created_at: "2025-06-30",
  });
  addCandidate({
    id: 1042,
    name: "Jordan Lee",
    location: "Denver, CO",
    current_title: "Product Manager",
    source: "linkedin",
    created_at: "2025-03-11",
  });
  addCandidate({
    id: 1187,
    name: "Jordan Lee",
    location: "Chicago, IL",
    current_title: "Designer",
    source: "career site",
    created_at: "2025-07-22",
  });
  const CITIES = ["Austin, TX", "Denver, CO", "Chicago, IL", "Seattle, WA", "New York, NY", "Toronto, ON"];
  let cid = 1000;
  while (candidates.length < 320) {
    cid += 1;
    if (candidates.some((c) => c.id === cid)) continue;
    const name = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
    if (names.has(name)) continue;
    addCandidate({
      id: cid,
      name,
      location: rng.pick(CITIES),
      current_title: rng.pick(CURRENT_TITLES),
      source: rng.weighted([...ATS_SOURCES], [2, 5, 4, 1, 3]),
      created_at: addDays("2024-09-15", rng.int(0, 380)),
    });
  }
  candidates.sort((a, b) => a.id - b.id);

  // ---------------------------------------------------------------- applications, interviews, offers
  const applications: AtsApplication[] = [];
  const interviews: AtsInterview[] = [];
  const offers: AtsOffer[] = [];
  let interviewNo = 7000;
  let offerNo = 9001;
  const jobById = new Map(jobs.map((j) => [j.id, j]));
  const candById = new Map(candidates.map((c) => [c.id, c]));
  const addInterview = (
    a: AtsApplication,
    type: AtsInterview["type"],
    date: string,
    status?: AtsInterview["status"],
  ) => {
    interviewNo += 1;
    const st =
      status ??
      (date > ATS_TODAY ? "scheduled" : rng.weighted(["completed", "cancelled", "no show"], [17, 2, 1]));
    interviews.push({
      id: interviewNo,
      application_id: a.id,
      candidate_id: a.candidate_id,
      candidate_name: a.candidate_name,
      job_id: a.job_id,
      type,
      interviewer: rng.pick(INTERVIEWERS),
      scheduled_at: at(date, rng.int(14, 22)),
      duration_minutes: type === "onsite" ? 240 : type === "phone screen" ? 30 : 60,
      status: st as AtsInterview["status"],
      score: st === "completed" ? rng.int(1, 4) : null,
    });
  };
  const addOffer = (a: AtsApplication, status: AtsOffer["status"], sent: string, salary?: number) => {
    const job = jobById.get(a.job_id) as AtsJob;
    const s = salary ?? Math.round(rng.int(job.salary_min, job.salary_max) / 1000) * 1000;
    offers.push({
      id: offerNo++,
      application_id: a.id,
      candidate_id: a.candidate_id,
      candidate_name: a.candidate_name,
      job_id: a.job_id,
      job_title: job.title,
      salary: s,
      currency: "USD",
      start_date: addDays(sent, rng.int(21, 45)),
      status,
      sent_at: status === "draft" ? null : sent,
      responded_at: status === "accepted" || status === "declined" ? addDays(sent, rng.int(1, 6)) : null,
    });
  };
  const apply = (
    id: number,
    candidate_id: number,
    job_id: number,
    stage: AtsApplication["stage"],
    applied_at: string,
  ): AtsApplication => {
    const c = candById.get(candidate_id) as AtsCandidate;
    const j = jobById.get(job_id) as AtsJob;
    const a: AtsApplication = {
      id,
      candidate_id,
      candidate_name: c.name,
      job_id,
      job_title: j.title,
      stage,
      applied_at,
      updated_at: minDate(addDays(applied_at, rng.int(2, 40)), "2025-09-30"),
      rejection_reason: stage === "rejected" ? rng.pick(REJECTIONS) : null,
    };
    applications.push(a);
    return a;
  };

  // Fixed applications first.
  const priya = apply(5003, 1015, 12, "onsite", "2025-08-04");
  priya.updated_at = "2025-09-22";
  addInterview(priya, "phone screen", "2025-08-12", "completed");
  addInterview(priya, "technical", "2025-09-02", "completed");
  addInterview(priya, "onsite", "2025-10-03", "scheduled");
  const tom = apply(5004, 1020, 12, "hired", "2025-07-01");
  addInterview(tom, "phone screen", "2025-07-09", "completed");
  addInterview(tom, "onsite", "2025-07-24", "completed");
  addOffer(tom, "accepted", "2025-08-05", 182000);
  const j1 = apply(5005, 1042, 21, "phone screen", "2025-09-08");
  addInterview(j1, "phone screen", "2025-10-02", "scheduled");
  apply(5006, 1187, 16, "rejected", "2025-07-25");

  let appNo = 5006;
  const openish = jobs.filter((j) => j.id !== 12);
  for (const c of candidates) {
    if ([1015, 1020, 1042, 1187].includes(c.id)) continue;
    const count = rng.weighted([1, 2], [4, 1]);
    for (let k = 0; k < count; k++) {
      const job = rng.pick(openish);
      const earliest = c.created_at > job.opened_at ? c.created_at : job.opened_at;
      const latest = job.closed_at ?? "2025-09-30";
      if (earliest > latest) continue;
      const span = Math.max(0, Math.round((Date.parse(latest) - Date.parse(earliest)) / 86_400_000));
      const applied = addDays(earliest, rng.int(0, Math.min(span, 60)));
      const age = Math.round((Date.parse(ATS_TODAY) - Date.parse(applied)) / 86_400_000);
      let stage: AtsApplication["stage"];
      if (job.status === "filled" || job.status === "closed")
        stage = rng.weighted(["rejected", "withdrawn", "hired"], [8, 2, 1]);
      else if (age < 14) stage = rng.weighted(["applied", "phone screen"], [3, 1]);
      else stage = rng.weighted([...ATS_STAGES], [5, 4, 3, 2, 1, 8, 2]);
      appNo += 1;
      const a = apply(appNo, c.id, job.id, stage, applied);
      const reached = ATS_STAGES.indexOf(stage);
      const past = (n: number) => minDate(addDays(applied, n), "2025-09-30");
      if (stage !== "applied" && (reached >= 1 || rng.chance(0.5))) {
        const ps =
          stage === "phone screen" && rng.chance(0.4)
            ? addDays(ATS_TODAY, rng.int(1, 14))
            : past(rng.int(3, 10));
        addInterview(a, "phone screen", ps);
      }
      if (["onsite", "offer", "hired"].includes(stage) || (stage === "rejected" && rng.chance(0.4))) {
        addInterview(a, "technical", past(rng.int(11, 20)));
        const on =
          stage === "onsite" && rng.chance(0.5) ? addDays(ATS_TODAY, rng.int(1, 20)) : past(rng.int(21, 30));
        addInterview(a, "onsite", on);
        if (rng.chance(0.5)) addInterview(a, "culture fit", past(rng.int(22, 32)));
      }
      if (stage === "offer") addOffer(a, rng.weighted(["draft", "extended"], [1, 3]), past(rng.int(30, 38)));
      if (stage === "hired") addOffer(a, "accepted", past(rng.int(30, 38)));
      if (stage === "rejected" && rng.chance(0.08)) addOffer(a, "declined", past(rng.int(30, 38)));
      if (stage === "withdrawn" && rng.chance(0.15)) addOffer(a, "rescinded", past(rng.int(30, 38)));
    }
  }
  applications.sort((a, b) => a.id - b.id);
  interviews.sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at) || a.id - b.id);
  offers.sort((a, b) => a.id - b.id);
  cached = { managers, jobs, candidates, applications, interviews, offers };
  return cached;
}
