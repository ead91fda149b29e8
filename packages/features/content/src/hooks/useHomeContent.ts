import { useApiClient, useRuntimeConfig } from '@mall/core';
import { useMemo } from 'react';
import useSWR from 'swr';
import { contentKeys } from '../api/keys';
import { createContentApi } from '../api/contentApi';

/** The content api bound to the app's client and product code. */
export function useContentApi() {
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  return useMemo(() => createContentApi(client, productCode), [client, productCode]);
}

/** Adverts of one position. */
export function useAdverts(tagValue: number) {
  const api = useContentApi();
  return useSWR(contentKeys.adverts(tagValue), () => api.adverts(tagValue));
}

/** Every topic (summaries); the home shows the ones marked as floors. */
export function useTopics() {
  const api = useContentApi();
  return useSWR(contentKeys.topics(), () => api.topics());
}
