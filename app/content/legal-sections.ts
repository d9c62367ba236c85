// The shape of a legal page's body: headed sections of paragraphs (rendered by LegalSections).

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  /** Optional bullet points after the paragraphs. */
  items?: readonly string[];
}
