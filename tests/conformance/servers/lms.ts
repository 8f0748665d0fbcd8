/**
 * Fixture "lms": a learning platform whose vendor fronts its GraphQL API with MCP tools, one tool per
 * query field — `courses`, `course`, `studentSearch`, `student`, `enrollmentsByStudent`,
 * `enrollments`, `assignments`, `submissions`, `instructors`. Lists answer as Relay connections
 * (`{ data: { courses: { edges: [{ node, cursor }], pageInfo: { hasNextPage, endCursor }, totalCount } } }`)
 * and page by `first`/`after` (an opaque cursor). Fields and arguments are camelCase, ids are opaque
 * base64 global ids (`Q291cnNlOjEy` = Course:12), enums UPPER_CASE, related records nested in nodes
 * (`student { id name }`), dates ISO strings. `courses`, `enrollments` and `submissions` take a
 * `filter` input object; `assignments` and `enrollmentsByStudent` take flat arguments. Only
 * `courses`, `studentSearch` and `submissions` declare an output schema. A missing record answers
 * GraphQL-style `{ data: { course: null }, errors: [...] }`. Two mutations (`enrollStudent`,
 * `gradeSubmission`) change data and are never approved. Written before the planner ran on it.
 * Run over stdio: `node --import tsx tests/conformance/servers/lms.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  LMS_ASSIGNMENT_TYPES,
  LMS_COURSE_STATUSES,
  LMS_DEPARTMENTS,
  LMS_ENROLLMENT_STATUSES,
  LMS_LEVELS,
  LMS_STUDENT_STATUSES,
  LMS_SUBMISSION_STATUSES,
  lmsData,
} from "./lms-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads. */
export const LMS_READ_TOOLS = [
  "courses",
  "course",
  "studentSearch",
  "student",
  "enrollmentsByStudent",
  "enrollments",
  "assignments",
  "submissions",
  "instructors",
];
export const LMS_WRITE_TOOLS = ["enrollStudent", "gradeSubmission"];

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const structured = (value: Record<string, unknown>) => ({
  structuredContent: value,
  content: [{ type: "text" as const, text: JSON.stringify(value) }],
});
const notFound = (field: string, id: string) => ({
  isError: true,
  content: [
    {
      type: "text" as const,
      text: JSON.stringify({
        data: { [field]: null },
        errors: [
          {
            message: `Could not resolve to a node with the global id of '${id}'`,
            path: [field],
            extensions: { code: "NOT_FOUND" },
          },
        ],
      }),
    },
  ],
});

const cursorOf = (i: number) => Buffer.from(`arrayconnection:${i}`).toString("base64");
const offsetOf = (after?: string) => {
  if (!after) return 0;
  const m = /^arrayconnection:(\d+)$/.exec(Buffer.from(after, "base64").toString("utf8"));
  return m ? Number(m[1]) + 1 : 0;
};
/** A Relay connection over `rows`, `first` from the cursor `after`. */
function connection<T>(rows: T[], first = 20, after?: string) {
  const start = offsetOf(after);
  const page = rows.slice(start, start + first);
  return {
    edges: page.map((node, i) => ({ cursor: cursorOf(start + i), node })),
    pageInfo: {
      hasNextPage: start + first < rows.length,
      endCursor: page.length ? cursorOf(start + page.length - 1) : null,
    },
    totalCount: rows.length,
  };
}
const paging = {
  first: z
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .describe("Returns the first n elements (default 20, max 100)"),
  after: z.string().optional().describe("Returns the elements that come after the specified cursor"),
};
const dateTime = (what: string) => z.string().optional().describe(`${what} (ISO 8601 date or date-time)`);
const sameId = (a: string, b?: string) => !b || a === b.trim();
const from = (value: string, bound?: string) => !bound || value >= bound;
/** An upper bound given as a bare date includes that whole day. */
const until = (value: string, bound?: string) =>
  !bound || value <= (bound.length === 10 ? `${bound}T23:59:59Z` : bound);
const matches = (hay: string, needle: string) =>
  needle
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.toLowerCase().includes(w));
const sortBy = <T>(rows: T[], key: (r: T) => string | number | null, desc: boolean) =>
  [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * (desc ? -1 : 1);
  });

const refShape = z.object({ id: z.string(), name: z.string() });
const connectionOf = (field: string, node: z.ZodTypeAny) => ({
  data: z.object({
    [field]: z.object({
      edges: z.array(z.object({ cursor: z.string(), node })),
      pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
      totalCount: z.number().int(),
    }),
  }),
});
const courseNode = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  department: z.string(),
  level: z.enum(LMS_LEVELS),
  status: z.enum(LMS_COURSE_STATUSES),
  term: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  credits: z.number().int(),
  capacity: z.number().int(),
  instructor: refShape,
});
const studentNode = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(LMS_STUDENT_STATUSES),
  program: z.string(),
  enrolledSince: z.string(),
  expectedGraduation: z.string(),
});
const submissionNode = z.object({
  id: z.string(),
  assignment: z.object({ id: z.string(), title: z.string() }),
  course: z.object({ id: z.string(), code: z.string() }),
  student: refShape,
  submittedAt: z.string(),
  status: z.enum(LMS_SUBMISSION_STATUSES),
  score: z.number().nullable(),
  maxPoints: z.number(),
  late: z.boolean(),
  attempt: z.number().int(),
});

