import { style } from '@vanilla-extract/css';
import * as panel from '../../styles/panel.css';
import { vars } from '../../theme/contract.css';

// The invoice pages (issue #14 发票管理): the request form, an invoice's card, the filtered list. The
// panel, form and card look is shared with the service pages (styles/panel.css.ts).

export { root, title, fields, error, card } from '../../styles/panel.css';
export { note as meta, cards as items } from '../../styles/panel.css';

export const amount = style({
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const pair = style([panel.pair, { alignItems: 'end' }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.medium });

export const cardHead = style([panel.cardHead, { justifyContent: 'space-between' }]);
