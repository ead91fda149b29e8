import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui-kit/vars';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter, width: '100%' });

/** The code input and its button on one line; the button keeps its width. */
export const codeRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });
export const codeInput = style({ flex: 1, minWidth: 0 });
/** Lines the button up with the input under the label. */
export const codeButton = style({ flexShrink: 0, paddingTop: '26px', minWidth: '112px' });

export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.body,
});

export const clauseText = style({ margin: 0, lineHeight: vars.lineHeight.body, color: vars.color.text });
