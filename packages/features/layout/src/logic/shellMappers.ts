import type { Advert, MenuItem, Notice as NoticeDto } from '@mall/contract/content';
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
        : {
            src: item.srcLink,
            alt: item.adName || item.title,
            href: item.adToLink.trim() === '' ? undefined : item.adToLink,
          },
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

/** A menu tree node as the tab navigation holds it. */
type MenuLinkNode = { id: string; href?: string; children?: readonly MenuLinkNode[] };

/**
 * The menu item of the page on show, for the tab navigation's current mark: the item whose link
 * names this page most precisely. A link matches when its path is the page's path and each of its
 * query parameters has the same value on the page (so 钻石 /goodsList?keyword=钻石 matches
 * /goodsList?keyword=钻石&page=2); the match with the most parameters wins, then the deeper item.
 * External links and links without a path never match.
 */
export function currentMenuItem(items: readonly MenuLinkNode[], currentUrl: string | undefined): string | undefined {
  if (!currentUrl) return undefined;
  const base = 'https://mall.invalid';
  const here = new URL(currentUrl, base);
  let best: { id: string; score: number } | undefined;
  const visit = (nodes: readonly MenuLinkNode[], depth: number) => {
    for (const node of nodes) {
      if (node.href) {
        const link = new URL(node.href, base);
        const params = [...link.searchParams];
        const matches =
          link.origin === base &&
          link.pathname === here.pathname &&
          params.every(([name, value]) => here.searchParams.getAll(name).includes(value));
        const score = params.length * 10 + depth;
        if (matches && (!best || score > best.score)) best = { id: node.id, score };
      }
      visit(node.children ?? [], depth + 1);
    }
  };
  visit(items, 0);
  return best?.id;
}
