/**
 * Deterministic data of the "lms" fixture world: the course-management backend of a small online
 * college ("Brightpath"), as its GraphQL API holds it. Ids are opaque Relay global ids — base64 of
 * `Type:number` (`Course:12` → `Q291cnNlOjEy`) — fields are camelCase, enums UPPER_CASE, dates ISO
 * (`2025-09-02`, timestamps `2025-09-18T14:05:00Z`), people have one `name`.
 * Fixed points the questions name:
 * - student Priya Natarajan (Student:1042, ACTIVE) — enrolled ACTIVE in CS-101 Introduction to
 *   Programming (Course:12) and MATH-210 Linear Algebra (Course:15), DROPPED HIST-105 on 2025-09-12,
 *   COMPLETED STAT-101 Statistics I (Course:5) in spring 2025 with an A-;
 * - two students named Jordan Lee (Student:1107 ACTIVE, Student:1288 GRADUATED);
 * - instructor Dr. Helen Park (Instructor:7, Computer Science) teaches CS-101 and CS-240;
 * - CS-101's assignment "Project 1: Text Adventure" (Assignment:1203) is due 2025-10-06;
 * - Priya's submission of "Homework 2: Loops" (Submission:50871) was graded 88/100.
 * Nobody is named Marcus Thornbury. Everything else is seeded noise.
 * "Today" is 2025-10-01, the question suite's fixed date.
 */
import { createRng } from "@/demo/commerce/prng";

export const LMS_TODAY = "2025-10-01";
export const LMS_COURSE_STATUSES = ["DRAFT", "PUBLISHED", "ARCHIVED"] as const;
export const LMS_LEVELS = ["INTRODUCTORY", "INTERMEDIATE", "ADVANCED"] as const;
export const LMS_STUDENT_STATUSES = ["ACTIVE", "ON_LEAVE", "GRADUATED", "WITHDRAWN"] as const;
export const LMS_ENROLLMENT_STATUSES = ["ACTIVE", "COMPLETED", "DROPPED"] as const;
export const LMS_ASSIGNMENT_TYPES = ["HOMEWORK", "QUIZ", "PROJECT", "EXAM"] as const;
export const LMS_SUBMISSION_STATUSES = ["SUBMITTED", "GRADED", "RETURNED"] as const;
export const LMS_DEPARTMENTS = [
  "Computer Science",
  "Mathematics",
  "History",
  "Biology",
  "English",
  "Economics",
] as const;

/** Relay global id: base64 of `Type:number`. */
export const globalId = (type: string, n: number) => Buffer.from(`${type}:${n}`).toString("base64");

export interface Ref {
  id: string;
  name: string;
}
export interface LmsInstructor {
  id: string;
  name: string;
  email: string;
  department: (typeof LMS_DEPARTMENTS)[number];
  title: string;
  hiredOn: string;
}
export interface LmsCourse {
  id: string;
  code: string;
  title: string;
  department: (typeof LMS_DEPARTMENTS)[number];
  level: (typeof LMS_LEVELS)[number];
  status: (typeof LMS_COURSE_STATUSES)[number];
  term: string;
  startDate: string;
  endDate: string;
  credits: number;
  capacity: number;
  instructor: Ref;
}
export interface LmsStudent {
  id: string;
  name: string;
  email: string;
  status: (typeof LMS_STUDENT_STATUSES)[number];
  program: string;
  enrolledSince: string;
  expectedGraduation: string;
}
export interface LmsEnrollment {
  id: string;
  student: Ref;
  course: { id: string; code: string; title: string };
  status: (typeof LMS_ENROLLMENT_STATUSES)[number];
  enrolledAt: string;
  droppedAt: string | null;
  finalGrade: string | null;
  progressPercent: number;
}
export interface LmsAssignment {
  id: string;
  title: string;
  type: (typeof LMS_ASSIGNMENT_TYPES)[number];
  course: { id: string; code: string };
  dueAt: string;
  maxPoints: number;
  published: boolean;
}
export interface LmsSubmission {
  id: string;
  assignment: { id: string; title: string };
  course: { id: string; code: string };
  student: Ref;
  submittedAt: string;
  status: (typeof LMS_SUBMISSION_STATUSES)[number];
  score: number | null;
  maxPoints: number;
  late: boolean;
  attempt: number;
}
export interface LmsData {
  instructors: LmsInstructor[];
  courses: LmsCourse[];
  students: LmsStudent[];
  enrollments: LmsEnrollment[];
  assignments: LmsAssignment[];
  submissions: LmsSubmission[];
}

