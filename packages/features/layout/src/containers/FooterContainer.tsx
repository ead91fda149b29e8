import { changeLocale, supportedLocales, toSupportedLocale, useRuntimeConfig, type Locale } from '@mall/core';
import { LanguageSwitcher, SiteFooter } from '@mall/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenus } from '../hooks/useLayoutData';
import { toFooterColumns } from '../logic/shellMappers';

export type FooterContainerProps = {
  /** Opens the online chat (see `FloatingActionsContainer`); without it the chat is only described. */
  onChat?: () => void;
};

/**
 * The page footer: the footer menu (type 1) as columns, and the support hours from the runtime
 * config (spec §1: hotline weekdays 9:30-17:30, online chat daily 8:15-23:45), and the language
 * choice (zh-CN, zh-TW, en; kept across visits). The support block shows while the menu loads or if
 * it fails.
 */
export function FooterContainer({ onChat }: FooterContainerProps) {
  const { t } = useTranslation('layout');
  const { brand, support } = useRuntimeConfig();
  const { data } = useMenus(1);
  const columns = useMemo(() => toFooterColumns(data ?? []), [data]);
  return (
    <SiteFooter
      columns={columns}
      navigationLabel={t('footer.navLabel')}
      supportTitle={t('footer.supportTitle')}
      hotlineLabel={t('footer.hotlineLabel')}
      hotlineNumber={support.hotline}
      hotlineHours={t('footer.hotlineHours', { hours: support.hotlineHours })}
      chatLabel={t('footer.chatLabel')}
      chatHours={t('footer.chatHours', { hours: support.chatHours })}
      onChat={onChat}
      copyright={t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}
      languages={<LanguageChoice />}
    />
  );
}

/**
 * The shopper's language: the texts of another language download when first chosen; if they cannot,
 * the page stays in the language on show and says so.
 */
function LanguageChoice() {
  const { t, i18n } = useTranslation('layout');
  const [hasFailed, setHasFailed] = useState(false);
  const onShow = toSupportedLocale(i18n.language) ?? supportedLocales[0];
  return (
    <LanguageSwitcher
      label={t('footer.language')}
      value={onShow}
      options={supportedLocales.map((locale) => ({
        id: locale,
        label: t(`footer.languageNames.${locale}`),
        lang: locale,
      }))}
      onChange={(id) => {
        setHasFailed(false);
        changeLocale(i18n, id as Locale).catch(() => setHasFailed(true));
      }}
      errorMessage={hasFailed ? t('footer.languageFailed') : undefined}
    />
  );
}
