/**
 * Seed data of the "refs" fixture world (./refs-fs.ts, ./refs-memory.ts, ./refs-time.ts): a virtual
 * tree of text files under /projects for the filesystem server, a knowledge graph for the memory
 * server, and the fixed instant the time server calls "now". Deterministic: no randomness, no clock.
 */

export interface VFile {
  /** Absolute path, "/projects/…". */
  path: string;
  content: string;
  created: string;
  modified: string;
}

/** The instant the fixture servers treat as now (the question suite's today is 2025-10-01). */
export const REFS_NOW = "2025-10-01T09:30:00Z";

const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString();
const at = (iso: string, hh = 10, mm = 0) =>
  `${iso.slice(0, 10)}T${String(hh).padStart(2, "0")}:${String(mm).padStart(2, "0")}:00.000Z`;

const QUARTERS = [
  {
    q: "q1",
    label: "Q1 2025",
    revenue: 412_300,
    costs: 318_900,
    headline: "Revenue up 8% on Q4; two new enterprise clients (Acme Corp, Northwind Traders).",
  },
  {
    q: "q2",
    label: "Q2 2025",
    revenue: 455_800,
    costs: 331_200,
    headline: "Revenue up 10.5%; Atlas beta shipped to 12 customers.",
  },
  {
    q: "q3",
    label: "Q3 2025",
    revenue: 498_150,
    costs: 352_700,
    headline: "Best quarter so far; Borealis migration finished two weeks late.",
  },
];
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september"];
const CLIENTS = [
  "Acme Corp",
  "Northwind Traders",
  "Globex Ltd",
  "Initech",
  "Umbrella Health",
  "Stark Logistics",
];

function reportFiles(): VFile[] {
  const out: VFile[] = [];
  QUARTERS.forEach((r, i) => {
    const content = [
      `${r.label} summary`,
      "",
      r.headline,
      "",
      `Revenue: $${r.revenue.toLocaleString("en-US")}`,
      `Costs: $${r.costs.toLocaleString("en-US")}`,
      `Margin: ${(((r.revenue - r.costs) / r.revenue) * 100).toFixed(1)}%`,
      "",
      "Highlights",
      ...CLIENTS.slice(i, i + 3).map((c, k) => `- ${c}: renewed for ${12 + k * 6} months`),
      "",
      "Risks",
      "- Hiring for the platform team is behind plan.",
      "- Two invoices over 60 days overdue (see /projects/invoices).",
      "",
    ].join("\n");
    const end = [95, 185, 265][i];
    out.push({
      path: `/projects/reports/${r.q}-summary.txt`,
      content,
      created: at(day(end), 9),
      modified: at(day(end + 3), 16, 20),
    });
  });
  MONTHS.forEach((m, i) => {
    const content = `Monthly report: ${m[0].toUpperCase()}${m.slice(1)} 2025\n\nActive projects: Atlas, Borealis, Cedar\nNew tickets: ${40 + i * 7}\nClosed tickets: ${38 + i * 6}\nHeadcount: ${21 + Math.floor(i / 2)}\n`;
    const end = [31, 59, 90, 120, 151, 181, 212, 243, 270][i];
    out.push({
      path: `/projects/reports/monthly/2025-${String(i + 1).padStart(2, "0")}-${m}.md`,
      content,
      created: at(day(end), 8),
      modified: at(day(end + 1), 11, 5),
    });
  });
  out.push({
    path: "/projects/reports/annual-plan-2025.md",
    content:
      "# Annual plan 2025\n\nGoals\n1. Ship Atlas 1.0 by September.\n2. Move Borealis to the new cluster.\n3. Start Cedar discovery with Globex Ltd.\n\nBudget: $1,650,000\nOwner: Dana Whitfield\n",
    created: at(day(-20), 14),
    modified: at(day(45), 10, 30),
  });
  return out;
}

