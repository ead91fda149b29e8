import { Image } from '../../../primitives/media/Image/Image';
import * as styles from './TopicCover.css';

export type TopicCoverProps = {
  /** The topic's cover picture (3∶1), decorative: the heading under it names the topic. */
  src: string;
};

/** A topic page's cover: the page's largest paint, loaded at once, with rounded corners. */
export function TopicCover({ src }: TopicCoverProps) {
  return (
    <div className={styles.cover}>
      <Image src={src} alt="" ratio="3/1" priority />
    </div>
  );
}
