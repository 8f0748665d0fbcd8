import { expect, test } from "./fixtures";

// Issue 10 item 7: malformed server-action requests answered 500, and after a > 1 MB body the next
// request on the same connection was reset.
const ACTION = { "next-action": "0000000000000000000000000000000000000000", accept: "text/x-component" };

test("malformed server-action requests answer 4xx in the error vocabulary, and the connection stays usable", async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  const cases: {
    name: string;
    headers: Record<string, string>;
    data: string | Buffer;
    status: number;
    code: string;
  }[] = [
    {
      name: "bad JSON",
      headers: { "content-type": "text/plain;charset=UTF-8", origin },
      data: "{nope",
      status: 400,
      code: "bad_request:input",
    },
    {
      name: "empty body",
      headers: { "content-type": "text/plain;charset=UTF-8", origin },
      data: "",
      status: 400,
      code: "bad_request:input",
    },
    {
      name: "over 1 MB",
      headers: { "content-type": "text/plain;charset=UTF-8", origin },
      data: `["${"x".repeat(1_200_000)}"]`,
      status: 413,
      code: "too_large:input",
    },
    {
      name: "foreign origin",
      headers: { "content-type": "text/plain;charset=UTF-8", origin: "http://127.0.0.1:9999" },
      data: "[]",
      status: 403,
      code: "forbidden:origin",
    },
  ];
  for (const c of cases) {
    const res = await request.post("/", { headers: { ...ACTION, ...c.headers }, data: c.data });
    expect(res.status(), c.name).toBe(c.status);
    expect((await res.json()).error?.code, c.name).toBe(c.code);
    // The next request (same client, same keep-alive connection) is answered normally.
    expect((await request.get("/sign-in")).status(), `after ${c.name}`).toBe(200);
  }
});
