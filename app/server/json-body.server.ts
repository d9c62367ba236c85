// Reads a JSON request body of at most `maxBytes`, without trusting Content-Length alone.

export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415 };

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type)) return { ok: false, status: 415 };
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) return { ok: false, status: 413 };
  if (!request.body) return { ok: false, status: 400 };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false, status: 413 };
    }
    chunks.push(value);
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString("utf8")) };
  } catch {
    return { ok: false, status: 400 };
  }
}
