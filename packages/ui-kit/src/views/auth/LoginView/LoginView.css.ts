import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const root = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.gutter, width: '100%' },
  variants: {
    variant: {
      popup: {},
      page: {
        maxWidth: '480px',
        marginInline: 'auto',
        padding: vars.space.xlarge,
        background: vars.color.surface,
        boxShadow: `0 0 0 1px ${vars.color.border}`,
        borderRadius: vars.radius.large,
      },
    },
  },
});
