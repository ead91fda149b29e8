import type { Args } from '@storybook/react-vite';
import { isValidElement } from 'react';

export const storyLocales = ['zh-CN', 'zh-TW', 'en'] as const;
export type StoryLocale = (typeof storyLocales)[number];

type Dictionary = Record<string, Partial<Record<Exclude<StoryLocale, 'zh-CN'>, string>>>;

// Each component group keeps its story copy in its own file, keyed by the zh-CN text.
const files = import.meta.glob<Dictionary>('./copy/*.json', { eager: true, import: 'default' });
const dictionary: Dictionary = Object.assign({}, ...Object.values(files));

function translate(value: unknown, locale: Exclude<StoryLocale, 'zh-CN'>): unknown {
  if (typeof value === 'string') return dictionary[value]?.[locale] ?? value;
  if (Array.isArray(value)) return value.map((item) => translate(item, locale));
  if (
    value &&
    typeof value === 'object' &&
    !isValidElement(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, translate(item, locale)]));
  }
  return value;
}

/** Maps every string in a story's args (deeply) to the chosen locale; functions and elements pass through. */
export function translateArgs(args: Args, locale: StoryLocale): Args {
  return locale === 'zh-CN' ? args : (translate(args, locale) as Args);
}
