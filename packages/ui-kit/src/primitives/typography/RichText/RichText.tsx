import * as styles from './RichText.css';

export type RichTextProps = {
  /**
   * Article, topic or clause body as HTML. It must come from the reference server, which cleans
   * every staff-written body with an allow-list before sending it (DESIGN.md §9): this component
   * adds typography, it does not sanitise.
   */
  html: string;
  /** Names the body for assistive technology when the page has several (e.g. the clause title). */
  'aria-label'?: string;
};

/**
 * A staff-written body (articles, help pages, topics, legal clauses) in the house typography:
 * readable measure, headings, lists, tables, quotes and pictures that never overflow.
 */
export function RichText({ html, 'aria-label': label }: RichTextProps) {
  // The server sanitised `html` (see above); React is only asked to place it.
  return (
    <div
      className={styles.root}
      aria-label={label}
      role={label ? 'region' : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
