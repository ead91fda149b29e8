import { createVar, style } from '@vanilla-extract/css';
import { panel, panelTitle } from '../../../styles/utilities.css';
import { vars } from '../../../theme/contract.css';

/** How far the bar is filled, 0–1 (set inline from the ratio). */
export const fillVar = createVar();

export const root = style([panel]);

export const title = panelTitle;

export const message = style({ margin: 0 });

export const track = style({
  position: 'relative',
  height: '10px',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  // WCAG 1.4.11: the track's edge reads against the card.
  border: `1px solid ${vars.color.borderStrong}`,
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: `calc(${fillVar} * 100%)`,
  background: vars.color.goldText,
  borderRadius: vars.radius.pill,
});

export const ends = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
