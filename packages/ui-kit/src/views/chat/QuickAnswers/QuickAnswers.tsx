import { visuallyHidden } from '../../../styles/utilities.css';
import * as styles from '../chat.css';

/** One question of the menu and the help centre article answering it. */
export type QuickAnswer = { id: string; label: string; href: string };

export type QuickAnswersProps = {
  /** The menu's heading and name (常见问题). */
  title: string;
  /** A line under it (客服接入前，您可以先看看这些问题). */
  intro?: string;
  /** Order, delivery, after-sales, gold price… (issue #15). */
  items: readonly QuickAnswer[];
  /** Read after each link, as given with its brackets: it opens in a new tab, so the chat stays (（在新标签页打开）). */
  newTabHint: string;
};

/**
 * The FAQ menu shown before an agent joins (issue #15): short questions linking to the help
 * centre's articles, opened in a new tab so the conversation is not left.
 */
export function QuickAnswers({ title, intro, items, newTabHint }: QuickAnswersProps) {
  return (
    <nav className={styles.panel} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {intro ? <p className={styles.text}>{intro}</p> : null}
      <ul className={styles.links}>
        {items.map((item) => (
          <li key={item.id} className={styles.linkItem}>
            <a className={styles.link} href={item.href} target="_blank" rel="noopener noreferrer">
              {item.label}
              <span className={visuallyHidden}>{newTabHint}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
