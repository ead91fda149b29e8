import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui-kit/vars';

/** The way home from a page that is not open yet: a secondary button look, but a real link. */
export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  paddingInline: vars.space.large,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.medium,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transition: `background-color ${vars.duration.fast}`,
  ':hover': { background: vars.color.brandSoft },
});
