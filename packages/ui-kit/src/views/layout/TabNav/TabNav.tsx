import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { CategoryPanel, type CategoryAdvert } from '../CategoryPanel/CategoryPanel';
import type { CategoryGroup, CategoryLink } from '../CategoryPanel/categoryPanelRules';
import { Icon } from '../../../primitives/media/Icon/Icon';
import { PlainLink } from '../../../primitives/navigation/PlainLink/PlainLink';
import { currentTrail, hasCategoryPanel, tabCurrent } from './tabNavRules';
import * as styles from './TabNav.css';

/** A tab of the navigation: a header menu item (spec §3, menu type 0). */
export type TabNavItem = CategoryLink & {
  /** Second-level items: a tab with children opens a category panel instead of being a plain link. */
  children?: readonly CategoryGroup[];
  /** The advert picture shown in the tab's category panel (srcLink, adName, adToLink). */
  advert?: CategoryAdvert;
};

export type TabNavProps = {
  /** The header menu's top-level items, in order. */
  items: readonly TabNavItem[];
  /** Name of the `nav` landmark (主导航). */
  'aria-label': string;
  /** Id of the menu item of the page on show, at any level: its tab gets aria-current, and so does its link in the panel. */
  currentId?: string;
  /** How long a mouse must rest on a category tab before its panel opens (ms). */
  hoverDelayMs?: number;
  /** How long after the mouse leaves tab and panel a hover-opened panel closes (ms): time to cross gaps. */
  closeDelayMs?: number;
  /** Plain links per column in the category panels. */
  maxLinksPerColumn?: number;
  /** Called with the id of the tab whose panel opens, or null when the open panel closes. */
  onOpenChange?: (openId: string | null) => void;
};

type OpenedBy = 'hover' | 'press';
type OpenState = { id: string; by: OpenedBy } | null;

/**
 * The tab navigation under the header (spec §2): a `nav` of tab links; a tab with children is a
 * disclosure button (`aria-expanded`, `aria-controls`) that shows a category panel under the row.
 * The links, in the row and in the panels, are plain anchors (`PlainLink`), and the disclosure a plain
 * button and panel: the shell draws them on every page, and React Aria's Disclosure, Button and Link
 * cost the page's hydration dearly (issue #16: each of the eight panels was re-hidden and restyled as
 * the page hydrated, a whole-page style recalculation).
 *
 * - Mouse: resting on the tab opens its panel; it stays while the pointer is on tab or panel and
 *   closes after it leaves both. Pressing a hover-opened tab pins it open.
 * - Keyboard: Enter or Space toggles the panel and Tab walks into it (it follows the tab in the
 *   DOM); ArrowDown opens it and moves to its first link; ArrowDown/ArrowUp move between its
 *   links; Escape closes it and returns to the tab; focus leaving tab and panel closes it.
 * - Only one panel is open at a time. Not a modal and not an ARIA menu: links stay links and
 *   nothing traps focus (WAI-ARIA disclosure navigation pattern).
 *
 * The tab's own page is the first link in its panel, so it stays reachable for every input.
 */
