import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.gutter,
  maxWidth: '720px',
  marginInline: 'auto',
  paddingBlock: vars.space.xlarge,
  textAlign: 'center',
});

export const icon = recipe({
  base: { display: 'inline-flex', padding: vars.space.medium, borderRadius: vars.radius.pill },
  variants: {
    outcome: {
      submitted: { background: vars.color.goldSoft, color: vars.color.goldText },
      paid: { background: vars.color.positiveSoft, color: vars.color.positive },
      failed: { background: vars.color.criticalSoft, color: vars.color.critical },
    },
  },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.heading, fontWeight: vars.fontWeight.strong });

export const message = style({ margin: 0, color: vars.color.textMuted });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
  padding: vars.space.gutter,
  width: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  textAlign: 'start',
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0 });

export const body = style({ width: '100%', textAlign: 'start' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.medium });

export const factRow = style({ display: 'contents' });
