import { Children, type ReactNode } from 'react';
import type { Sprinkles } from '../../../theme/sprinkles.css';
import { Box } from '../Box/Box';

export const stackDirections = ['column', 'row'] as const;
export const stackAligns = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'] as const;

export type StackProps = {
  /** Gap between children, a theme space token. */
  space?: Sprinkles['gap'];
  /** column stacks vertically (default); row lines children up. */
  direction?: (typeof stackDirections)[number];
  /** Cross-axis alignment. */
  align?: (typeof stackAligns)[number];
  /** Main-axis distribution. */
  justify?: Sprinkles['justifyContent'];
  /** Let a row wrap onto several lines. */
  wrap?: boolean;
  /** Render as a list (ul/li) when the children are a list of like things. */
  as?: 'div' | 'ul' | 'ol';
  'aria-label'?: string;
  children: ReactNode;
};

/** Even spacing between children; with as="ul" each child is wrapped in an li. */
export function Stack({
  space = 'medium',
  direction = 'column',
  align,
  justify,
  wrap,
  as = 'div',
  children,
  ...rest
}: StackProps) {
  const isList = as !== 'div';
  return (
    <Box
      as={as}
      display="flex"
      flexDirection={direction}
      gap={space}
      alignItems={align}
      justifyContent={justify}
      flexWrap={wrap ? 'wrap' : undefined}
      padding={isList ? 'none' : undefined}
      margin={isList ? 'none' : undefined}
      {...rest}
    >
      {isList
        ? Children.toArray(children).map((child, index) => (
            <Box as="li" key={index} display="block">
              {child}
            </Box>
          ))
        : children}
    </Box>
  );
}
