import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { CountBadge } from '../../feedback/Badge/Badge';
import * as styles from './Tabs.css';

/** One tab: its label in the list and the panel it shows. */
export type TabItem = {
  /** Stable id, also what `selectedKey` and `onSelectionChange` speak in (e.g. 'sms', 'account'). */
  id: string;
  /** The tab's visible label and accessible name (e.g. 手机验证码登录). */
  label: string;
  /**
   * How many things the tab holds (the order centre's 待付款 2), drawn as a count badge after the
   * label and read with it (待付款 2); zero or none draws nothing.
   */
  count?: number;
  /** The panel shown while this tab is selected. */
  content: ReactNode;
  /** Shown but not selectable. */
  isDisabled?: boolean;
};

export type TabsProps = {
  /** The tabs in order (the login view: 手机验证码登录, 账号登录, 新用户注册, 员工登录). */
  items: TabItem[];
  /** Accessible name of the tab list (e.g. 登录方式). */
  'aria-label': string;
  /** Controlled selection: the id of the selected tab. */
  selectedKey?: string;
  /** Uncontrolled initial selection; the first enabled tab when left out. */
  defaultSelectedKey?: string;
  /** Called with the id of the newly selected tab (click, tap, or arrow keys). */
  onSelectionChange?: (id: string) => void;
  /** Counts above this read `${max}+` (the order centre's 99+); the console shows its queues whole. Default 99. */
  countMax?: number;
};

/**
 * Tabs (the WAI-ARIA tabs pattern): one tab stop for the list, the selected tab; arrow keys (and
 * Home/End) move and select, wrapping at the ends and passing over disabled tabs; Tab moves on into
 * the panel. Only the selected tab's panel is rendered.
 *
 * Plain markup rather than React Aria's Tabs collection (issue #16): a collection is built anew
 * once a server-rendered page has hydrated, so every server-drawn tab was replaced in the page —
 * a tap on 商品评价 while that happened (pressed on the old tab, released on the new one) did
 * nothing, and the replacement was work in the busiest moment of the page's start.
 */
