import { vars } from '@mall/ui-kit/vars';
import { style } from '@vanilla-extract/css';

/** Forms read best at about 30 characters of label plus input: 480 px, like the drawer's content. */
export const form = style({ width: '100%', maxWidth: '480px' });

/** The login view centred on its page, below the header. */
export const loginPage = style({ width: '100%', paddingBlock: vars.space.xlarge, paddingInline: vars.space.gutter });
