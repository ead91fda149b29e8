// @mall/feature-content: content from the server (home page now; topics, articles and help next).
export { createContentApi, homeAdvertTags, type ContentApi, type TopicSummary } from './api/contentApi';
export { contentKeys } from './api/keys';
export { advertLink } from './api/links';
export { useContentApi, useAdverts, useTopics } from './hooks/useHomeContent';
export { HomeContent, type HomeContentProps } from './containers/HomeContent';
export { contentResources } from './i18n/resources';
