// @mall/feature-content: content from the server: the home page, topics, articles, the help centre,
// clause texts, the official stores and the framed campaign pages of /webView.
export { HomeContent } from './containers/HomeContent';
export { ArticlesContainer } from './containers/ArticlesContainer';
export { ArticleDetailContainer, type ArticleTarget } from './containers/ArticleDetailContainer';
export { HelpCentreContainer } from './containers/HelpCentreContainer';
export { TopicContainer, TopicsContainer } from './containers/TopicContainer';
export { StoresContainer } from './containers/StoresContainer';
export { WebViewContainer } from './containers/WebViewContainer';
export { contentResources } from './i18n/resources';
export { contentLocales } from './i18n/locales';
export { contentKeys } from './api/keys';
