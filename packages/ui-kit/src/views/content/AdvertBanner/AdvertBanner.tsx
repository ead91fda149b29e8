import { Image } from '../../../primitives/media/Image/Image';
import * as styles from './AdvertBanner.css';

export type AdvertBannerProps = {
  /** The banner picture (3∶1). */
  src: string;
  /** What it shows, also the link's name (新春贺岁 · 足金福字系列). */
  alt: string;
  /** Where it leads; without one, the picture alone. */
  href?: string;
  /** The link leaves the mall: a new tab, without the opener. */
  isExternal?: boolean;
  /** The first banner is the page's largest paint: load it at once. */
  priority?: boolean;
};

/** One banner of the home carousel (spec §2 home, adverts position 1): a 3∶1 picture, a link when it has one. */
export function AdvertBanner({ src, alt, href, isExternal = false, priority = false }: AdvertBannerProps) {
  const picture = <Image src={src} alt={alt} ratio="3/1" priority={priority} />;
  if (!href) return picture;
  return (
    <a className={styles.link} href={href} {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {picture}
    </a>
  );
}