export function createLmsServer(): McpServer {
  const { instructors, courses, students, enrollments, assignments, submissions } = lmsData();
  const server = new McpServer({ name: "brightpath-learn-graphql", version: "2.31.0" });

  server.registerTool(
    "courses",
    {
      title: "Courses",
      description:
        "Query the course catalog. Returns a CourseConnection. `filter.search` matches the course code or title.",
      inputSchema: {
        filter: z
          .object({
            search: z.string().optional().describe("Course code or words of the title, e.g. CS-101"),
            status: z.enum(LMS_COURSE_STATUSES).optional(),
            department: z.enum(LMS_DEPARTMENTS).optional(),
            level: z.enum(LMS_LEVELS).optional(),
            instructorId: z.string().optional().describe("Global id of an Instructor"),
            startsAfter: z
              .string()
              .optional()
              .describe("Courses starting on or after this date (YYYY-MM-DD)"),
            startsBefore: z
              .string()
              .optional()
              .describe("Courses starting on or before this date (YYYY-MM-DD)"),
          })
          .optional(),
        orderBy: z.enum(["START_DATE_ASC", "START_DATE_DESC", "TITLE_ASC", "CODE_ASC"]).optional(),
        ...paging,
      },
      outputSchema: connectionOf("courses", courseNode),
      annotations: READ,
    },
    async ({ filter = {}, orderBy, first, after }) => {
      let rows = courses.filter(
        (c) =>
          (!filter.search || matches(`${c.code} ${c.title}`, filter.search)) &&
          (!filter.status || c.status === filter.status) &&
          (!filter.department || c.department === filter.department) &&
          (!filter.level || c.level === filter.level) &&
          sameId(c.instructor.id, filter.instructorId) &&
          from(c.startDate, filter.startsAfter) &&
          (!filter.startsBefore || c.startDate <= filter.startsBefore),
      );
      if (orderBy?.startsWith("START_DATE"))
        rows = sortBy(rows, (c) => c.startDate, orderBy.endsWith("DESC"));
      if (orderBy === "TITLE_ASC") rows = sortBy(rows, (c) => c.title, false);
      if (orderBy === "CODE_ASC") rows = sortBy(rows, (c) => c.code, false);
      return structured({ data: { courses: connection(rows, first, after) } });
    },
  );

  server.registerTool(
    "course",
    {
      title: "Course",
      description: "Fetch a single Course by its global id.",
      inputSchema: { id: z.string().describe("Global id of the Course, e.g. Q291cnNlOjEy") },
      annotations: READ,
    },
    async ({ id }) => {
      const c = courses.find((x) => x.id === id.trim());
      return c ? json({ data: { course: c } }) : notFound("course", id);
    },
  );

  server.registerTool(
    "studentSearch",
    {
      title: "Search students",
      description: "Full-text search over students by name or email. Returns a StudentConnection.",
      inputSchema: {
        query: z.string().describe("Name or email (all words must match)"),
        status: z.enum(LMS_STUDENT_STATUSES).optional(),
        ...paging,
      },
      outputSchema: connectionOf("studentSearch", studentNode),
      annotations: READ,
    },
    async ({ query, status, first, after }) => {
      const rows = students.filter(
        (s) => matches(`${s.name} ${s.email}`, query) && (!status || s.status === status),
      );
      return structured({ data: { studentSearch: connection(rows, first, after) } });
    },
  );

  server.registerTool(
    "student",
    {
      title: "Student",
      description: "Fetch a single Student by global id.",
      inputSchema: { id: z.string().describe("Global id of the Student") },
      annotations: READ,
    },
    async ({ id }) => {
      const s = students.find((x) => x.id === id.trim());
      return s ? json({ data: { student: s } }) : notFound("student", id);
    },
  );

  server.registerTool(
    "enrollmentsByStudent",
    {
      title: "Enrollments of a student",
      description: "A student's course enrollments, newest first.",
      inputSchema: {
        studentId: z.string().describe("Global id of the Student"),
        status: z.enum(LMS_ENROLLMENT_STATUSES).optional(),
        ...paging,
      },
      annotations: READ,
    },
    async ({ studentId, status, first, after }) => {
      const rows = enrollments
        .filter((e) => e.student.id === studentId.trim() && (!status || e.status === status))
        .reverse();
      return json({ data: { enrollmentsByStudent: connection(rows, first, after) } });
    },
  );

  server.registerTool(
    "enrollments",
    {
      title: "Enrollments",
      description: "Course enrollments across the platform, oldest first.",
      inputSchema: {
        filter: z
          .object({
            courseId: z.string().optional().describe("Global id of the Course"),
            status: z.enum(LMS_ENROLLMENT_STATUSES).optional(),
            enrolledAfter: dateTime("Enrolled on or after"),
            enrolledBefore: dateTime("Enrolled on or before"),
          })
          .optional(),
        ...paging,
      },
      annotations: READ,
    },
    async ({ filter = {}, first, after }) => {
      const rows = enrollments.filter(
        (e) =>
          sameId(e.course.id, filter.courseId) &&
          (!filter.status || e.status === filter.status) &&
          from(e.enrolledAt, filter.enrolledAfter) &&
          until(e.enrolledAt, filter.enrolledBefore),
      );
      return json({ data: { enrollments: connection(rows, first, after) } });
    },
  );

  server.registerTool(
    "assignments",
    {
      title: "Assignments",
      description: "Assignments, quizzes and exams, ordered by due date.",
      inputSchema: {
        courseId: z.string().optional().describe("Global id of the Course"),
        type: z.enum(LMS_ASSIGNMENT_TYPES).optional(),
        dueAfter: dateTime("Due on or after"),
        dueBefore: dateTime("Due on or before"),
        orderBy: z.enum(["DUE_AT_ASC", "DUE_AT_DESC"]).optional(),
        ...paging,
      },
      annotations: READ,
    },
    async ({ courseId, type, dueAfter, dueBefore, orderBy, first, after }) => {
      let rows = assignments.filter(
        (a) =>
          sameId(a.course.id, courseId) &&
          (!type || a.type === type) &&
          from(a.dueAt, dueAfter) &&
          until(a.dueAt, dueBefore),
      );
      if (orderBy === "DUE_AT_DESC") rows = [...rows].reverse();
      return json({ data: { assignments: connection(rows, first, after) } });
    },
  );

  server.registerTool(
    "submissions",
    {
      title: "Submissions",
      description: "Student submissions and their grades.",
      inputSchema: {
        filter: z
          .object({
            studentId: z.string().optional().describe("Global id of the Student"),
            courseId: z.string().optional().describe("Global id of the Course"),
            assignmentId: z.string().optional().describe("Global id of the Assignment"),
            status: z.enum(LMS_SUBMISSION_STATUSES).optional(),
            submittedAfter: dateTime("Submitted on or after"),
            submittedBefore: dateTime("Submitted on or before"),
            minScore: z.number().optional().describe("Only submissions scored at least this many points"),
          })
          .optional(),
        orderBy: z.enum(["SUBMITTED_AT_ASC", "SUBMITTED_AT_DESC", "SCORE_ASC", "SCORE_DESC"]).optional(),
        ...paging,
      },
      outputSchema: connectionOf("submissions", submissionNode),
      annotations: READ,
    },
    async ({ filter = {}, orderBy, first, after }) => {
      let rows = submissions.filter(
        (s) =>
          sameId(s.student.id, filter.studentId) &&
          sameId(s.course.id, filter.courseId) &&
          sameId(s.assignment.id, filter.assignmentId) &&
          (!filter.status || s.status === filter.status) &&
          from(s.submittedAt, filter.submittedAfter) &&
          until(s.submittedAt, filter.submittedBefore) &&
          (filter.minScore === undefined || (s.score ?? -1) >= filter.minScore),
      );
      if (orderBy?.startsWith("SUBMITTED_AT"))
        rows = sortBy(rows, (s) => s.submittedAt, orderBy.endsWith("DESC"));
      if (orderBy?.startsWith("SCORE")) rows = sortBy(rows, (s) => s.score, orderBy.endsWith("DESC"));
      return structured({ data: { submissions: connection(rows, first, after) } });
    },
  );

  server.registerTool(
    "instructors",
    {
      title: "Instructors",
      description: "Teaching staff.",
      inputSchema: {
        search: z.string().optional().describe("Part of the instructor's name"),
        department: z.enum(LMS_DEPARTMENTS).optional(),
        ...paging,
      },
      annotations: READ,
    },
    async ({ search, department, first, after }) => {
      const rows = instructors.filter(
        (t) =>
          (!search || matches(t.name, search.replace(/^(dr|prof)\.?\s+/i, ""))) &&
          (!department || t.department === department),
      );
      return json({ data: { instructors: connection(rows, first, after) } });
    },
  );

  server.registerTool(
    "enrollStudent",
    {
      title: "Enroll student",
      description: "Mutation: enroll a student in a course.",
      inputSchema: {
        input: z.object({ studentId: z.string(), courseId: z.string() }),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async ({ input }) =>
      json({
        data: { enrollStudent: { enrollment: { id: "RW5yb2xsbWVudDo5OTk5", status: "ACTIVE", ...input } } },
      }),
  );

  server.registerTool(
    "gradeSubmission",
    {
      title: "Grade submission",
      description: "Mutation: set the score of a submission and return it to the student.",
      inputSchema: {
        input: z.object({
          submissionId: z.string(),
          score: z.number(),
          feedback: z.string().optional(),
        }),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ input }) =>
      json({
        data: {
          gradeSubmission: { submission: { id: input.submissionId, status: "GRADED", score: input.score } },
        },
      }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createLmsServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("lms fixture server failed:", e);
      process.exit(1);
    });
}
