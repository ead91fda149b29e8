import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The code input and its button on one line; the button keeps its width. */
export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });
export const input = style({ flex: 1, minWidth: 0 });
/** Lines the button up with the input under the label. */
export const button = style({ flexShrink: 0, paddingTop: '26px', minWidth: '112px' });