const FIRST = [
  "Ava",
  "Liam",
  "Sofia",
  "Mateo",
  "Amara",
  "Ethan",
  "Chen",
  "Fatima",
  "Noah",
  "Isla",
  "Ravi",
  "Grace",
  "Omar",
  "Hana",
  "Lucas",
  "Zara",
  "Diego",
  "Maya",
  "Kofi",
  "Elena",
  "Samir",
  "Nina",
  "Felix",
  "Leila",
  "Theo",
  "Yuki",
  "Marco",
  "Aisha",
  "Jonas",
  "Clara",
];
const LAST = [
  "Garcia",
  "Okoro",
  "Schmidt",
  "Tanaka",
  "Haddad",
  "Novak",
  "Reyes",
  "Fischer",
  "Mensah",
  "Kowalski",
  "Dubois",
  "Ahmed",
  "Silva",
  "Lindqvist",
  "Moreau",
  "Baker",
  "Ivanova",
  "Castillo",
  "Hughes",
  "Nakamura",
  "Osei",
  "Romano",
  "Patel",
  "Walsh",
];
const PROGRAMS = [
  "BSc Computer Science",
  "BSc Mathematics",
  "BA History",
  "BSc Biology",
  "BA English",
  "BA Economics",
];

/** [code, title, department, level, credits] — each offered in several terms. */
const CATALOG: [string, string, (typeof LMS_DEPARTMENTS)[number], (typeof LMS_LEVELS)[number], number][] = [
  ["CS-101", "Introduction to Programming", "Computer Science", "INTRODUCTORY", 4],
  ["CS-240", "Data Structures", "Computer Science", "INTERMEDIATE", 4],
  ["CS-350", "Databases", "Computer Science", "INTERMEDIATE", 3],
  ["CS-420", "Machine Learning", "Computer Science", "ADVANCED", 4],
  ["MATH-120", "Calculus I", "Mathematics", "INTRODUCTORY", 4],
  ["MATH-210", "Linear Algebra", "Mathematics", "INTERMEDIATE", 3],
  ["STAT-101", "Statistics I", "Mathematics", "INTRODUCTORY", 3],
  ["HIST-105", "World History since 1500", "History", "INTRODUCTORY", 3],
  ["HIST-310", "The Cold War", "History", "ADVANCED", 3],
  ["BIO-110", "Cell Biology", "Biology", "INTRODUCTORY", 4],
  ["BIO-230", "Genetics", "Biology", "INTERMEDIATE", 4],
  ["ENG-102", "Academic Writing", "English", "INTRODUCTORY", 3],
  ["ENG-260", "Modern Poetry", "English", "INTERMEDIATE", 3],
  ["ECON-101", "Principles of Microeconomics", "Economics", "INTRODUCTORY", 3],
  ["ECON-305", "Behavioral Economics", "Economics", "ADVANCED", 3],
];
/** [term, start, end, course status] */
const TERMS: [string, string, string, (typeof LMS_COURSE_STATUSES)[number]][] = [
  ["Fall 2024", "2024-09-03", "2024-12-13", "ARCHIVED"],
  ["Spring 2025", "2025-01-13", "2025-05-09", "ARCHIVED"],
  ["Summer 2025", "2025-06-02", "2025-08-08", "ARCHIVED"],
  ["Fall 2025", "2025-09-02", "2025-12-12", "PUBLISHED"],
  ["Spring 2026", "2026-01-12", "2026-05-08", "DRAFT"],
];

const pad = (n: number, w: number) => String(n).padStart(w, "0");
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
const stamp = (date: string, hh: number, mm: number) => `${date}T${pad(hh, 2)}:${pad(mm, 2)}:00Z`;
const letter = (pct: number) =>
  pct >= 93
    ? "A"
    : pct >= 90
      ? "A-"
      : pct >= 87
        ? "B+"
        : pct >= 83
          ? "B"
          : pct >= 80
            ? "B-"
            : pct >= 77
              ? "C+"
              : pct >= 70
                ? "C"
                : pct >= 60
                  ? "D"
                  : "F";

