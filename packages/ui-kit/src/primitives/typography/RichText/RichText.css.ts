import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const root = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lead,
  lineHeight: vars.lineHeight.body,
  // A readable measure for Chinese text: about 40 characters a line.
  maxWidth: '42em',
  overflowWrap: 'anywhere',
});

// Each selector of a list is scoped: `${root} th, td` would style every td on the page (the console's tables).
const inside = (selectors: string) =>
  selectors
    .split(',')
    .map((selector) => `${root} ${selector.trim()}`)
    .join(', ');

globalStyle(inside('> :first-child'), { marginTop: 0 });
globalStyle(inside('> :last-child'), { marginBottom: 0 });
globalStyle(inside('p'), { marginBlock: `0 ${vars.space.gutter}` });
globalStyle(inside('h2'), {
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  marginBlock: `${vars.space.large} ${vars.space.small}`,
});
globalStyle(inside('h3'), {
  fontSize: vars.fontSize.lead,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  marginBlock: `${vars.space.gutter} ${vars.space.small}`,
});
globalStyle(inside('ul, ol'), { marginBlock: `0 ${vars.space.gutter}`, paddingInlineStart: vars.space.large });
globalStyle(inside('li'), { marginBlockEnd: vars.space.xsmall });
globalStyle(inside('a'), { color: vars.color.brand, textDecoration: 'underline', textUnderlineOffset: '0.2em' });
globalStyle(inside('a:hover'), { color: vars.color.brandHover });
globalStyle(inside('a:focus-visible'), {
  outline: focusOutline,
  outlineOffset: '2px',
  borderRadius: vars.radius.small,
});
globalStyle(inside('img'), { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: vars.radius.large });
globalStyle(inside('blockquote'), {
  margin: `0 0 ${vars.space.gutter}`,
  paddingInlineStart: vars.space.gutter,
  borderInlineStart: `3px solid ${vars.color.gold}`,
  color: vars.color.textMuted,
});
globalStyle(inside('table'), {
  borderCollapse: 'collapse',
  width: '100%',
  marginBlockEnd: vars.space.gutter,
  fontSize: vars.fontSize.body,
});
globalStyle(inside('th, td'), {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.small} ${vars.space.medium}`,
  textAlign: 'start',
});
globalStyle(inside('th'), { background: vars.color.surfaceMuted, fontWeight: vars.fontWeight.strong });
