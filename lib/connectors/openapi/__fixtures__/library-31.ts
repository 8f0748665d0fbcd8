/** OpenAPI 3.1 fixture: type arrays, const, numeric exclusiveMinimum, $ref with sibling keywords. */
export function library31(): Record<string, unknown> {
  return {
    openapi: "3.1.0",
    info: { title: "Library", version: "2.0.0" },
    paths: {
      "/books": {
        get: {
          operationId: "listBooks",
          tags: ["books"],
          summary: "List books",
          parameters: [
            { name: "author", in: "query", schema: { type: ["string", "null"] } },
            { name: "limit", in: "query", schema: { type: "integer", exclusiveMinimum: 0, maximum: 500 } },
          ],
          responses: {
            "200": {
              description: "ok",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    properties: {
                      books: { type: "array", items: { $ref: "#/components/schemas/Book" } },
                      total: { type: "integer" },
                    },
                  },
                },
              },
            },
          },
        },
      },
      "/books/{isbn}": {
        get: {
          operationId: "getBook",
          tags: ["books"],
          summary: "Get a book",
          parameters: [
            {
              name: "isbn",
              in: "path",
              required: true,
              schema: { type: "string", pattern: "^[0-9-]{10,17}$" },
            },
          ],
          responses: {
            "200": {
              description: "ok",
              content: {
                "application/json": {
                  schema: { $ref: "#/components/schemas/Book", description: "The book" },
                },
              },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Book: {
          type: "object",
          required: ["isbn", "title"],
          properties: {
            isbn: { type: "string" },
            title: { type: "string" },
            kind: { const: "book" },
            subtitle: { type: ["string", "null"] },
            prefix: { type: "array", prefixItems: [{ type: "string" }] },
          },
        },
      },
    },
  };
}