let cached: LmsData | undefined;
export function lmsData(): LmsData {
  if (cached) return cached;
  const rng = createRng(20251001);

  // ------------------------------------------------------------ instructors (12)
  const instructors: LmsInstructor[] = (
    [
      ["Dr. Samuel Ortiz", "Computer Science", "Associate Professor"],
      ["Dr. Ingrid Holm", "Mathematics", "Professor"],
      ["Dr. Kwame Asante", "History", "Lecturer"],
      ["Dr. Rosa Delgado", "Biology", "Professor"],
      ["Prof. Martin Avery", "English", "Senior Lecturer"],
      ["Dr. Mei Lin", "Economics", "Assistant Professor"],
      ["Dr. Helen Park", "Computer Science", "Professor"],
      ["Dr. Tobias Kron", "Mathematics", "Lecturer"],
      ["Dr. Nadia Farouk", "Biology", "Assistant Professor"],
      ["Prof. Elliot Shaw", "History", "Professor"],
      ["Dr. Anika Roy", "Computer Science", "Lecturer"],
      ["Dr. Paul Brennan", "Economics", "Senior Lecturer"],
    ] as [string, LmsInstructor["department"], string][]
  ).map(([name, department, title], i) => ({
    id: globalId("Instructor", i + 1),
    name,
    email: `${name
      .replace(/^(Dr|Prof)\.\s+/, "")
      .toLowerCase()
      .replace(/\s+/g, ".")}@brightpath.edu`,
    department,
    title,
    hiredOn: addDays("2008-08-15", rng.int(0, 5000)),
  }));
  const ref = (x: { id: string; name: string }): Ref => ({ id: x.id, name: x.name });
  const teacherOf = (code: string, dept: LmsInstructor["department"]) => {
    if (code === "CS-101" || code === "CS-240") return instructors[6];
    const pool = instructors.filter((t) => t.department === dept && t !== instructors[6]);
    return pool[code.length % pool.length];
  };

  // ------------------------------------------------------------ courses (≈60)
  const courses: LmsCourse[] = [];
  let cno = 1;
  for (const [term, start, end, status] of TERMS) {
    for (const [code, title, department, level, credits] of CATALOG) {
      // Not every course runs every term; the fixed Fall-2025/Spring-2025 ones always do.
      const fixed =
        (term === "Fall 2025" && ["CS-101", "MATH-210", "HIST-105", "CS-240"].includes(code)) ||
        (term === "Spring 2025" && code === "STAT-101");
      if (!fixed && term.startsWith("Summer") && !rng.chance(0.35)) continue;
      if (!fixed && !term.startsWith("Summer") && !rng.chance(0.7)) continue;
      // Fixed numbers: Fall-2025 CS-101 is Course:12, MATH-210 Course:15, Spring-2025 STAT-101 Course:5.
      let n = cno++;
      if (term === "Fall 2025" && code === "CS-101") n = 12;
      else if (term === "Fall 2025" && code === "MATH-210") n = 15;
      else if (term === "Spring 2025" && code === "STAT-101") n = 5;
      else if ([5, 12, 15].includes(n)) n = cno++ + 100;
      courses.push({
        id: globalId("Course", n),
        code,
        title,
        department,
        level,
        status,
        term,
        startDate: start,
        endDate: end,
        credits,
        capacity: rng.pick([25, 30, 40, 60, 120]),
        instructor: ref(teacherOf(code, department)),
      });
    }
  }
  // One extra draft nobody is teaching yet and one archived elective.
  courses.push({
    id: globalId("Course", 190),
    code: "CS-480",
    title: "Compilers",
    department: "Computer Science",
    level: "ADVANCED",
    status: "DRAFT",
    term: "Spring 2026",
    startDate: "2026-01-12",
    endDate: "2026-05-08",
    credits: 4,
    capacity: 25,
    instructor: ref(instructors[10]),
  });

  // ------------------------------------------------------------ students (200)
  const students: LmsStudent[] = [];
  const names = new Set<string>(["Marcus Thornbury"]);
  const usedNos = new Set<number>();
  const addStudent = (
    no: number,
    name: string,
    status: LmsStudent["status"],
    since: string,
    program: string,
  ) => {
    usedNos.add(no);
    names.add(name);
    const year = Number(since.slice(0, 4));
    students.push({
      id: globalId("Student", no),
      name,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}${no % 100}@students.brightpath.edu`,
      status,
      program,
      enrolledSince: since,
      expectedGraduation: `${status === "GRADUATED" ? Math.max(year + 4, 2025) : year + 4}-06-15`,
    });
  };
  addStudent(1042, "Priya Natarajan", "ACTIVE", "2023-09-01", "BSc Computer Science");
  addStudent(1107, "Jordan Lee", "ACTIVE", "2024-09-02", "BA Economics");
  addStudent(1288, "Jordan Lee", "GRADUATED", "2020-09-01", "BSc Biology");
  while (students.length < 200) {
    const name = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
    if (names.has(name)) continue;
    let no = rng.int(1000, 1499);
    while (usedNos.has(no)) no++;
    const since = addDays("2019-09-01", 365 * rng.int(0, 6));
    const status: LmsStudent["status"] =
      since < "2021-09-01"
        ? rng.weighted(["GRADUATED", "WITHDRAWN", "ACTIVE"] as const, [7, 2, 1])
        : rng.weighted(["ACTIVE", "ON_LEAVE", "WITHDRAWN"] as const, [17, 2, 1]);
    addStudent(no, name, status, since, rng.pick(PROGRAMS));
  }
  students.sort((a, b) => a.id.localeCompare(b.id));
  const byNo = (no: number) => students.find((s) => s.id === globalId("Student", no)) as LmsStudent;
  const priya = byNo(1042);

  // ------------------------------------------------------------ enrollments (≈700)
  const enrollments: LmsEnrollment[] = [];
  let eno = 3000;
  const seen = new Set<string>();
  const enroll = (s: LmsStudent, c: LmsCourse, v: Partial<LmsEnrollment> = {}) => {
    const key = `${s.id}|${c.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    const enrolledAt =
      v.enrolledAt ?? stamp(addDays(c.startDate, -rng.int(3, 40)), rng.int(8, 21), rng.int(0, 59));
    const past = c.endDate < LMS_TODAY;
    const status: LmsEnrollment["status"] =
      v.status ??
      (past
        ? rng.weighted(["COMPLETED", "DROPPED"] as const, [9, 1])
        : rng.weighted(["ACTIVE", "DROPPED"] as const, [12, 1]));
    const started = c.startDate <= LMS_TODAY;
    const droppedAt =
      status === "DROPPED"
        ? (v.droppedAt ??
          stamp(addDays(started ? c.startDate : enrolledAt.slice(0, 10), rng.int(1, 20)), 10, 0))
        : null;
    const pct = rng.int(55, 99);
    enrollments.push({
      id: globalId("Enrollment", eno++),
      student: ref(s),
      course: { id: c.id, code: c.code, title: c.title },
      status,
      enrolledAt,
      droppedAt: droppedAt && droppedAt > `${LMS_TODAY}T23:59:59Z` ? stamp(LMS_TODAY, 9, 0) : droppedAt,
      finalGrade: status === "COMPLETED" ? (v.finalGrade ?? letter(pct)) : null,
      progressPercent:
        status === "COMPLETED" ? 100 : status === "DROPPED" ? rng.int(0, 40) : started ? rng.int(5, 45) : 0,
    });
  };
  const course = (code: string, term: string) =>
    courses.find((c) => c.code === code && c.term === term) as LmsCourse;
  enroll(priya, course("CS-101", "Fall 2025"), { status: "ACTIVE", enrolledAt: "2025-08-14T16:20:00Z" });
  enroll(priya, course("MATH-210", "Fall 2025"), { status: "ACTIVE", enrolledAt: "2025-08-14T16:31:00Z" });
  enroll(priya, course("HIST-105", "Fall 2025"), {
    status: "DROPPED",
    enrolledAt: "2025-08-15T09:02:00Z",
    droppedAt: "2025-09-12T11:45:00Z",
  });
  enroll(priya, course("STAT-101", "Spring 2025"), {
    status: "COMPLETED",
    enrolledAt: "2024-12-02T13:10:00Z",
    finalGrade: "A-",
  });
  for (const s of students) {
    if (s === priya) continue;
    const open = courses.filter((c) => c.status !== "DRAFT");
    const eligible = open.filter((c) => {
      if (s.status === "GRADUATED" || s.status === "WITHDRAWN") return c.endDate < "2025-06-01";
      if (s.status === "ON_LEAVE") return c.endDate < LMS_TODAY;
      return c.startDate >= s.enrolledSince.slice(0, 10);
    });
    if (eligible.length === 0) continue;
    const count = s.name === "Jordan Lee" ? 3 : rng.weighted([1, 2, 3, 4, 5], [2, 3, 4, 3, 2]);
    for (let i = 0; i < count; i++) enroll(s, rng.pick(eligible));
  }
  // Every Fall-2025 course gets a crowd so counts are not trivial.
  const fall = courses.filter((c) => c.term === "Fall 2025");
  const actives = students.filter((s) => s.status === "ACTIVE" && s !== priya);
  for (const c of fall) for (let i = 0; i < 14; i++) enroll(rng.pick(actives), c);
  enrollments.sort((a, b) => a.enrolledAt.localeCompare(b.enrolledAt));

  // ------------------------------------------------------------ assignments (4–6 per started course)
  const assignments: LmsAssignment[] = [];
  let ano = 1100;
  const addAssignment = (
    c: LmsCourse,
    title: string,
    type: LmsAssignment["type"],
    dueAt: string,
    maxPoints: number,
    no?: number,
  ) => {
    assignments.push({
      id: globalId("Assignment", no ?? ano++),
      title,
      type,
      course: { id: c.id, code: c.code },
      dueAt,
      maxPoints,
      published: dueAt.slice(0, 10) <= addDays(LMS_TODAY, 21),
    });
  };
  for (const c of courses) {
    if (c.status === "DRAFT") continue;
    const isCs101 = c.id === globalId("Course", 12);
    const plan: [string, LmsAssignment["type"], number, number][] = isCs101
      ? [
          ["Homework 1: Variables", "HOMEWORK", 7, 100],
          ["Homework 2: Loops", "HOMEWORK", 14, 100],
          ["Quiz 1", "QUIZ", 21, 20],
          ["Project 1: Text Adventure", "PROJECT", 34, 150],
          ["Midterm Exam", "EXAM", 49, 200],
          ["Homework 3: Functions", "HOMEWORK", 56, 100],
        ]
      : [
          ["Homework 1", "HOMEWORK", rng.int(7, 12), 100],
          ["Quiz 1", "QUIZ", rng.int(15, 25), rng.pick([10, 20, 25])],
          ["Midterm Exam", "EXAM", rng.int(45, 55), 200],
          ["Term Project", "PROJECT", rng.int(70, 90), 150],
          ["Final Exam", "EXAM", rng.int(95, 100), 200],
        ];
    for (const [title, type, offset, max] of plan) {
      const due = addDays(c.startDate, offset);
      if (due > c.endDate) continue;
      const fixedNo =
        isCs101 && title.startsWith("Project 1")
          ? 1203
          : isCs101 && title.startsWith("Homework 2")
            ? 1202
            : undefined;
      if (ano === 1202 || ano === 1203) ano = 1204;
      addAssignment(c, title, type, stamp(due, 23, 59), max, fixedNo);
    }
  }
  assignments.sort((a, b) => a.dueAt.localeCompare(b.dueAt));

  // ------------------------------------------------------------ submissions (one per enrolled student and past-due assignment, mostly)
  const submissions: LmsSubmission[] = [];
  let sno = 50000;
  for (const a of assignments) {
    const due = a.dueAt.slice(0, 10);
    if (due > LMS_TODAY) continue;
    const takers = enrollments.filter(
      (e) => e.course.id === a.course.id && (e.status !== "DROPPED" || (e.droppedAt ?? "") > a.dueAt),
    );
    for (const e of takers) {
      const isPriyaHw2 = a.id === globalId("Assignment", 1202) && e.student.id === priya.id;
      if (!isPriyaHw2 && !rng.chance(0.88)) continue;
      const late = !isPriyaHw2 && rng.chance(0.12);
      const when = late ? addDays(due, rng.int(1, 4)) : addDays(due, -rng.int(0, 5));
      const submittedAt = stamp(when > LMS_TODAY ? LMS_TODAY : when, rng.int(7, 23), rng.int(0, 59));
      const recent = addDays(when, 7) > LMS_TODAY;
      const status: LmsSubmission["status"] = isPriyaHw2
        ? "GRADED"
        : recent
          ? rng.weighted(["SUBMITTED", "GRADED"] as const, [3, 1])
          : rng.weighted(["GRADED", "RETURNED"] as const, [9, 1]);
      const score = isPriyaHw2
        ? 88
        : status === "SUBMITTED"
          ? null
          : Math.round((a.maxPoints * rng.int(45, 100)) / 100);
      let no = sno++;
      if (isPriyaHw2) no = 50871;
      else if (no === 50871) no = sno++;
      submissions.push({
        id: globalId("Submission", no),
        assignment: { id: a.id, title: a.title },
        course: a.course,
        student: e.student,
        submittedAt,
        status,
        score,
        maxPoints: a.maxPoints,
        late,
        attempt: status === "RETURNED" ? 2 : 1,
      });
    }
  }
  submissions.sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));

  cached = { instructors, courses, students, enrollments, assignments, submissions };
  return cached;
}
