import { describe, expect, it } from "vitest";
import {
  deriveMcpCapabilities,
  deriveOpenApiCapabilities,
  type OpenApiOperationCard,
} from "@/lib/capabilities";
import { importOpenApi } from "@/lib/connectors/openapi";
import { petstore30 } from "@/lib/connectors/openapi/__fixtures__/petstore-30";
import { route } from "./router";

// Session 27 (issues 9 and 12): the tool that answers was not among the candidates — an OpenAPI
// operation's declared values were invisible before its schema is materialized, a record named by
// "#name", an identifier typed in lower case. Each rule over two vocabularies of its own.
const READ = { readOnlyHint: true };
const obj = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: "object" as const,
  properties,
  required,
});
const derive = (slug: string, tools: unknown[]) =>
  deriveMcpCapabilities({
    connection: { id: slug, slug, trusted: true },
    tools: tools as Parameters<typeof deriveMcpCapabilities>[0]["tools"],
  }).filter((c) => c.eligible);
const ids = (r: ReturnType<typeof route>) => r.candidates.map((c) => c.id.split("/").pop());

const card = (
  operationId: string,
  path: string,
  summary: string,
  inputFields: string[],
  inputEnums?: Record<string, string[]>,
): OpenApiOperationCard => ({
  operationId,
  method: "GET",
  path,
  summary,
  readOnly: true,
  inputFields,
  ...(inputEnums ? { inputEnums } : {}),
  schemaDigest: operationId,
});
const api = (slug: string, cards: OpenApiOperationCard[]) =>
  deriveOpenApiCapabilities({ source: { slug }, cards }).filter((c) => c.eligible);
/** The same catalog as its cards were before they carried declared values. */
const withoutValues = (cards: OpenApiOperationCard[]) =>
  cards.map(({ inputEnums: _, ...c }) => c as OpenApiOperationCard);

describe("s27-routing: declared values of OpenAPI operations route before materializing", () => {
  const assets = [
    card("GetUsers", "/v1/users", "List all users", ["name", "email", "department", "status", "limit"], {
      department: ["Sales", "Support", "Design", "Finance"],
      status: ["active", "on_leave", "offboarded"],
    }),
    card("GetUsersUser", "/v1/users/{user}", "Retrieve a user", ["user*"]),
    card("GetPurchases", "/v1/purchases", "List all purchases", ["requester", "limit"]),
    card("GetLicenses", "/v1/licenses", "List all licenses", ["product", "limit"]),
  ];
  const crew = [
    card("listMembers", "/members", "Members of the organisation", ["team", "state", "cursor"], {
      team: ["finance", "platform", "growth"],
      state: ["working", "suspended", "parental"],
    }),
    card("getMember", "/members/{memberId}", "One member", ["memberId*"]),
    card("listShifts", "/shifts", "Scheduled shifts", ["from", "to"]),
  ];

  it("a question naming declared values routes the operation that declares them", () => {
    expect(ids(route(api("assets", assets), "who in sales is on leave?"))).toContain("GetUsers");
    expect(ids(route(api("crew", crew), "who in growth is suspended?"))).toContain("listMembers");
  });

  it("only when nothing else routes: a value shared with a routed tool adds no second one", () => {
    expect(ids(route(api("assets", assets), "licenses that are active"))).not.toContain("GetUsers");
    expect(ids(route(api("crew", crew), "scheduled shifts that are working"))).not.toContain("listMembers");
  });

  it("without the declared values on the cards nothing routes there (the rule's cause)", () => {
    expect(ids(route(api("assets", withoutValues(assets)), "who in sales is on leave?"))).not.toContain(
      "GetUsers",
    );
    expect(ids(route(api("crew", withoutValues(crew)), "who in growth is suspended?"))).not.toContain(
      "listMembers",
    );
  });

  it("the light schema holds the declared values and the definition hash ignores them", () => {
    const [withValues] = api("crew", crew.slice(0, 1));
    const [plain] = api("crew", withoutValues(crew).slice(0, 1));
    expect((withValues.inputSchema.properties as Record<string, unknown>).state).toEqual({
      enum: ["working", "suspended", "parental"],
    });
    expect((plain.inputSchema.properties as Record<string, unknown>).state).toEqual({});
    expect(withValues.definitionHash).toBe(plain.definitionHash);
  });

  it("an imported document's cards carry the string values of query parameters", async () => {
    const source = await importOpenApi(petstore30());
    const listPets = source.cards.find((c) => c.operationId === "listPets");
    expect(listPets?.inputEnums).toEqual({ status: ["available", "sold"] });
    expect(source.cards.find((c) => c.operationId === "getPet")?.inputEnums).toBeUndefined();
  });
});

describe("s27-routing: a record named by #name", () => {
  const chat = derive("chat", [
    {
      name: "list_channels",
      description: "List channels",
      inputSchema: obj({ limit: { type: "number" } }),
      annotations: READ,
    },
    {
      name: "channel_history",
      description: "Get messages from a channel",
      inputSchema: obj(
        {
          channel_id: {
            type: "string",
            description:
              "ID of the channel in format Cxxxxxxxxxx or its name starting with #... aka #general.",
          },
        },
        ["channel_id"],
      ),
      annotations: READ,
    },
    {
      name: "get_user",
      description: "One user",
      inputSchema: obj({ user_id: { type: "string" } }, ["user_id"]),
      annotations: READ,
    },
  ]);
  const rooms = derive("rooms", [
    {
      name: "ListRooms",
      description: "Lists the rooms of the workspace.",
      inputSchema: obj({}),
      annotations: READ,
    },
    {
      name: "ListPosts",
      description: "Posts of one room.",
      inputSchema: obj({ room: { type: "string", description: "The room, by id or name, e.g. '#ops'." } }, [
        "room",
      ]),
      annotations: READ,
    },
    { name: "ListInvoices", description: "Lists invoices.", inputSchema: obj({}), annotations: READ },
  ]);

  it("routes the lists of the named records' entity and the tools taking one by #name", () => {
    expect(ids(route(chat, "what's the topic of #design"))).toEqual(
      expect.arrayContaining(["list_channels", "channel_history"]),
    );
    expect(ids(route(rooms, "what's the purpose of #support-escalations"))).toEqual(
      expect.arrayContaining(["ListRooms", "ListPosts"]),
    );
  });

  it("a number after a hash is no name", () => {
    expect(ids(route(rooms, "what's the purpose of #4512"))).not.toContain("ListRooms");
  });
});

describe("s27-routing: an identifier typed in lower case", () => {
  const shop = derive("shop", [
    {
      name: "orders_get",
      description: "One order.",
      inputSchema: obj({ order_id: { type: "string", pattern: "^O-\\d{6}$" } }, ["order_id"]),
      annotations: READ,
    },
    {
      name: "customers_search",
      description: "Search customers.",
      inputSchema: obj({ q: { type: "string" } }),
      annotations: READ,
    },
  ]);
  const desk = derive("desk", [
    {
      name: "GetTicket",
      description: "Gets a ticket.",
      inputSchema: obj({ ticketKey: { type: "string", pattern: "^TCK-\\d{4,}$" } }, ["ticketKey"]),
      annotations: READ,
    },
    { name: "ListAgents", description: "Lists agents.", inputSchema: obj({}), annotations: READ },
  ]);

  it("routes the get tool whose declared pattern the upper-cased identifier fits", () => {
    expect(ids(route(shop, "whats in o-111681"))).toContain("orders_get");
    expect(ids(route(desk, "anything new on tck-004211"))).toContain("GetTicket");
  });
});
