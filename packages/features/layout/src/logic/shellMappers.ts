import type { Advert, MenuItem, Notice as NoticeDto } from '@mall/contract';
import type { FooterColumn, GoldPriceAdvert, Notice, TabNavItem } from '@mall/ui-kit';
import { noticeDisplayMs } from './shellRules';

/** The server's notices as the notice bar shows them: each with its own display time (spec §2). */
export function toNoticeItems(notices: readonly NoticeDto[]): Notice[] {
  return notices.map((notice) => ({
    id: String(notice.id),
    content: notice.content,
    href: notice.jumpLink.trim() === '' ? undefined : notice.jumpLink,
    durationMs: noticeDisplayMs(notice.content),
  }));
}

/**
 * The header menu (type 0) as tabs: a top-level item with children opens a category panel whose
 * groups are the second level (with their third-level links); its advert comes from srcLink,
 * adName and adToLink.
 */
export function toTabNavItems(menus: readonly MenuItem[]): TabNavItem[] {
  return menus.map((item) => ({
    id: String(item.id),
    title: item.title,
    href: item.jumpLink,
    children: item.children.map((group) => ({
      id: String(group.id),
      title: group.title,
      href: group.jumpLink,
      children: group.children.map((link) => ({ id: String(link.id), title: link.title, href: link.jumpLink })),
    })),
    advert:
      item.srcLink.trim() === '' || item.isAdVideo
        ? undefined
        : { src: item.srcLink, alt: item.adName || item.title, href: item.adToLink.trim() === '' ? undefined : item.adToLink },
  }));
}

/** The footer menu (type 1) as columns: a column per top-level item, its children as links. */
export function toFooterColumns(menus: readonly MenuItem[]): FooterColumn[] {
  return menus.map((item) => ({
    id: String(item.id),
    title: item.title,
    links: item.children.map((link) => ({ id: String(link.id), title: link.title, href: link.jumpLink })),
  }));
}

/** The first picture advert of the gold position (tagValue 3) for the gold-price pop-up, if any. */
export function toGoldAdvert(adverts: readonly Advert[] | undefined): GoldPriceAdvert | undefined {
  const advert = adverts?.find((candidate) => !candidate.isVideo && candidate.srcLink.trim() !== '');
  if (!advert) return undefined;
  return { src: advert.srcLink, alt: advert.title, href: advert.jumpLink.trim() === '' ? undefined : advert.jumpLink };
}
