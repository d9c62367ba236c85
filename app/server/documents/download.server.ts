import type { DocumentFacts } from "../models/document/documents.server.ts";

// A document as a download (issue 22): always an attachment, never sniffed, never cached.

/** A file name safe in a header: plain ASCII, quotes and backslashes out. */
function headerFileName(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
}

/** RFC 8187's value: percent-encoded UTF-8, with the few characters encodeURIComponent leaves. */
function extendedValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function downloadResponse(
  facts: Pick<DocumentFacts, "fileName"> & {
    mediaType: DocumentFacts["mediaType"] | "text/csv; charset=utf-8";
  },
  bytes: Uint8Array,
): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": facts.mediaType,
      // The name in ASCII for old clients, and as sent (RFC 6266's filename*) for the rest.
      "Content-Disposition": `attachment; filename="${headerFileName(facts.fileName)}"; filename*=UTF-8''${extendedValue(facts.fileName)}`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "no-store",
      // X-Content-Type-Options: nosniff is on every answer already (security headers, decision 5).
    },
  });
}

export function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
}
