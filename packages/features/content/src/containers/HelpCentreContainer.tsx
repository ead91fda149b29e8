import { SideNav, SideNavLayout } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { useArticleCategories } from '../hooks/useContent';
import { ArticleDetailContainer } from './ArticleDetailContainer';
import { ContentStates } from './states';

export type HelpCentreContainerProps = {
  /** The help page on show; without one, the first page of the first category. */
  id?: number;
  /** Where a help page opens (the app's /helpCenter?id=…). */
  helpHref: (id: number) => string;
};

/** /helpCenter: the help pages by category in a side navigation, the chosen page beside it. */
export function HelpCentreContainer({ id, helpHref }: HelpCentreContainerProps) {
  const { t } = useTranslation('content');
  const categories = useArticleCategories('help');
  const shownId = id ?? categories.data?.[0]?.articles[0]?.id;
  return (
    <SideNavLayout
      nav={
        categories.data ? (
          <SideNav
            label={t('help.navigation')}
            currentId={shownId === undefined ? undefined : String(shownId)}
            groups={categories.data.map((group) => ({
              id: group.category,
              title: group.category,
              items: group.articles.map((article) => ({
                id: String(article.id),
                label: article.title,
                href: helpHref(article.id),
              })),
            }))}
          />
        ) : (
          <ContentStates state={categories} notFoundTitle={t('help.empty')} />
        )
      }
    >
      {shownId !== undefined ? <ArticleDetailContainer target={{ article: { id: shownId } }} titleLevel={2} /> : null}
    </SideNavLayout>
  );
}
