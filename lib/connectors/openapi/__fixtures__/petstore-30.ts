/** OpenAPI 3.0 fixture: $refs (schemas, parameters, responses), a cycle, header/cookie params, a mutation. */
export function petstore30(): Record<string, unknown> {
  return {
    openapi: "3.0.3",
    info: { title: "Petstore", version: "1.0.0" },
    servers: [{ url: "https://petstore.example.com/v1" }],
    paths: {
      "/pets": {
        get: {
          operationId: "listPets",
          tags: ["pets"],
          summary: "List all pets\u200b\u202e hidden\u0007 text",
          parameters: [
            { $ref: "#/components/parameters/Limit" },
            { name: "status", in: "query", schema: { type: "string", enum: ["available", "sold"] } },
            { name: "tags", in: "query", schema: { type: "array", items: { type: "string" } } },
            { name: "X-Request-Id", in: "header", required: true, schema: { type: "string" } },
            { name: "session", in: "cookie", schema: { type: "string" } },
          ],
          responses: {
            "200": {
              description: "A page of pets",
              content: {
                "application/json": {
                  schema: { type: "array", items: { $ref: "#/components/schemas/Pet" } },
                },
              },
            },
            default: { $ref: "#/components/responses/Error" },
          },
        },
        post: {
          operationId: "createPet",
          tags: ["pets"],
          summary: "Create a pet",
          requestBody: {
            required: true,
            content: { "application/json": { schema: { $ref: "#/components/schemas/NewPet" } } },
          },
          responses: {
            "201": {
              description: "Created",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
            },
          },
        },
      },
      "/pets/{petId}": {
        parameters: [{ $ref: "#/components/parameters/PetId" }],
        get: {
          operationId: "getPet",
          tags: ["pets"],
          description: `${"Returns one pet by id. ".repeat(20)}\n\nSecond paragraph is not part of the summary.`,
          responses: {
            "200": {
              description: "A pet",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
            },
            "404": { $ref: "#/components/responses/Error" },
          },
        },
        delete: {
          operationId: "deletePet",
          tags: ["pets"],
          summary: "Delete a pet",
          responses: { "204": { description: "Deleted" } },
        },
      },
      "/store/inventory": {
        get: {
          tags: ["store"],
          summary: "Inventory counts by status",
          responses: {
            "200": {
              description: "ok",
              content: {
                "application/json": {
                  schema: { type: "object", additionalProperties: { type: "integer", format: "int32" } },
                },
              },
            },
          },
        },
      },
      "/store/categories/{categoryId}": {
        get: {
          operationId: "getCategory",
          tags: ["store"],
          summary: "One category (recursive schema)",
          parameters: [{ name: "categoryId", in: "path", required: true, schema: { type: "integer" } }],
          responses: {
            "200": {
              description: "ok",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Category" } } },
            },
          },
        },
      },
    },
    components: {
      parameters: {
        Limit: {
          name: "limit",
          in: "query",
          description: "How many items to return",
          schema: { type: "integer", minimum: 0, exclusiveMinimum: true, maximum: 100, example: 20 },
        },
        PetId: {
          name: "petId",
          in: "path",
          required: true,
          description: "The pet id",
          schema: { type: "string" },
        },
      },
      responses: {
        Error: {
          description: "Error",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      },
      schemas: {
        Pet: {
          allOf: [
            { $ref: "#/components/schemas/NewPet" },
            { type: "object", required: ["id"], properties: { id: { type: "integer", format: "int64" } } },
          ],
        },
        NewPet: {
          type: "object",
          required: ["name"],
          properties: {
            name: { type: "string", example: "Rex", xml: { name: "pet-name" } },
            tag: { type: "string", nullable: true },
            born: { type: "string", format: "date" },
            chip: { type: "string", format: "microchip-id" },
          },
        },
        Category: {
          type: "object",
          properties: {
            id: { type: "integer" },
            name: { type: "string" },
            parent: { $ref: "#/components/schemas/Category" },
          },
        },
        Error: { type: "object", properties: { code: { type: "integer" }, message: { type: "string" } } },
      },
    },
  };
}
