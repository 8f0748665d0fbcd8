/**
 * Deterministic data of the "library" fixture world: a lending library behind a JSON:API backend.
 * Resources are JSON:API resource objects — `{ type, id, attributes, relationships }` with
 * kebab-case attribute names, numeric-string ids and relationships by type/id only. Fixed points
 * the questions name: Ursula K. Le Guin (author 3) and her books, Dune (book 17, no copy on the
 * shelf), member Tom Baker (42) with a known history, loan 5521, and three members named Emma
 * Wilson. Everything else is seeded noise (no Math.random). "Today" is 2025-10-01, the question
 * suite's fixed date: loans past their due date and not returned are overdue.
 */
import { createRng } from "@/demo/commerce/prng";

export interface Ref<T extends string> {
  data: { type: T; id: string };
}
export interface LibAuthor {
  type: "authors";
  id: string;
  attributes: { name: string; "birth-year": number; nationality: string };
}
export const LIB_GENRES = [
  "science-fiction",
  "fantasy",
  "mystery",
  "romance",
  "literary-fiction",
  "history",
  "biography",
  "poetry",
  "children",
] as const;
export type LibGenre = (typeof LIB_GENRES)[number];
export const LIB_LANGUAGES = ["en", "fr", "de", "es", "it"] as const;
export interface LibBook {
  type: "books";
  id: string;
  attributes: {
    title: string;
    isbn: string;
    "published-year": number;
    genre: LibGenre;
    language: (typeof LIB_LANGUAGES)[number];
    "copies-available": number;
  };
  relationships: { author: Ref<"authors"> };
}
export const LIB_TIERS = ["standard", "student", "senior"] as const;
export interface LibMember {
  type: "members";
  id: string;
  attributes: { name: string; email: string; tier: (typeof LIB_TIERS)[number]; "joined-on": string };
}
export const LIB_LOAN_STATUSES = ["active", "returned", "overdue"] as const;
export interface LibLoan {
  type: "loans";
  id: string;
  attributes: {
    "loaned-on": string;
    "due-date": string;
    "returned-on": string | null;
    status: (typeof LIB_LOAN_STATUSES)[number];
    renewals: number;
  };
  relationships: { book: Ref<"books">; member: Ref<"members"> };
}

export const LIB_TODAY = "2025-10-01";
export const LIB_BOOK_COUNT = 812;
export const LIB_MEMBER_COUNT = 320;
export const LIB_LOAN_COUNT = 1800;
export const LIB_FIRST_LOAN_ID = 5000;
export const LIB_PAGE_SIZE = 20;
export const LIB_PAGE_MAX = 50;

/** Real authors with their books (title, year, genre); the rest of the catalogue is generated. */
const KNOWN_AUTHORS: {
  name: string;
  born: number;
  nationality: string;
  books: [string, number, LibGenre][];
}[] = [
  {
    name: "Frank Herbert",
    born: 1920,
    nationality: "US",
    books: [
      ["Dune", 1965, "science-fiction"],
      ["Dune Messiah", 1969, "science-fiction"],
      ["Children of Dune", 1976, "science-fiction"],
    ],
  },
  {
    name: "Agatha Christie",
    born: 1890,
    nationality: "GB",
    books: [
      ["The Murder of Roger Ackroyd", 1926, "mystery"],
      ["Murder on the Orient Express", 1934, "mystery"],
      ["And Then There Were None", 1939, "mystery"],
      ["Death on the Nile", 1937, "mystery"],
    ],
  },
  {
    name: "Ursula K. Le Guin",
    born: 1929,
    nationality: "US",
    books: [
      ["A Wizard of Earthsea", 1968, "fantasy"],
      ["The Left Hand of Darkness", 1969, "science-fiction"],
      ["The Dispossessed", 1974, "science-fiction"],
      ["The Tombs of Atuan", 1970, "fantasy"],
      ["The Lathe of Heaven", 1971, "science-fiction"],
    ],
  },
  {
    name: "George Orwell",
    born: 1903,
    nationality: "GB",
    books: [
      ["Nineteen Eighty-Four", 1949, "literary-fiction"],
      ["Animal Farm", 1945, "literary-fiction"],
    ],
  },
  {
    name: "Jane Austen",
    born: 1775,
    nationality: "GB",
    books: [
      ["Pride and Prejudice", 1813, "romance"],
      ["Emma", 1815, "romance"],
      ["Persuasion", 1817, "romance"],
    ],
  },
  {
    name: "Isaac Asimov",
    born: 1920,
    nationality: "US",
    books: [
      ["Foundation", 1951, "science-fiction"],
      ["I, Robot", 1950, "science-fiction"],
      ["The Caves of Steel", 1954, "science-fiction"],
    ],
  },
  {
    name: "Albert Camus",
    born: 1913,
    nationality: "FR",
    books: [
      ["L'Étranger", 1942, "literary-fiction"],
      ["La Peste", 1947, "literary-fiction"],
    ],
  },
  {
    name: "Tove Jansson",
    born: 1914,
    nationality: "FI",
    books: [
      ["Finn Family Moomintroll", 1948, "children"],
      ["The Summer Book", 1972, "literary-fiction"],
    ],
  },
];
export const LIB_LE_GUIN_ID = "3";
export const LIB_DUNE_ID = "17";

