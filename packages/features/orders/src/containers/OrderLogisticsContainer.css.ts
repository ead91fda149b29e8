import { vars } from '@mall/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const summaryText = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.body });

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
