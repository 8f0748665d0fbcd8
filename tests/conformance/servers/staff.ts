/**
 * Fixture "staff": an HR directory in the cloud-API style, written after the planner — PascalCase
 * tools and fields (`ListEmployees`, `EmployeeId`), `MaxResults`/`NextToken` paging in a
 * `{ Employees, NextToken }` envelope, SCREAMING_CASE states (`ON_LEAVE`), a manager who is another
 * employee (`ManagerId`), departments by id. JSON text results, no output schemas. Run over stdio:
 * `node --import tsx tests/conformance/servers/staff.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { staffData } from "./data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads. */
export const STAFF_READ_TOOLS = ["ListEmployees", "DescribeEmployee", "ListDepartments"];
const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const fail = (code: string, message: string) => ({
  isError: true,
  content: [{ type: "text" as const, text: JSON.stringify({ __type: code, Message: message }) }],
});

function page<T>(key: string, items: T[], max = 25, token?: string) {
  const offset = token ? Number.parseInt(token.replace(/^tok/, ""), 16) : 0;
  if (!Number.isInteger(offset) || offset < 0) return undefined;
  const end = offset + max;
  return {
    [key]: items.slice(offset, end),
    ...(end < items.length ? { NextToken: `tok${end.toString(16)}` } : {}),
  };
}

export function createStaffServer(): McpServer {
  const { employees, departments } = staffData();
  const server = new McpServer({ name: "staff-directory", version: "2024-11-01" });
  const paging = {
    MaxResults: z
      .number()
      .int()
      .min(1)
      .max(100)
      .optional()
      .describe("The maximum number of results to return."),
    NextToken: z.string().optional().describe("The token for the next set of results."),
  };

  server.registerTool(
    "ListEmployees",
    {
      description: "Lists employees. Filters combine with AND.",
      inputSchema: {
        NameContains: z.string().optional().describe("Part of the employee's full name."),
        DepartmentId: z.string().optional().describe("The ID of the department."),
        ManagerId: z
          .string()
          .optional()
          .describe("Only employees who report to this manager (an EmployeeId)."),
        Status: z.enum(["ACTIVE", "ON_LEAVE", "TERMINATED"]).optional(),
        HiredAfter: z.string().optional().describe("ISO 8601 date."),
        Location: z.enum(["Berlin", "Lisbon", "Remote", "Toronto"]).optional(),
        ...paging,
      },
      annotations: READ,
    },
    async ({
      NameContains,
      DepartmentId,
      ManagerId,
      Status,
      HiredAfter,
      Location,
      MaxResults,
      NextToken,
    }) => {
      const words = (NameContains ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const hits = employees.filter(
        (e) =>
          words.every((w) => e.FullName.toLowerCase().includes(w)) &&
          (!DepartmentId || e.DepartmentId === DepartmentId) &&
          (!ManagerId || e.ManagerId === ManagerId) &&
          (!Status || e.Status === Status) &&
          (!HiredAfter || e.HireDate > HiredAfter.slice(0, 10)) &&
          (!Location || e.Location === Location),
      );
      return text(
        page("Employees", hits, MaxResults, NextToken) ?? fail("InvalidNextTokenException", "bad token"),
      );
    },
  );

  server.registerTool(
    "DescribeEmployee",
    {
      description: "Describes one employee.",
      inputSchema: { EmployeeId: z.string().describe("The employee's ID, for example E-10042.") },
      annotations: READ,
    },
    async ({ EmployeeId }) => {
      const e = employees.find((x) => x.EmployeeId === EmployeeId);
      return e
        ? text({ Employee: e })
        : fail("ResourceNotFoundException", `Employee ${EmployeeId} not found`);
    },
  );

  server.registerTool(
    "ListDepartments",
    { description: "Lists departments.", inputSchema: { ...paging }, annotations: READ },
    async ({ MaxResults, NextToken }) =>
      text(
        page("Departments", departments, MaxResults, NextToken) ??
          fail("InvalidNextTokenException", "bad token"),
      ),
  );

  server.registerTool(
    "UpdateEmployeeStatus",
    {
      description: "Changes an employee's status.",
      inputSchema: { EmployeeId: z.string(), Status: z.enum(["ACTIVE", "ON_LEAVE", "TERMINATED"]) },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ EmployeeId, Status }) => text({ EmployeeId, Status }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createStaffServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("staff fixture server failed:", e);
      process.exit(1);
    });
}
