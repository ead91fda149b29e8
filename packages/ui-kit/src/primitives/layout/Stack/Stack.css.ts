import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

type Space = keyof typeof vars.space;

/** A gap class per space token. */
const gaps = Object.fromEntries(
  (Object.keys(vars.space) as Space[]).map((space) => [space, { gap: vars.space[space] }]),
) as Record<Space, { gap: string }>;

/**
 * Stack's layout as static classes (issue #16): through Box it called the sprinkles function at run
 * time, whose property table then came with every page that drew a Stack.
 */
export const stack = recipe({
  base: { display: 'flex' },
  variants: {
    space: gaps,
    direction: { column: { flexDirection: 'column' }, row: { flexDirection: 'row' } },
    align: {
      stretch: { alignItems: 'stretch' },
      'flex-start': { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      'flex-end': { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
    },
    justify: {
      'flex-start': { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      'flex-end': { justifyContent: 'flex-end' },
      'space-between': { justifyContent: 'space-between' },
      'space-around': { justifyContent: 'space-around' },
    },
    wrap: { true: { flexWrap: 'wrap' } },
    /** A list's own indent and bullets go: the stack spaces its items. */
    isList: { true: { margin: 0, padding: 0, listStyle: 'none' } },
  },
});

/** Each child of a list stack. */
export const item = style({ display: 'block' });