export function Tabs({
  items,
  'aria-label': ariaLabel,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  countMax,
}: TabsProps) {
  const baseId = useId();
  const [ownSelectedKey, setOwnSelectedKey] = useState(defaultSelectedKey);
  // A mouse press selects as the button goes down (as React Aria did); its click then has nothing to do.
  const pressedWithMouse = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);

  const isControlled = selectedKey !== undefined;
  const selectedId = isControlled
    ? selectedKey
    : ownSelectedKey !== undefined && items.some((item) => item.id === ownSelectedKey)
      ? ownSelectedKey
      : (items.find((item) => !item.isDisabled) ?? items[0])?.id;
  const selected = items.find((item) => item.id === selectedId);
  // The list's one tab stop: the selected tab, or the first enabled one while none is.
  const tabStopId = selected && !selected.isDisabled ? selected.id : items.find((item) => !item.isDisabled)?.id;
  const panelHasTabbable = useHasTabbableChild(panelRef, selected?.id);

  const idOf = (id: string, role: 'tab' | 'tabpanel') => `${baseId}-${role}-${id.replace(/\s+/g, '')}`;

  function select(item: TabItem) {
    if (item.isDisabled || item.id === selectedId) return;
    if (!isControlled) setOwnSelectedKey(item.id);
    onSelectionChange?.(item.id);
  }

  /** The next enabled tab from `from` going `delta` (±1), wrapping at the ends. */
  function step(from: number, delta: 1 | -1): number | undefined {
    for (let n = 1; n <= items.length; n++) {
      const index = (((from + delta * n) % items.length) + items.length) % items.length;
      if (!items[index]?.isDisabled) return index;
    }
    return undefined;
  }

  /** Arrow keys, Home and End move focus along the enabled tabs and select (automatic activation). */
  function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = Array.from(event.currentTarget.children);
    const from = tabs.indexOf(event.target as Element);
    const current = items[from];
    if (!current) return;
    let to: number | undefined;
    switch (event.key) {
      case 'ArrowRight':
        to = step(from, 1);
        break;
      case 'ArrowLeft':
        to = step(from, -1);
        break;
      case 'Home':
        to = step(-1, 1);
        break;
      case 'End':
        to = step(items.length, -1);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        select(current);
        return;
      default:
        return;
    }
    event.preventDefault();
    if (to === undefined) return;
    const target = items[to];
    const tab = tabs[to];
    if (!target || !(tab instanceof HTMLElement)) return;
    tab.focus();
    select(target);
  }

  return (
    <div className={styles.tabs}>
      <div
        role="tablist"
        aria-label={ariaLabel}
        aria-orientation="horizontal"
        className={styles.tabList}
        onKeyDown={onListKeyDown}
      >
        {items.map((item) => {
          const isSelected = item.id === selectedId;
          return (
            <button
              key={item.id}
              // A button, so a tab tapped before a server-rendered page runs is kept and tapped again (earlyClicks).
              type="button"
              role="tab"
              id={idOf(item.id, 'tab')}
              aria-selected={isSelected}
              aria-controls={isSelected ? idOf(item.id, 'tabpanel') : undefined}
              aria-disabled={item.isDisabled || undefined}
              tabIndex={!item.isDisabled && item.id === tabStopId ? 0 : -1}
              className={styles.tab}
              {...(item.isDisabled
                ? {
                    // Keeps focus where it was instead of dropping it on the page.
                    onMouseDown: (event: MouseEvent) => event.preventDefault(),
                  }
                : {
                    onPointerDown: (event: PointerEvent) => {
                      pressedWithMouse.current = event.pointerType === 'mouse';
                      if (event.pointerType === 'mouse' && event.button === 0) select(item);
                    },
                    // Touch, pen, and clicks without a pointer (screen readers, element.click()).
                    onClick: (event: MouseEvent) => {
                      if (!pressedWithMouse.current || event.detail === 0) select(item);
                      pressedWithMouse.current = false;
                    },
                  })}
            >
              {item.label}
              {item.count ? (
                <>
                  {' '}
                  <CountBadge count={item.count} max={countMax} />
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      {selected ? (
        <div
          // A panel of its own per tab, so switching tabs starts the new panel's content afresh.
          key={selected.id}
          ref={panelRef}
          role="tabpanel"
          id={idOf(selected.id, 'tabpanel')}
          aria-labelledby={idOf(selected.id, 'tab')}
          tabIndex={panelHasTabbable ? undefined : 0}
          className={styles.tabPanel}
        >
          {selected.content}
        </div>
      ) : null}
    </div>
  );
}

/** What Tab can reach (the selectors React Aria uses), less anything taken out of the tab order. */
const tabbableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  'iframe',
  'object',
  'embed',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable^="false"])',
  '[tabindex]:not([disabled])',
]
  .map((selector) => `${selector}:not([tabindex^="-"])`)
  .join(',');

function isShown(element: Element): boolean {
  if (element.closest('[inert]')) return false;
  // checkVisibility is missing from older Safari; there only `hidden` is seen.
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : !element.closest('[hidden]');
}

/**
 * Whether the panel holds something Tab reaches (a field, a link, a button). If it does, Tab from
 * the tab goes straight to it and the panel is no tab stop of its own, as with React Aria. The
 * panel is a stop in the first render (the server cannot know, and the client's first render must
 * match it); the check runs before the first paint and again whenever the panel's content changes.
 */
function useHasTabbableChild(panelRef: RefObject<HTMLElement | null>, panelKey: string | undefined): boolean {
  const [hasTabbable, setHasTabbable] = useState(false);
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const update = () => setHasTabbable(Array.from(panel.querySelectorAll(tabbableSelector)).some(isShown));
    update();
    const observer = new MutationObserver(update);
    observer.observe(panel, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled', 'href', 'hidden', 'inert', 'contenteditable', 'controls', 'type'],
    });
    return () => observer.disconnect();
  }, [panelRef, panelKey]);
  return hasTabbable;
}
