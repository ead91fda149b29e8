import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * Text a shopper wrote (a review): its line breaks kept, and a long unbroken run (a link, a row of
 * emoji) wrapped rather than overflowing.
 */
export const shopperText = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

/** A wrapping row of thumbnails (a review's photos), as a list without bullets. */
export const thumbnailRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A bordered white panel of the member centre (level, points, order counts): a column of its parts. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.gutter,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
});

/** The title of such a panel. */
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.title, fontWeight: vars.fontWeight.strong });