const FIRST = [
  "Tom",
  "Emma",
  "Oliver",
  "Amelia",
  "Harry",
  "Isla",
  "Jack",
  "Ava",
  "George",
  "Mia",
  "Noah",
  "Grace",
  "Leo",
  "Freya",
  "Arthur",
  "Lily",
  "Oscar",
  "Rosie",
];
const LAST = [
  "Baker",
  "Wilson",
  "Patel",
  "Hughes",
  "Okonkwo",
  "Murphy",
  "Clarke",
  "Nowak",
  "Evans",
  "Kowalski",
  "Byrne",
  "Hassan",
  "Lindgren",
  "Moreno",
  "Fraser",
  "Adeyemi",
  "Quinn",
  "Sato",
  "Walsh",
];
export const LIB_KNOWN_MEMBER = { id: "42", name: "Tom Baker" };
export const LIB_NAMESAKE_NAME = "Emma Wilson";
export const LIB_NAMESAKES = ["57", "190", "266"] as const;

const AUTHOR_FIRST = [
  "Miriam",
  "Henrik",
  "Aurelio",
  "Delphine",
  "Kwame",
  "Ingrid",
  "Bartholomew",
  "Yusuf",
  "Clara",
  "Ottilie",
  "Rafael",
  "Sunniva",
];
const AUTHOR_LAST = [
  "Ashdown",
  "Vellacott",
  "Marchetti",
  "Oyelaran",
  "Strand",
  "Halloran",
  "Dubois",
  "Castellanos",
  "Whitlock",
  "Brennan",
  "Szabo",
  "Ekwueme",
  "Rautio",
];
const NATIONS = ["GB", "US", "IE", "FR", "DE", "ES", "IT", "NG", "SE", "CA"];
const ADJ = [
  "Silent",
  "Broken",
  "Golden",
  "Hidden",
  "Winter",
  "Distant",
  "Burning",
  "Quiet",
  "Lost",
  "Salt",
  "Glass",
  "Iron",
  "Paper",
  "Northern",
  "Last",
];
const NOUN = [
  "River",
  "Harbour",
  "Garden",
  "Kingdom",
  "Orchard",
  "Lantern",
  "Archive",
  "Island",
  "Tide",
  "Crown",
  "Compass",
  "Meadow",
  "Bridge",
  "Letters",
  "Stars",
];
const PATTERNS = [
  (a: string, n: string) => `The ${a} ${n}`,
  (a: string, n: string) => `${a} ${n}`,
  (a: string, n: string) => `${n} of ${a} Days`,
  (a: string, n: string) => `Beyond the ${a} ${n}`,
  (a: string, n: string) => `The ${n} Keeper's ${a} Year`,
];

const DAY = 86_400_000;
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => isoOf(dayMs(iso) + n * DAY);
const slug = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[^A-Za-z ]/g, "")
    .toLowerCase();

