import { vars } from '@mall/ui-kit/vars';
import { style } from '@vanilla-extract/css';

/** As wide as the login drawer (spec §2: 528 px), so the staff sign-in reads the same on its own page. */
export const panel = style({ maxWidth: vars.size.drawerWidth });
