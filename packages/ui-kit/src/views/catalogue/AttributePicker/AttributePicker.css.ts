import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The sold-out mark beside a choice's label (已售罄). */
export const reason = style({ fontSize: vars.fontSize.caption });
