import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import * as flex from '../atoms/flex.css';
import * as gaps from '../atoms/gap.css';
import * as margins from '../atoms/margin.css';
import * as paddings from '../atoms/padding.css';
import type {
  AlignItems,
  Background,
  Border,
  Display,
  FlexDirection,
  JustifyContent,
  Radius,
  Space,
  Tone,
} from '../atoms/values';
import { classNames, responsiveClass, type Responsive } from '../responsive';
import * as styles from './Box.css';

/** The elements a Box may be: the page's semantic blocks (its look comes from the props, not the tag). */
export const boxElements = [
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'main',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'p',
  'span',
  'figure',
  'fieldset',
] as const;
export type BoxElement = (typeof boxElements)[number];

/** Elements whose browser margins, padding or bullets the Box takes off. */
const resetElements = new Set<BoxElement>(['ul', 'ol', 'dl', 'dd', 'p', 'figure', 'fieldset']);

/** The props a Box turns into classes: theme tokens only, most of them responsive. */
export type BoxAtomProps = {
  /** The CSS display, per breakpoint (none hides it there). */
  display?: Responsive<Display>;
  /** Flex direction when display is flex. */
  flexDirection?: Responsive<FlexDirection>;
  /** Cross-axis alignment of a flex or grid Box's children. */
  alignItems?: Responsive<AlignItems>;
  /** Main-axis distribution of a flex Box's children. */
  justifyContent?: Responsive<JustifyContent>;
  /** Whether a flex row wraps. */
  flexWrap?: 'wrap' | 'nowrap';
  /** Space between a flex or grid Box's children, a theme space token. */
  gap?: Responsive<Space>;
  /** Padding on every side; `paddingX`/`paddingY` and a side's own prop take precedence. */
  padding?: Responsive<Space>;
  /** Padding left and right. */
  paddingX?: Responsive<Space>;
  /** Padding top and bottom. */
  paddingY?: Responsive<Space>;
  /** Padding above. */
  paddingTop?: Responsive<Space>;
  /** Padding on the right. */
  paddingRight?: Responsive<Space>;
  /** Padding below. */
  paddingBottom?: Responsive<Space>;
  /** Padding on the left. */
  paddingLeft?: Responsive<Space>;
  /** Margin on every side; `marginX`/`marginY` and a side's own prop take precedence. */
  margin?: Responsive<Space>;
  /** Margin left and right. */
  marginX?: Responsive<Space>;
  /** Margin top and bottom. */
  marginY?: Responsive<Space>;
  /** Margin above. */
  marginTop?: Responsive<Space>;
  /** Margin on the right. */
  marginRight?: Responsive<Space>;
  /** Margin below. */
  marginBottom?: Responsive<Space>;
  /** Margin on the left. */
  marginLeft?: Responsive<Space>;
  /** A theme surface to fill the Box with (not responsive: a colour does not change with the width). */
  background?: Background;
  /** The text colour its content inherits, a theme text role. */
  tone?: Tone;
  /** A 1 px border in a theme colour on every side. */
  border?: Border;
  /** Corner radius, a theme radius token. */
  borderRadius?: Radius;
  /** 1 to take the free space of a flex row or column, 0 not to. */
  flexGrow?: 0 | 1;
  /** 0 to keep its size in a crowded flex row. */
  flexShrink?: 0;
  /** 0 lets a flex child shrink below its content (long text wraps instead of overflowing). */
  minWidth?: 0;
  /** full: the whole width of its container. */
  width?: 'full';
  /** What happens to content larger than the Box. */
  overflow?: 'hidden' | 'auto';
  /** relative: the anchor of positioned children. */
  position?: 'relative';
  /** Alignment of the text inside. */
  textAlign?: 'left' | 'center' | 'right';
};

export type BoxProps = BoxAtomProps &
  Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'color'> & {
    /** The element to draw: a semantic one (section, nav, ul, li…) where the content is one. */
    as?: BoxElement;
    /** The content. */
    children?: ReactNode;
  };

/** The class names of Box's atom props, each one looked up in a table the build generated. */
function boxClassNames(props: BoxAtomProps): string | undefined {
  const { padding, paddingX, paddingY, margin, marginX, marginY } = props;
  return classNames(
    responsiveClass(styles.display, props.display),
    responsiveClass(flex.flexDirection, props.flexDirection),
    responsiveClass(flex.alignItems, props.alignItems),
    responsiveClass(flex.justifyContent, props.justifyContent),
    props.flexWrap && flex.flexWrap[props.flexWrap],
    responsiveClass(gaps.gap, props.gap),
    responsiveClass(paddings.paddingTop, props.paddingTop ?? paddingY ?? padding),
    responsiveClass(paddings.paddingRight, props.paddingRight ?? paddingX ?? padding),
    responsiveClass(paddings.paddingBottom, props.paddingBottom ?? paddingY ?? padding),
    responsiveClass(paddings.paddingLeft, props.paddingLeft ?? paddingX ?? padding),
    responsiveClass(margins.marginTop, props.marginTop ?? marginY ?? margin),
    responsiveClass(margins.marginRight, props.marginRight ?? marginX ?? margin),
    responsiveClass(margins.marginBottom, props.marginBottom ?? marginY ?? margin),
    responsiveClass(margins.marginLeft, props.marginLeft ?? marginX ?? margin),
    props.background && styles.background[props.background],
    props.tone && styles.tone[props.tone],
    props.border && styles.border[props.border],
    props.borderRadius && styles.borderRadius[props.borderRadius],
    props.flexGrow !== undefined && styles.flexGrow[props.flexGrow],
    props.flexShrink !== undefined && styles.flexShrink[props.flexShrink],
    props.minWidth !== undefined && styles.minWidth[props.minWidth],
    props.width && styles.width[props.width],
    props.overflow && styles.overflow[props.overflow],
    props.position && styles.position[props.position],
    props.textAlign && styles.textAlign[props.textAlign],
  );
}

/**
 * The layout atom every other is built on (issue #37, after Braid's Box): a semantic element whose
 * spacing, flex layout, surface, border and radius come from theme tokens, each prop a static class
 * generated at build time and only looked up here. No className or style: what a Box cannot say is
 * particular to a view and belongs in that view's `.css.ts`.
 */
export function Box({
  as = 'div',
  children,
  display,
  flexDirection,
  alignItems,
  justifyContent,
  flexWrap,
  gap,
  padding,
  paddingX,
  paddingY,
  paddingTop,
  paddingRight,
  paddingBottom,
  paddingLeft,
  margin,
  marginX,
  marginY,
  marginTop,
  marginRight,
  marginBottom,
  marginLeft,
  background,
  tone,
  border,
  borderRadius,
  flexGrow,
  flexShrink,
  minWidth,
  width,
  overflow,
  position,
  textAlign,
  ...rest
}: BoxProps) {
  const atoms = boxClassNames({
    display,
    flexDirection,
    alignItems,
    justifyContent,
    flexWrap,
    gap,
    padding,
    paddingX,
    paddingY,
    paddingTop,
    paddingRight,
    paddingBottom,
    paddingLeft,
    margin,
    marginX,
    marginY,
    marginTop,
    marginRight,
    marginBottom,
    marginLeft,
    background,
    tone,
    border,
    borderRadius,
    flexGrow,
    flexShrink,
    minWidth,
    width,
    overflow,
    position,
    textAlign,
  });
  return createElement(as, { ...rest, className: classNames(resetElements.has(as) && styles.reset, atoms) }, children);
}
