import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  maxWidth: vars.size.contentWidth,
  marginInline: 'auto',
  paddingBlock: vars.space.large,
  // A new page scrolls the list's top under the sticky header, not behind it.
  scrollMarginTop: '180px',
});

/** The sort orders on the left, the count on the right; they wrap on a narrow screen. */
export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.gutter,
});

/** The one-line introduction under the heading. */
export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.body });