function invoiceFiles(): VFile[] {
  const out: VFile[] = [];
  for (let n = 1; n <= 20; n++) {
    const client = CLIENTS[(n * 5) % CLIENTS.length];
    const amount = 1_200 + ((n * 7919) % 9_000);
    const issued = day(2 + n * 13);
    const paid = n % 4 !== 0;
    const id = `INV-2025-${String(n).padStart(3, "0")}`;
    const content = [
      `INVOICE ${id}`,
      `Client: ${client}`,
      `Issued: ${issued.slice(0, 10)}`,
      `Due: ${day(32 + n * 13).slice(0, 10)}`,
      "",
      `Consulting services ........ $${(amount - 200).toLocaleString("en-US")}.00`,
      "Hosting ..................... $200.00",
      "",
      `Total: $${amount.toLocaleString("en-US")}.00`,
      `Status: ${paid ? "PAID" : "UNPAID"}`,
      "",
    ].join("\n");
    out.push({
      path: `/projects/invoices/${id}.txt`,
      content,
      created: at(issued, 12),
      modified: at(day(Math.min(4 + n * 13 + (paid ? 20 : 0), 271)), 15),
    });
  }
  out.push({
    path: "/projects/invoices/README.md",
    content:
      "# Invoices\n\nOne text file per invoice, named INV-<year>-<number>.txt. Unpaid ones are chased on the 1st of each month.\n",
    created: at(day(3), 9),
    modified: at(day(3), 9),
  });
  return out;
}

function noteFiles(): VFile[] {
  return [
    {
      path: "/projects/notes/todo.md",
      content:
        "# TODO\n\n- [ ] Chase INV-2025-004 and INV-2025-008 with Acme Corp\n- [x] Send Q3 summary to the board\n- [ ] Book the Lisbon offsite\n- [ ] Review Cedar proposal with Priya\n",
      created: at(day(2), 9),
      modified: "2025-09-29T17:42:00.000Z",
    },
    {
      path: "/projects/notes/ideas.md",
      content:
        "# Ideas\n\n- A dark mode for the Atlas dashboard\n- Weekly digest email for customers\n- Replace the invoice templates with generated PDFs\n",
      created: at(day(30), 11),
      modified: at(day(200), 13),
    },
    ...["2025-07-14", "2025-08-11", "2025-09-08", "2025-09-22"].map((d, i) => ({
      path: `/projects/notes/meetings/${d}-standup.md`,
      content: `# Standup ${d}\n\nAttendees: Dana Whitfield, Dana Okafor, Marco Bianchi, Priya Raman\n\n- Atlas: ${["beta feedback triaged", "release candidate cut", "1.0 shipped", "hotfix 1.0.1 out"][i]}\n- Borealis: ${["cluster ordered", "migration started", "migration 70% done", "migration finished"][i]}\n`,
      created: at(d, 9, 15),
      modified: at(d, 10, 2),
    })),
    {
      path: "/projects/notes/meetings/2025-06-30-board.md",
      content:
        "# Board meeting 2025-06-30\n\nPresent: Dana Whitfield (chair), Hiro Tanaka, Elena Petrova\n\nDecisions\n- Approve hiring two platform engineers\n- Cedar discovery to start in Q4\n",
      created: at("2025-06-30", 16),
      modified: at("2025-07-01", 9, 40),
    },
    {
      path: "/projects/notes/reading-list.md",
      content: "# Reading list\n\n- Designing Data-Intensive Applications\n- The Mom Test\n- Shape Up\n",
      created: at(day(12), 20),
      modified: at(day(160), 21),
    },
    {
      path: "/projects/notes/contacts.txt",
      content:
        "Acme Corp - Dana Okafor - dana.okafor@acme.example\nGlobex Ltd - Hiro Tanaka - hiro@globex.example\nNorthwind Traders - Sam Ortiz - sam.ortiz@northwind.example\n",
      created: at(day(5), 10),
      modified: at(day(150), 10),
    },
  ];
}

function dataFiles(): VFile[] {
  const rows = ["month,region,revenue,orders"];
  const regions = ["north", "south", "east", "west"];
  for (let i = 0; i < MONTHS.length; i++)
    for (const [k, r] of regions.entries())
      rows.push(
        `2025-${String(i + 1).padStart(2, "0")},${r},${10_000 + i * 900 + k * 1_250},${80 + i * 3 + k * 5}`,
      );
  return [
    {
      path: "/projects/data/sales-2025.csv",
      content: `${rows.join("\n")}\n`,
      created: at(day(1), 8),
      modified: at(day(271), 18),
    },
    {
      path: "/projects/data/customers.csv",
      content: `name,country,since\n${CLIENTS.map((c, i) => `${c},${["US", "GB", "DE", "US", "FR", "JP"][i]},${2019 + i}`).join("\n")}\n`,
      created: at(day(1), 8),
      modified: at(day(100), 8),
    },
    {
      path: "/projects/data/exports/atlas-usage-2025-08.csv",
      content:
        "customer,active_users,sessions\nAcme Corp,112,2310\nUmbrella Health,86,1544\nInitech,40,610\n",
      created: at(day(243), 6),
      modified: at(day(243), 6),
    },
    {
      path: "/projects/data/exports/atlas-usage-2025-09.csv",
      content:
        "customer,active_users,sessions\nAcme Corp,120,2502\nUmbrella Health,91,1688\nInitech,44,702\nGlobex Ltd,12,95\n",
      created: at(day(271), 6),
      modified: at(day(271), 6),
    },
    {
      path: "/projects/data/README.md",
      content:
        "# Data\n\nsales-2025.csv: monthly revenue and orders by region.\ncustomers.csv: one row per client.\n",
      created: at(day(1), 8),
      modified: at(day(1), 8),
    },
  ];
}

function projectFiles(): VFile[] {
  const out: VFile[] = [];
  const projects = [
    {
      name: "atlas",
      title: "Atlas",
      what: "A customer dashboard for usage and billing.",
      lead: "Marco Bianchi",
      stack: "TypeScript, Next.js, PostgreSQL",
      status: "1.0 released 2025-09-02",
    },
    {
      name: "borealis",
      title: "Borealis",
      what: "The data pipeline that feeds Atlas.",
      lead: "Priya Raman",
      stack: "Python, Airflow",
      status: "migration to the new cluster finished 2025-09-19",
    },
    {
      name: "cedar",
      title: "Cedar",
      what: "Discovery for a scheduling product with Globex Ltd.",
      lead: "Dana Whitfield",
      stack: "not chosen yet",
      status: "proposal under review",
    },
  ];
  projects.forEach((p, i) => {
    const base = `/projects/${p.name}`;
    const c = day(20 + i * 40);
    out.push({
      path: `${base}/README.md`,
      content: `# ${p.title}\n\n${p.what}\n\nLead: ${p.lead}\nStack: ${p.stack}\nStatus: ${p.status}\n\n## Getting started\n\nSee docs/setup.md.\n`,
      created: at(c, 10),
      modified: at(day(240 + i * 10), 14, 10),
    });
    out.push({
      path: `${base}/CHANGELOG.md`,
      content: `# Changelog\n\n## ${i === 2 ? "0.1.0" : "1.0.0"}\n- First release\n`,
      created: at(c, 10),
      modified: at(day(244 + i), 9),
    });
    out.push({
      path: `${base}/docs/setup.md`,
      content: `# Setting up ${p.title}\n\n1. Clone the repository.\n2. Install dependencies.\n3. Copy .env.example to .env.\n`,
      created: at(c, 11),
      modified: at(day(60 + i * 30), 11),
    });
    out.push({
      path: `${base}/docs/architecture.md`,
      content: `# ${p.title} architecture\n\n${p.what} Built with ${p.stack}.\n`,
      created: at(c, 11),
      modified: at(day(90 + i * 30), 11),
    });
    if (i < 2) {
      const files =
        i === 0
          ? [
              "src/index.ts",
              "src/billing.ts",
              "src/usage.ts",
              "src/api/client.ts",
              "src/api/routes.ts",
              "tests/billing.test.ts",
              "package.json",
            ]
          : [
              "pipeline/extract.py",
              "pipeline/load.py",
              "pipeline/transform.py",
              "dags/nightly.py",
              "requirements.txt",
            ];
      files.forEach((f, k) => {
        out.push({
          path: `${base}/${f}`,
          content: f.endsWith(".json")
            ? '{\n  "name": "atlas",\n  "version": "1.0.1"\n}\n'
            : f.endsWith(".txt")
              ? "apache-airflow==2.9.1\npandas==2.2.2\n"
              : `// ${p.title}: ${f}\n${"export const x = 1;\n".repeat(3 + k * 4)}`,
          created: at(day(25 + i * 40 + k), 10),
          modified: at(day(200 + i * 30 + k * 3), 12),
        });
      });
    }
    if (i === 2)
      out.push({
        path: `${base}/proposal.md`,
        content:
          "# Cedar proposal\n\nScope: a scheduling product for Globex Ltd's depots.\nBudget: $180,000 for discovery.\nDecision due: 2025-10-15.\n",
        created: at(day(230), 10),
        modified: "2025-09-30T16:05:00.000Z",
      });
    out.push({
      path: `${base}/meeting-notes.md`,
      content: `# ${p.title} meeting notes\n\n- Kickoff with ${p.lead}\n- Weekly sync on Tuesdays\n`,
      created: at(c, 15),
      modified: at(day(230 + i * 5), 15),
    });
  });
  out.push({
    path: "/projects/README.md",
    content:
      "# Projects\n\nShared drive for the team: reports, invoices, notes, data and one folder per project (atlas, borealis, cedar).\n",
    created: at(day(0), 9),
    modified: at(day(0), 9),
  });
  out.push({
    path: "/projects/archive/2024/q4-summary.txt",
    content: "Q4 2024 summary\n\nRevenue: $381,700\nCosts: $301,100\n",
    created: at("2025-01-06", 9),
    modified: at("2025-01-08", 9),
  });
  out.push({
    path: "/projects/archive/2024/invoice-template.txt",
    content: "INVOICE <id>\nClient: <client>\nTotal: <total>\n",
    created: at("2024-03-01", 9),
    modified: at("2024-03-01", 9),
  });
  out.push({
    path: "/projects/archive/old-logo.svg",
    content: '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    created: at("2023-05-01", 9),
    modified: at("2023-05-01", 9),
  });
  return out;
}

export function refsFiles(): VFile[] {
  return [...reportFiles(), ...invoiceFiles(), ...noteFiles(), ...dataFiles(), ...projectFiles()].sort(
    (a, b) => a.path.localeCompare(b.path),
  );
}

export interface Entity {
  name: string;
  entityType: string;
  observations: string[];
}
export interface Relation {
  from: string;
  to: string;
  relationType: string;
}

const person = (name: string, ...observations: string[]): Entity => ({
  name,
  entityType: "person",
  observations,
});
const company = (name: string, ...observations: string[]): Entity => ({
  name,
  entityType: "company",
  observations,
});
const project = (name: string, ...observations: string[]): Entity => ({
  name,
  entityType: "project",
  observations,
});

export function refsGraph(): { entities: Entity[]; relations: Relation[] } {
  const entities: Entity[] = [
    person(
      "Dana Whitfield",
      "CEO of Tabletalk Studio",
      "Based in London",
      "Prefers email over calls",
      "Chairs the board",
    ),
    person("Dana Okafor", "Procurement lead at Acme Corp", "Based in Chicago", "Signed the 2025 renewal"),
    person(
      "Marco Bianchi",
      "Engineering manager",
      "Leads the Atlas project",
      "Based in Milan",
      "Speaks Italian and English",
    ),
    person("Priya Raman", "Data engineer", "Leads the Borealis project", "Based in Bangalore"),
    person("Hiro Tanaka", "CTO of Globex Ltd", "Based in Tokyo", "Board member since 2023"),
    person("Elena Petrova", "Investor at Northstar Ventures", "Board member", "Based in Berlin"),
    person(
      "Sam Ortiz",
      "Account manager at Northwind Traders",
      "Based in Seattle",
      "Prefers calls on Fridays",
    ),
    person("Lucia Gomez", "Designer", "Works on the Atlas dashboard", "Based in Madrid"),
    person("Tom Becker", "Backend engineer", "Works on Atlas billing", "Based in Hamburg"),
    person("Aisha Khan", "QA engineer", "Based in London", "Owns the release checklist"),
    person("Noah Williams", "Sales lead", "Based in New York", "Closed the Initech deal"),
    person("Mei Lin", "Finance manager", "Based in Singapore", "Runs invoicing"),
    person("Omar Haddad", "Support engineer at Initech", "Based in Dubai"),
    person("Grace Miller", "Head of operations at Umbrella Health", "Based in Boston"),
    person("Lars Nilsson", "Platform engineer", "Based in Stockholm", "Joined in August 2025"),
    person("Chloe Martin", "Product manager", "Based in Paris", "Owns the Cedar proposal"),
    person("Ravi Patel", "Developer at Globex Ltd", "Based in Toronto"),
    person("Julia Costa", "Customer success manager", "Based in Lisbon", "Organises the offsite"),
    person("Ken Watanabe", "Consultant at Stark Logistics", "Based in Osaka"),
    person("Sofia Rossi", "Lawyer at Rossi & Partners", "Based in Rome", "Reviews all client contracts"),
    person("Ben Carter", "Intern", "Based in London", "Started in September 2025"),
    person("Fatima Zahra", "Data analyst at Umbrella Health", "Based in Casablanca"),
    company("Tabletalk Studio", "Software company", "Headquartered in London", "About 25 staff"),
    company("Acme Corp", "Manufacturing company", "Client since 2019", "Headquartered in Chicago"),
    company("Northwind Traders", "Wholesale distributor", "Client since 2020", "Headquartered in Seattle"),
    company("Globex Ltd", "Logistics software company", "Client since 2021", "Partner on Cedar"),
    company("Initech", "IT services company", "Client since 2022"),
    company("Umbrella Health", "Healthcare provider", "Client since 2023", "Pilot customer of Atlas"),
    company("Stark Logistics", "Freight company", "Client since 2024"),
    company("Northstar Ventures", "Venture capital firm", "Led the seed round"),
    company("Rossi & Partners", "Law firm", "Outside counsel"),
    project("Atlas", "Customer dashboard", "1.0 released 2025-09-02", "Stack: TypeScript, Next.js"),
    project("Borealis", "Data pipeline", "Migration finished 2025-09-19"),
    project("Cedar", "Scheduling product discovery", "Proposal under review"),
    project("Lisbon offsite", "Team offsite planned for November 2025"),
    { name: "London", entityType: "city", observations: ["Head office"] },
    { name: "Chicago", entityType: "city", observations: ["Acme Corp head office"] },
    {
      name: "Atlas 1.0 launch",
      entityType: "event",
      observations: ["Held on 2025-09-02", "Webinar with 140 attendees"],
    },
    { name: "Seed round", entityType: "event", observations: ["Closed in 2023", "$2.5M"] },
    { name: "Q3 board meeting", entityType: "event", observations: ["Planned for 2025-10-15"] },
  ];
  const r = (from: string, relationType: string, to: string): Relation => ({ from, to, relationType });
  const relations: Relation[] = [
    r("Dana Whitfield", "works_at", "Tabletalk Studio"),
    r("Dana Whitfield", "leads", "Cedar"),
    r("Dana Okafor", "works_at", "Acme Corp"),
    r("Marco Bianchi", "works_at", "Tabletalk Studio"),
    r("Marco Bianchi", "leads", "Atlas"),
    r("Priya Raman", "works_at", "Tabletalk Studio"),
    r("Priya Raman", "leads", "Borealis"),
    r("Hiro Tanaka", "works_at", "Globex Ltd"),
    r("Elena Petrova", "works_at", "Northstar Ventures"),
    r("Sam Ortiz", "works_at", "Northwind Traders"),
    r("Lucia Gomez", "works_at", "Tabletalk Studio"),
    r("Lucia Gomez", "works_on", "Atlas"),
    r("Tom Becker", "works_at", "Tabletalk Studio"),
    r("Tom Becker", "works_on", "Atlas"),
    r("Aisha Khan", "works_at", "Tabletalk Studio"),
    r("Aisha Khan", "works_on", "Atlas"),
    r("Noah Williams", "works_at", "Tabletalk Studio"),
    r("Mei Lin", "works_at", "Tabletalk Studio"),
    r("Omar Haddad", "works_at", "Initech"),
    r("Grace Miller", "works_at", "Umbrella Health"),
    r("Lars Nilsson", "works_at", "Tabletalk Studio"),
    r("Lars Nilsson", "works_on", "Borealis"),
    r("Chloe Martin", "works_at", "Tabletalk Studio"),
    r("Chloe Martin", "works_on", "Cedar"),
    r("Ravi Patel", "works_at", "Globex Ltd"),
    r("Ravi Patel", "works_on", "Cedar"),
    r("Julia Costa", "works_at", "Tabletalk Studio"),
    r("Julia Costa", "organises", "Lisbon offsite"),
    r("Ken Watanabe", "works_at", "Stark Logistics"),
    r("Sofia Rossi", "works_at", "Rossi & Partners"),
    r("Ben Carter", "works_at", "Tabletalk Studio"),
    r("Fatima Zahra", "works_at", "Umbrella Health"),
    r("Dana Okafor", "reports_to", "Grace Miller"),
    r("Ben Carter", "reports_to", "Marco Bianchi"),
    r("Tom Becker", "reports_to", "Marco Bianchi"),
    r("Lars Nilsson", "reports_to", "Priya Raman"),
    r("Acme Corp", "client_of", "Tabletalk Studio"),
    r("Northwind Traders", "client_of", "Tabletalk Studio"),
    r("Globex Ltd", "client_of", "Tabletalk Studio"),
    r("Initech", "client_of", "Tabletalk Studio"),
    r("Umbrella Health", "client_of", "Tabletalk Studio"),
    r("Stark Logistics", "client_of", "Tabletalk Studio"),
    r("Northstar Ventures", "invested_in", "Tabletalk Studio"),
    r("Globex Ltd", "partner_on", "Cedar"),
    r("Umbrella Health", "pilots", "Atlas"),
    r("Borealis", "feeds", "Atlas"),
    r("Tabletalk Studio", "based_in", "London"),
    r("Acme Corp", "based_in", "Chicago"),
    r("Marco Bianchi", "presented_at", "Atlas 1.0 launch"),
    r("Northstar Ventures", "led", "Seed round"),
  ];
  return { entities, relations };
}
