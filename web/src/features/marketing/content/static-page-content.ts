/**
 * The shape of a static page's text. A block is a paragraph (string; "\n" breaks a line, as in an address)
 * or a bullet list (string array); "[label](/path)" inside a string becomes a link.
 */
export type StaticBlock = string | readonly string[];

export interface StaticSection {
  heading: string;
  blocks: readonly StaticBlock[];
}

export interface StaticPageContent {
  /** The page's h1. */
  title: string;
  /** The first part of the tab title, e.g. "Terms of Service". */
  documentTitle: string;
  intro: string;
  /** A line under the title such as the effective date. */
  meta?: string;
  sections: readonly StaticSection[];
}
