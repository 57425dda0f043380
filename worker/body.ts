// A post's body, read only up to its limit: a larger one is refused (413) without reading the rest.

/**
 * The largest body the inbox reads: a form filled to its limits in plain words fits, urlencoded. A
 * larger post is refused, and the page then opens the mail draft with all of it (nothing is lost).
 */
export const MAX_BODY_BYTES = 8 * 1024;

/** The body as text, or null when it is larger than `max` bytes (as declared or as read). */
export async function readLimited(request: Request, max = MAX_BODY_BYTES): Promise<string | null> {
  if (Number(request.headers.get("Content-Length") ?? 0) > max) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
