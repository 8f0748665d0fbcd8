import { describe, expect, it } from "vitest";
import { ERRORS } from "@/lib/errors";
import { ACTION_MAX_BYTES, refusal, refuseActionBody, refuseActionHead } from "./action-guard";

const head = (h: Record<string, string>, method = "POST") => ({
  method,
  headers: new Headers({
    host: "app.test",
    "next-action": "abc",
    "content-type": "text/plain;charset=UTF-8",
    ...h,
  }),
});
const bytes = (s: string) => new TextEncoder().encode(s);

describe("server-action request guard", () => {
  it("lets ordinary requests and well-formed action calls through", () => {
    expect(refuseActionHead({ method: "GET", headers: new Headers() })).toBeNull();
    expect(
      refuseActionHead({ method: "POST", headers: new Headers({ "content-type": "application/json" }) }),
    ).toBeNull();
    const ok = head({ origin: "http://app.test" });
    expect(refuseActionHead(ok)).toBeNull();
    expect(refuseActionBody(ok, bytes('[{"id":"x"}]'))).toBeNull();
    const form = head({ "content-type": "multipart/form-data; boundary=----b1" });
    expect(
      refuseActionBody(
        form,
        bytes('------b1\r\nContent-Disposition: form-data; name="1"\r\n\r\nx\r\n------b1--'),
      ),
    ).toBeNull();
  });
  it("refuses a foreign origin, an oversized, empty or non-JSON body, and an unknown content type", () => {
    expect(refuseActionHead(head({ origin: "http://evil.test" }))).toBe("forbidden:origin");
    expect(refuseActionHead(head({ origin: "null" }))).toBe("forbidden:origin");
    expect(refuseActionHead(head({ "content-length": String(ACTION_MAX_BYTES + 1) }))).toBe(
      "too_large:input",
    );
    expect(refuseActionHead(head({ "content-type": "application/xml" }))).toBe("bad_request:input");
    expect(refuseActionBody(head({}), bytes(""))).toBe("bad_request:input");
    expect(refuseActionBody(head({}), bytes("{not json"))).toBe("bad_request:input");
    expect(refuseActionBody(head({}), new Uint8Array([0xff, 0xfe]))).toBe("bad_request:input");
    expect(refuseActionBody(head({}), new Uint8Array(ACTION_MAX_BYTES + 1))).toBe("too_large:input");
    expect(
      refuseActionBody(head({ "content-type": "multipart/form-data; boundary=zz" }), bytes("no parts")),
    ).toBe("bad_request:input");
  });
  it("answers in the error vocabulary", async () => {
    const r = refusal("too_large:input");
    expect(r.status).toBe(413);
    expect(await r.json()).toEqual({
      error: { code: "too_large:input", message: ERRORS["too_large:input"].message },
    });
  });
});
