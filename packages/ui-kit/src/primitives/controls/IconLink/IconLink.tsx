import { visuallyHidden } from '../../../styles/utilities.css';
import { button } from '../IconButton/IconButton.css';
import { Icon } from '../../media/Icon/Icon';
import type { IconName } from '../../media/Icon/icons';
import { PlainLink } from '../../navigation/PlainLink/PlainLink';
import * as styles from './IconLink.css';

export type IconLinkProps = {
  /** Where it leads (e.g. the store locator). */
  href: string;
  /** The link's text, read by assistive technology and speech input (门店查询); drawn only as the icon. */
  label: string;
  /** The icon drawn. */
  icon: IconName;
};

/**
 * A link whose only content is an icon (the header's store locator): an IconButton's look and
 * target size (at least 24 by 24, and 48 px on narrow windows where the page is zoomed to half),
 * with its text kept for assistive technology. A plain anchor (`PlainLink`): the header draws it on
 * every page, and a React Aria link costs the page's hydration (issue #16).
 */
export function IconLink({ href, label, icon }: IconLinkProps) {
  return (
    <PlainLink href={href} className={`${button({ tone: 'neutral', size: 'medium' })} ${styles.link}`}>
      <Icon name={icon} size="medium" />
      <span className={visuallyHidden}>{label}</span>
    </PlainLink>
  );
}
