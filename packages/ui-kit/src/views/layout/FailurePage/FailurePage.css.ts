import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

// The failure pages are in the first load, since they must draw when nothing else can load; plain
// static classes, with no style function run in the browser.

/** The route error's column: the page's width, the title, the words and the actions spaced evenly. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: vars.size.contentWidth,
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xxlarge,
});

/** The startup failure: its message and retry centred on the page. */
export const centred = style([page, { alignItems: 'center', marginInline: 'auto' }]);

/** A row of actions (reload, home). */
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });
