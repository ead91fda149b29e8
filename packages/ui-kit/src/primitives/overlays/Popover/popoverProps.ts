import type { ReactNode } from 'react';

/** Where the panel may sit; start and end follow the reading direction. */
export const popoverPlacements = [
  'bottom',
  'bottom start',
  'bottom end',
  'top',
  'top start',
  'top end',
  'start',
  'end',
] as const;

/** The panel content; a function receives `close`, e.g. for menu entries that navigate (退出登录). */
export type PopoverChildren = ReactNode | ((api: { close: () => void }) => ReactNode);

/** How the panel was opened: a hover-opened panel is non-modal and leaves focus where it is. */
export type OpenedBy = 'press' | 'hover';
