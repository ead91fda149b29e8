// @mall/feature-content: content from the server: the home page, topics, articles, the help centre,
// clause texts and the official stores.
export { createContentApi, homeAdvertTags, articlePageSize, type ContentApi, type TopicSummary, type ArticleRef } from './api/contentApi';
export { contentKeys } from './api/keys';
export { advertLink } from './api/links';
export { useContentApi, useAdverts, useTopics, useTopic, useArticles, useArticleCategories, useArticle, useClause, useStores } from './hooks/useContent';
export { HomeContent, type HomeContentProps } from './containers/HomeContent';
export { ArticlesContainer, type ArticlesContainerProps } from './containers/ArticlesContainer';
export { ArticleDetailContainer, type ArticleDetailContainerProps, type ArticleTarget } from './containers/ArticleDetailContainer';
export { HelpCentreContainer, type HelpCentreContainerProps } from './containers/HelpCentreContainer';
export { TopicContainer, TopicsContainer, type TopicContainerProps } from './containers/TopicContainer';
export { StoresContainer, type StoresContainerProps } from './containers/StoresContainer';
export { contentResources } from './i18n/resources';
export { contentLocales } from './i18n/locales';
