import { chinaTimeFormat } from '@mall/core';
import type { GoodsDetail } from '@mall/contract/goods';
import { CommentList, GoodsDescription, Stack, Tabs, Text } from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoodsComments } from '../hooks/useGoods';

/** Reviews per page (spec §7 commentgoods). */
export const commentPageSize = 5;

/** Details and reviews under the product (a lazy chunk: below the fold). */
export default function GoodsTabs({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation('goods');
  return (
    <Tabs
      aria-label={t('tabs.label')}
      items={[
        {
          id: 'description',
          label: t('tabs.description'),
          // The server sanitises descriptionHtml (goods contract: "Sanitised HTML").
          content: <GoodsDescription html={goods.descriptionHtml || undefined} emptyText={t('description.empty')} />,
        },
        { id: 'comments', label: t('tabs.comments'), content: <Comments mouldNo={goods.mouldNo} /> },
      ]}
    />
  );
}

function Comments({ mouldNo }: { mouldNo: string }) {
  const { t, i18n } = useTranslation('goods');
  const [page, setPage] = useState(1);
  const comments = useGoodsComments(mouldNo, page, commentPageSize);
  const data = comments.data;
  const date = (iso: string) => chinaTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <Stack space="small">
      {data && data.total > 0 ? (
        <Text as="p" tone="muted">
          {t('comments.summary', { count: data.total, average: data.averageRating })}
        </Text>
      ) : null}
      <CommentList
        title={t('comments.title')}
        headingLevel={2}
        comments={(data?.list ?? []).map((comment) => ({ ...comment, date: date(comment.createdAt) }))}
        ratingLabel={(rating) => t('comments.rating', { rating })}
        imageLabel={(position) => t('comments.image', { position })}
        page={page}
        pageCount={data ? Math.ceil(data.total / commentPageSize) : 0}
        onPageChange={setPage}
        paginationLabels={{
          navigation: t('comments.pagination.navigation'),
          previous: t('comments.pagination.previous'),
          next: t('comments.pagination.next'),
          page: (n) => t('comments.pagination.page', { page: n }),
        }}
        emptyTitle={t('comments.empty')}
        loading={!data && !comments.error}
        loadingLabel={t('comments.loading')}
      />
    </Stack>
  );
}
