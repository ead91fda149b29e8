/**
 * The atoms take theme tokens only (issue #37): `tsc` refuses a raw length, a raw colour and the
 * escape hatches (className, style). Compiled by the root typecheck, never run.
 */
import { Box } from './Box/Box';
import { Column, Columns } from './Columns/Columns';
import { Inline } from './Inline/Inline';
import { Stack } from './Stack/Stack';
import { Tiles } from './Tiles/Tiles';

export const accepted = (
  <Box padding={{ mobile: 'small', desktop: 'large' }} background="surfaceMuted" tone="textMuted" borderRadius="large">
    <Stack space={{ mobile: 'small', tablet: 'gutter' }}>
      <Inline space="xsmall">标签</Inline>
      <Columns space="gutter" collapseBelow="tablet">
        <Column width="1/3">图</Column>
        <Column>文</Column>
      </Columns>
      <Tiles columns={{ mobile: 2, desktop: 4 }} space="medium">
        商品
      </Tiles>
    </Stack>
  </Box>
);

export const refused = [
  // @ts-expect-error a raw length is not a space token
  <Box key="1" padding="13px" />,
  // @ts-expect-error nor inside a responsive value
  <Box key="2" padding={{ mobile: 'small', desktop: '24px' }} />,
  // @ts-expect-error a raw colour is not a theme background
  <Box key="3" background="#fff" />,
  // @ts-expect-error a text role is not a background
  <Box key="4" background="textMuted" />,
  // @ts-expect-error nor a raw text colour
  <Box key="5" tone="red" />,
  // @ts-expect-error no className on an atom
  <Box key="6" className="x" />,
  // @ts-expect-error no style on an atom
  <Box key="7" style={{ padding: 3 }} />,
  // @ts-expect-error a breakpoint the theme does not have
  <Stack key="8" space={{ wide: 'large' }}>
    —
  </Stack>,
  // @ts-expect-error a raw gap
  <Inline key="9" space={10}>
    —
  </Inline>,
  // @ts-expect-error a width that is not a fraction of the list
  <Column key="10" width="30%" />,
  // @ts-expect-error Tiles have at most six columns
  <Tiles key="11" columns={7} space="small">
    —
  </Tiles>,
  // @ts-expect-error a raw radius
  <Box key="12" borderRadius="6px" />,
];
