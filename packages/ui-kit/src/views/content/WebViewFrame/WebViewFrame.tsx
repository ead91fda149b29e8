import { EmptyState } from '../../../primitives/feedback/EmptyState/EmptyState';
import { Heading } from '../../../primitives/typography/Text/Text';
import * as styles from './WebViewFrame.css';

export type WebViewFrameProps = {
  /** The page's title (the campaign's name, plain text), its only first-level heading and the frame's name. */
  title: string;
  /** The way back to the mall (e.g. 返回商城 → /home). */
  back: { label: string; href: string };
  /**
   * The page to show and the sandbox it runs in, when its address is allowed; without it the
   * refusal is shown and no frame exists at all.
   */
  page?: { src: string; sandbox: string };
  /** Why nothing is shown (e.g. 无法打开该页面 / 出于安全考虑…), when `page` is absent. */
  refusal?: { title: string; description: string };
};

/**
 * A campaign page framed under a slim bar with the way back and the page's title (spec §2
 * /webView, outside the layout: the page's only landmark is its main), or a clear refusal when the
 * address is not one the mall allows. The frame fills the rest of the window; its sandbox comes
 * from the caller's allow-list check.
 */
export function WebViewFrame({ title, back, page, refusal }: WebViewFrameProps) {
  return (
    <main className={styles.root}>
      <div className={styles.bar}>
        <a className={styles.back} href={back.href}>
          <span aria-hidden="true">‹ </span>
          {back.label}
        </a>
        <Heading level={1}>{title}</Heading>
      </div>
      <div className={page ? styles.body : styles.refusal}>
        {page ? (
          <iframe
            className={styles.frame}
            src={page.src}
            title={title}
            sandbox={page.sandbox}
            referrerPolicy="strict-origin-when-cross-origin"
            allow=""
          />
        ) : (
          <EmptyState headingLevel={2} title={refusal?.title ?? ''} description={refusal?.description} />
        )}
      </div>
    </main>
  );
}