export function TabNav({
  items,
  'aria-label': ariaLabel,
  currentId,
  hoverDelayMs = 150,
  closeDelayMs = 200,
  maxLinksPerColumn,
  onOpenChange,
}: TabNavProps) {
  const [open, setOpenState] = useState<OpenState>(null);
  const openRef = useRef<OpenState>(open);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    openRef.current = open;
  });

  const clearTimers = useCallback(() => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const setOpen = useCallback(
    (next: OpenState) => {
      clearTimers();
      const previousId = openRef.current?.id ?? null;
      openRef.current = next;
      setOpenState(next);
      const nextId = next?.id ?? null;
      if (nextId !== previousId) onOpenChange?.(nextId);
    },
    [clearTimers, onOpenChange],
  );

  // A hover-opened panel does not hold focus, so Escape is heard on the document (WCAG 1.4.13).
  const isHoverOpen = open?.by === 'hover';
  useEffect(() => {
    if (!isHoverOpen) return undefined;
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isHoverOpen, setOpen]);

  const handleHoverStart = (id: string) => {
    window.clearTimeout(closeTimer.current);
    const current = openRef.current;
    // A panel opened by press or keyboard is not taken away by a passing mouse.
    if (current?.id === id || current?.by === 'press') return;
    if (current) {
      // Moving along the row with a panel open: switch at once, as menus do.
      setOpen({ id, by: 'hover' });
      return;
    }
    window.clearTimeout(openTimer.current);
    openTimer.current = window.setTimeout(() => setOpen({ id, by: 'hover' }), hoverDelayMs);
  };

  const handleHoverEnd = (id: string) => {
    window.clearTimeout(openTimer.current);
    const current = openRef.current;
    if (current?.id !== id || current.by !== 'hover') return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(null), closeDelayMs);
  };

  const trail = currentTrail(items, currentId);

  return (
    <nav aria-label={ariaLabel}>
      <ul className={styles.list}>
        {items.map((item) =>
          hasCategoryPanel(item) ? (
            <CategoryTab
              key={item.id}
              item={item}
              open={open?.id === item.id ? open.by : null}
              current={tabCurrent(trail, item.id, true)}
              trail={trail}
              maxLinksPerColumn={maxLinksPerColumn}
              onOpen={(by) => setOpen({ id: item.id, by })}
              onClose={() => {
                if (openRef.current?.id === item.id) setOpen(null);
              }}
              onHoverStart={() => handleHoverStart(item.id)}
              onHoverEnd={() => handleHoverEnd(item.id)}
            />
          ) : (
            <li key={item.id} className={styles.item}>
              <PlainLink className={styles.tab} href={item.href} aria-current={tabCurrent(trail, item.id, false)}>
                {item.title}
              </PlainLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

type CategoryTabProps = {
  item: TabNavItem;
  /** How the panel was opened, or null while closed. */
  open: OpenedBy | null;
  current: 'page' | 'true' | undefined;
  trail: readonly string[];
  maxLinksPerColumn?: number;
  onOpen: (by: OpenedBy) => void;
  onClose: () => void;
  onHoverStart: () => void;
  onHoverEnd: () => void;
};

/** A tab with children: the disclosure button and its category panel. */
function CategoryTab({
  item,
  open,
  current,
  trail,
  maxLinksPerColumn,
  onOpen,
  onClose,
  onHoverStart,
  onHoverEnd,
}: CategoryTabProps) {
  const isOpen = open !== null;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const triggerId = useId();
  const focusFirstOnOpen = useRef(false);

  const panelLinks = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a[href]') ?? []);

  // ArrowDown opened the panel: now that it is shown, move to its first link.
  useEffect(() => {
    if (!isOpen || !focusFirstOnOpen.current) return;
    focusFirstOnOpen.current = false;
    panelLinks()[0]?.focus();
  }, [isOpen]);

  const handleExpandedChange = (isExpanded: boolean) => {
    if (isExpanded) onOpen('press');
    // Pressing the tab of a hover-opened panel means "keep this": pin it rather than shut it under the pointer.
    else if (open === 'hover') onOpen('press');
    else onClose();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const target = event.target as HTMLElement;
    const isOnTrigger = target === triggerRef.current;
    const isInPanel = panelRef.current?.contains(target) ?? false;

    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      if (isInPanel) triggerRef.current?.focus();
      onClose();
      return;
    }
    if (event.key === 'ArrowDown' && isOnTrigger) {
      event.preventDefault();
      if (isOpen) panelLinks()[0]?.focus();
      else {
        focusFirstOnOpen.current = true;
        onOpen('press');
      }
      return;
    }
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && isInPanel) {
      event.preventDefault();
      const links = panelLinks();
      const index = links.indexOf(target);
      const next = event.key === 'ArrowDown' ? links[index + 1] : links[index - 1];
      // Up from the first link goes back to the tab; down from the last stays put.
      if (next) next.focus();
      else if (event.key === 'ArrowUp') triggerRef.current?.focus();
    }
  };

  const handleFocus = (event: FocusEvent<HTMLLIElement>) => {
    // Focus walking into a hover-opened panel makes it a keyboard panel: it now closes on focus-out.
    if (open === 'hover' && panelRef.current?.contains(event.target)) onOpen('press');
  };

  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (open === 'press') onClose();
  };

  const handlePointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') onHoverStart();
  };
  const handlePointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') onHoverEnd();
  };

  // A link in the panel was followed: close, and keep focus in the navigation rather than on a hidden link.
  const handleNavigate = () => {
    if (panelRef.current?.contains(document.activeElement)) triggerRef.current?.focus();
    onClose();
  };

  return (
    <li
      className={styles.item}
      onKeyDown={handleKeyDown}
      onFocus={handleFocus}
      onBlur={handleBlur}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
    >
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={styles.tab}
        aria-current={current}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => handleExpandedChange(!isOpen)}
      >
        {item.title}
        <span className={styles.chevron}>
          <Icon name="chevronDown" size="small" />
        </span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        role="group"
        aria-labelledby={triggerId}
        className={styles.panel}
        hidden={!isOpen}
      >
        <CategoryPanel
          title={item.title}
          href={item.href}
          groups={item.children ?? []}
          advert={item.advert}
          currentId={trail.at(-1)}
          isTitleCurrent={trail.length === 1 && trail[0] === item.id}
          maxLinksPerColumn={maxLinksPerColumn}
          onNavigate={handleNavigate}
        />
      </div>
    </li>
  );
}
