import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const column = recipe({
  variants: {
    width: {
      /** The login view on its page, below the header. */
      login: { width: '100%', paddingBlock: vars.space.xlarge, paddingInline: vars.space.gutter },
      /** Forms read best at about 30 characters of label plus input: 480 px, like the drawer's content. */
      form: { width: '100%', maxWidth: '480px' },
      /** As wide as the login drawer (spec §2: 528 px): the staff sign-in reads the same on its own page. */
      drawer: { maxWidth: vars.size.drawerWidth },
    },
  },
  defaultVariants: { width: 'form' },
});
