/**
 * Reads a response body but stops at `limit` bytes, so a hostile or runaway upstream can never
 * make the host buffer more than that. `overflow` tells the caller the body was larger.
 */
export interface BoundedBody {
  text: string;
  bytes: number;
  overflow: boolean;
}

export async function readBounded(response: Response, limit: number): Promise<BoundedBody> {
  if (!response.body) return { text: "", bytes: 0, overflow: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes + value.byteLength > limit) {
      await reader.cancel().catch(() => undefined);
      return { text: "", bytes: bytes + value.byteLength, overflow: true };
    }
    chunks.push(value);
    bytes += value.byteLength;
  }
  return { text: Buffer.concat(chunks).toString("utf8"), bytes, overflow: false };
}