function isbn13(n: number): string {
  const body = `978${String(1_000_000_000 + n * 7919).slice(-9)}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Tom Baker's known history (book ids, loaned-on, status). */
const KNOWN_LOANS: { book: string; loaned: string; status: LibLoan["attributes"]["status"] }[] = [
  { book: "17", loaned: "2025-09-20", status: "active" },
  { book: "24", loaned: "2025-08-02", status: "overdue" },
  { book: "5", loaned: "2025-05-11", status: "returned" },
  { book: "301", loaned: "2025-02-14", status: "returned" },
  { book: "118", loaned: "2024-11-03", status: "returned" },
];
export const LIB_KNOWN_LOAN_ID = "5521";
const LOAN_DAYS = 21;

export function libraryData(): {
  authors: LibAuthor[];
  books: LibBook[];
  members: LibMember[];
  loans: LibLoan[];
} {
  const r = createRng(1842);
  const authors: LibAuthor[] = [];
  // Known authors first (ids 1..8, Le Guin = 3), then generated ones up to 90.
  for (const [i, a] of KNOWN_AUTHORS.entries())
    authors.push({
      type: "authors",
      id: String(i + 1),
      attributes: { name: a.name, "birth-year": a.born, nationality: a.nationality },
    });
  const seen = new Set(authors.map((a) => a.attributes.name));
  for (let n = 0; authors.length < 90; n++) {
    const name = `${AUTHOR_FIRST[n % AUTHOR_FIRST.length]} ${AUTHOR_LAST[(n * 5 + Math.floor(n / 12)) % AUTHOR_LAST.length]}`;
    if (seen.has(name)) continue;
    seen.add(name);
    authors.push({
      type: "authors",
      id: String(authors.length + 1),
      attributes: { name, "birth-year": r.int(1840, 1995), nationality: r.pick(NATIONS) },
    });
  }

  const books: LibBook[] = [];
  const known: {
    title: string;
    year: number;
    genre: LibGenre;
    author: string;
    lang: LibBook["attributes"]["language"];
  }[] = [];
  for (const [i, a] of KNOWN_AUTHORS.entries())
    for (const [title, year, genre] of a.books)
      known.push({ title, year, genre, author: String(i + 1), lang: a.nationality === "FR" ? "fr" : "en" });
  // Dune sits at id 17: the known books are spread over the first ids in a fixed order.
  const slots = new Map<number, (typeof known)[number]>();
  const order = [
    5, 9, 12, 17, 24, 31, 38, 44, 51, 63, 70, 77, 85, 92, 99, 106, 113, 118, 124, 131, 139, 146, 152, 160,
  ];
  // Dune first (slot 17), then the other known books in order.
  const duneFirst = [...known.filter((k) => k.title === "Dune"), ...known.filter((k) => k.title !== "Dune")];
  const [dune] = duneFirst;
  if (dune) slots.set(17, dune);
  let k = 1;
  for (const id of order) {
    const next = duneFirst[k];
    if (id !== 17 && next) {
      slots.set(id, next);
      k++;
    }
  }
  const titles = new Set<string>();
  for (let n = 1; n <= LIB_BOOK_COUNT; n++) {
    const fixed = slots.get(n);
    let title = fixed?.title ?? "";
    for (let shift = 0; !title; shift++) {
      const t = PATTERNS[(n + shift) % PATTERNS.length](
        ADJ[(n * 7 + shift) % ADJ.length],
        NOUN[(n * 3 + Math.floor(n / 15) + shift) % NOUN.length],
      );
      const candidate = titles.has(t) ? `${t}, Volume ${Math.floor(n / 100) + 2 + shift}` : t;
      if (!titles.has(candidate)) title = candidate;
    }
    titles.add(title);
    const genre: LibGenre = fixed?.genre ?? r.weighted(LIB_GENRES, [14, 12, 14, 10, 18, 10, 8, 5, 9]);
    books.push({
      type: "books",
      id: String(n),
      attributes: {
        title,
        isbn: isbn13(n),
        "published-year":
          fixed?.year ?? r.weighted([r.int(1850, 1949), r.int(1950, 1999), r.int(2000, 2024)], [2, 3, 5]),
        genre,
        language: fixed?.lang ?? r.weighted(LIB_LANGUAGES, [70, 9, 8, 8, 5]),
        "copies-available": n === 17 ? 0 : r.int(0, 4),
      },
      relationships: {
        author: {
          data: {
            type: "authors",
            id: fixed?.author ?? String(r.int(KNOWN_AUTHORS.length + 1, authors.length)),
          },
        },
      },
    });
  }

  const members: LibMember[] = [];
  const names = new Set<string>([LIB_KNOWN_MEMBER.name, LIB_NAMESAKE_NAME]);
  for (let n = 1; n <= LIB_MEMBER_COUNT; n++) {
    const id = String(n);
    let name =
      id === LIB_KNOWN_MEMBER.id
        ? LIB_KNOWN_MEMBER.name
        : (LIB_NAMESAKES as readonly string[]).includes(id)
          ? LIB_NAMESAKE_NAME
          : "";
    for (let shift = 0; !name; shift++) {
      const candidate = `${FIRST[(n + shift) % FIRST.length]} ${LAST[(n * 7 + Math.floor(n / FIRST.length) + shift) % LAST.length]}`;
      if (!names.has(candidate)) name = candidate;
    }
    names.add(name);
    const [first, last] = slug(name).split(" ");
    const namesake = name === LIB_NAMESAKE_NAME;
    members.push({
      type: "members",
      id,
      attributes: {
        name,
        email: `${first}.${last}${namesake ? id : ""}@${r.pick(["mail.example", "post.example", "inbox.example"])}`,
        tier: id === LIB_KNOWN_MEMBER.id ? "senior" : r.weighted(LIB_TIERS, [6, 3, 2]),
        "joined-on": isoOf(
          dayMs("2015-01-05") + r.int(0, Math.round((dayMs("2025-09-25") - dayMs("2015-01-05")) / DAY)) * DAY,
        ),
      },
    });
  }

  const loans: LibLoan[] = [];
  const knownStart = Number(LIB_KNOWN_LOAN_ID) + 1;
  let knownIndex = 0;
  for (let n = 0; n < LIB_LOAN_COUNT; n++) {
    const id = LIB_FIRST_LOAN_ID + n;
    const fixed =
      id >= knownStart && id < knownStart + KNOWN_LOANS.length ? KNOWN_LOANS[knownIndex++] : undefined;
    const loaned =
      fixed?.loaned ??
      addDays("2024-01-02", r.int(0, Math.round((dayMs(LIB_TODAY) - dayMs("2024-01-02")) / DAY) - 1));
    const renewals = fixed ? 0 : r.weighted([0, 1, 2], [8, 2, 1]);
    const due = addDays(loaned, LOAN_DAYS * (1 + renewals));
    let status: LibLoan["attributes"]["status"];
    if (fixed) status = fixed.status;
    else if (due >= LIB_TODAY) status = r.chance(0.2) ? "returned" : "active";
    else status = r.chance(0.9) ? "returned" : "overdue";
    const returned = status === "returned" ? addDays(loaned, r.int(2, LOAN_DAYS * (1 + renewals) + 6)) : null;
    let member = fixed ? LIB_KNOWN_MEMBER.id : String(r.int(1, LIB_MEMBER_COUNT));
    if (!fixed && member === LIB_KNOWN_MEMBER.id) member = "43";
    loans.push({
      type: "loans",
      id: String(id),
      attributes: {
        "loaned-on": loaned,
        "due-date": due,
        "returned-on": returned && returned > LIB_TODAY ? null : returned,
        status: returned && returned > LIB_TODAY ? "active" : status,
        renewals,
      },
      relationships: {
        book: { data: { type: "books", id: fixed?.book ?? String(r.int(1, LIB_BOOK_COUNT)) } },
        member: { data: { type: "members", id: member } },
      },
    });
  }
  return { authors, books, members, loans };
}
