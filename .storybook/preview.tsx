import '@mall/ui-kit/theme.css';
import { greyMode } from '@mall/ui-kit';
import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { useLayoutEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { i18nLoader, withAppProviders } from './appProviders';
import { navigationLoader, withNavigationCapture } from './navigation';
import { storyLocales, translateArgs, type StoryLocale } from './storyCopy';

// Feature stories mock the network at the HTTP layer; unmocked calls pass through untouched.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

/**
 * Locale toolbar: ui-kit never translates, so its stories are written in zh-CN and the string
 * args are mapped through the story copy dictionaries (.storybook/copy/*.json) for zh-TW and en.
 * React Aria gets the locale for dates and numbers, and <html lang> follows.
 */
const withLocale: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'zh-CN') as StoryLocale;
  return (
    <I18nProvider locale={locale}>
      <DocumentState lang={locale} isGrey={context.globals.theme === 'grey'} />
      <Story args={translateArgs(context.args, locale)} />
    </I18nProvider>
  );
};

/**
 * Keeps <html> in step with the toolbars: `lang` follows the locale, and the theme toolbar's grey
 * (mourning) mode of spec §1 is a class on <html>, as in the mall.
 */
function DocumentState({ lang, isGrey }: { lang: string; isGrey: boolean }) {
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  useLayoutEffect(() => {
    document.documentElement.classList.toggle(greyMode, isGrey);
    return () => document.documentElement.classList.remove(greyMode);
  }, [isGrey]);
  return null;
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withAppProviders, withLocale, withNavigationCapture],
  loaders: [mswLoader, i18nLoader, navigationLoader],
  globalTypes: {
    locale: {
      description: '语言 / Locale',
      toolbar: {
        title: '语言',
        icon: 'globe',
        items: storyLocales.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: '主题 / Theme',
      toolbar: {
        title: '主题',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: '默认' },
          { value: 'grey', title: '灰色（哀悼日）' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'zh-CN',
    theme: 'default',
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { date: /Date$/i } },
    a11y: {
      // Any axe violation fails the story's test (issue #2, STYLE.md §4).
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
    viewport: {
      options: {
        design: { name: '设计宽度 1400', styles: { width: '1400px', height: '900px' } },
        laptop: { name: '笔记本 1280', styles: { width: '1280px', height: '800px' } },
        tablet: { name: '平板 768', styles: { width: '768px', height: '1024px' } },
        phone: { name: '手机 390', styles: { width: '390px', height: '844px' } },
      },
    },
  },
};

export default preview;
