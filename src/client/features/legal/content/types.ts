// The shape of a legal document's text. Strings may name operator details as `{name}`,
// `{address}`, … (fields of LegalOperator) or `{site}` (this installation's address); the page
// fills them in, and shows an unset one as "[kitöltendő]" (decision 0080).
export type LegalBlock = string | { list: string[] };

export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalText {
  title: string;
  /** Set on the shorter English texts: says that the Hungarian version is the binding one. */
  summaryNotice?: string;
  intro: string[];
  sections: LegalSection[];
}
