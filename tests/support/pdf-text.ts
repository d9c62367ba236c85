import { extractText, getDocumentProxy } from "unpdf";

/** A PDF's text, every page together (as pdf.js reads it). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}
