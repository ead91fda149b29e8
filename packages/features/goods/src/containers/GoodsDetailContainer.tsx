import type { GoodsDetail } from '@mall/contract/goods';
import { isApiError, island, chinaTimeFormat } from '@mall/core';
import {
  AttributePicker,
  Button,
  GoodsDetailLayout,
  GoodsDetailNotice,
  GoodsDetailSkeleton,
  GoodsGallery,
  GoodsSummary,
  MarketingBadges,
  PriceBreakdown,
  Skeleton,
  Stack,
} from '@mall/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGoodsDetail,
  useGoodsImages,
  useGoodsMarketings,
  useGoodsPriceStock,
  useGoodsWatermark,
  useRecordFootprint,
} from '../hooks/useGoods';
import {
  choiceGroups,
  choose,
  initialSelection,
  skuFor,
  stockState,
  type AttributeDimension,
  type AttributeSelection,
} from '../logic/attributeChoice';
import { galleryOrder, gramsText, promoFen, toMarketingBadges, translatedLines } from '../logic/goodsView';

// Below the fold: reviews and recommendations load after the buying column.
// Below the fold, so their code comes after the page's; islands (core), so a tap on 商品评价 before
// it is there is kept and made once the tabs hydrate (React would drop it).
const GoodsTabs = island(() => import('./GoodsTabs').then((module) => module.default), <Skeleton lines={4} />);
const Recommendations = island(() => import('./Recommendations').then((module) => module.default));

/** Where the page's links lead; features do not know the app's routes (STYLE.md §5). */
export type GoodsHrefs = {
  home: string;
  /** The goods list of a keyword (the category in the breadcrumb). */
  list: (keyword: string) => string;
  /** Another product page (recommendations). */
  goods: (mouldNo: string) => string;
};

export type GoodsDetailContainerProps = {
  /** The mould number from the address (/goods?mouldNo=…). */
  mouldNo: string;
  hrefs: GoodsHrefs;
  /**
   * Puts the chosen piece in the bag (the bag feature wires it in the app). Without it the page
   * says the bag opens soon instead of offering a button that does nothing. A rejection shows its
   * `msg`; the choice and quantity stay.
   */
  onAddToBag?: (goods: GoodsDetail, attribute: string, quantity: number) => Promise<void> | void;
  /**
   * 在线客服 about this piece (spec §7 "Customer service chat"): the app opens the chat in a new tab
   * with the piece, or sends a visitor to log in (spec §8). Without it no button shows.
   */
  onService?: (mouldNo: string) => void;
};

/**
 * The product page (spec §2 goods, §7 Goods calls): breadcrumb, gallery with the mould-number
 * watermark, title, price and stock of the chosen attribute (asked again per choice, so per-gram
 * prices follow today's gold price), the per-gram breakdown, promotions, category lines (spec §9),
 * quantity and add to bag; details, reviews and recommendations below. An unknown mould number
 * shows a clear not-found state.
 */
export function GoodsDetailContainer({ mouldNo, hrefs, onAddToBag, onService }: GoodsDetailContainerProps) {
  const { t } = useTranslation('goods');
  const detail = useGoodsDetail(mouldNo);

  // No mould number at all is as unknown as a wrong one.
  const isMissing = mouldNo.trim() === '';
  if (detail.error || isMissing) {
    const isNotFound = isMissing || (isApiError(detail.error) && detail.error.status === 404);
    const title = isNotFound ? t('notFound.title') : t('failed.title');
    return (
      <GoodsDetailNotice
        breadcrumb={{
          'aria-label': t('breadcrumb.label'),
          items: [
            { id: 'home', label: t('breadcrumb.home'), href: hrefs.home },
            { id: 'goods', label: title },
          ],
        }}
        title={title}
        description={isNotFound ? t('notFound.description', { mouldNo }) : t('failed.description')}
        action={
          isNotFound
            ? { kind: 'link', label: t('notFound.action'), href: hrefs.home }
            : { kind: 'retry', label: t('failed.retry'), onRetry: () => void detail.mutate() }
        }
      />
    );
  }

  if (!detail.data) return <GoodsDetailSkeleton label={t('loading')} />;

  // Keyed by the piece, so a new mould number starts with a fresh choice and quantity.
  return (
    <GoodsDetailView
      key={detail.data.mouldNo}
      goods={detail.data}
      hrefs={hrefs}
      onAddToBag={onAddToBag}
      onService={onService}
    />
  );
}

function GoodsDetailView({
  goods,
  hrefs,
  onAddToBag,
  onService,
}: {
  goods: GoodsDetail;
  hrefs: GoodsHrefs;
  onAddToBag: GoodsDetailContainerProps['onAddToBag'];
  onService: GoodsDetailContainerProps['onService'];
}) {
  const { t, i18n } = useTranslation('goods');
  const [selection, setSelection] = useState<AttributeSelection>(() => initialSelection(goods.skus, goods.attributes));
  const [quantity, setQuantity] = useState(1);
  const [isAdding, setIsAdding] = useState(false);
  const [addError, setAddError] = useState<string | undefined>();
  const [addedNote, setAddedNote] = useState<string | undefined>();

  const chosenSku = skuFor(goods.skus, selection);
  const attribute = chosenSku?.attribute ?? null;
  const priceStock = useGoodsPriceStock(goods.mouldNo, attribute);
  const marketings = useGoodsMarketings(goods.goodsId);
  const marks = useGoodsWatermark(goods.mouldNo);
  const images = useGoodsImages(goods.mouldNo);
  useRecordFootprint(goods.mouldNo);

  // The answer for this attribute wins over the page's first reading; until it comes, the first reading shows.
  const answered = priceStock.data?.skus.find((sku) => sku.attribute === attribute);
  const sku = answered ?? chosenSku;
  const stock = sku?.stockQtyWeb ?? 0;
  const state = stockState(stock);
  const shownQuantity = Math.max(1, Math.min(quantity, stock || 1));

  const groups = useMemo(() => choiceGroups(goods.skus, goods.attributes, selection), [goods, selection]);
  const pictures = galleryOrder(images.data?.images ?? goods.images);
  const breakdown = sku?.priceBreakdown ?? null;
  const time = (iso: string) =>
    chinaTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  function optionLabel(dimension: AttributeDimension, value: string) {
    if (dimension === 'ringSize') return t('options.ringSizeValue', { value });
    if (dimension === 'chainLength') return t('options.chainLengthValue', { value });
    return value;
  }

  function handleChoose(dimension: AttributeDimension, value: string) {
    setSelection((current) => choose(goods.skus, goods.attributes, current, dimension, value));
    setAddError(undefined);
    setAddedNote(undefined);
  }

  async function handleAdd() {
    if (!onAddToBag || !sku) return;
    setIsAdding(true);
    setAddError(undefined);
    setAddedNote(undefined);
    try {
      await onAddToBag(goods, sku.attribute, shownQuantity);
      setAddedNote(t('summary.added'));
    } catch (error) {
      setAddError((isApiError(error) && error.msg) || t('summary.addFailed'));
    } finally {
      setIsAdding(false);
    }
  }

  const crumbs = [
    { id: 'home', label: t('breadcrumb.home'), href: hrefs.home },
    { id: 'category', label: goods.categoryName, href: hrefs.list(goods.categoryName) },
    { id: 'goods', label: goods.title },
  ];

  return (
    <GoodsDetailLayout
      breadcrumb={{ 'aria-label': t('breadcrumb.label'), items: crumbs }}
      gallery={
        <GoodsGallery
          images={pictures.map((picture, index) => ({
            src: picture.src,
            alt: t('gallery.alt', { title: goods.title, position: index + 1 }),
          }))}
          label={t('gallery.label')}
          thumbnailLabel={(position, count) => t('gallery.thumbnail', { position, count })}
          previousLabel={t('gallery.previous')}
          nextLabel={t('gallery.next')}
          watermark={goods.mouldNo}
          emptyAlt={t('gallery.empty')}
        />
      }
      marks={
        marks.data
          ? {
              label: t('marks.label'),
              items: marks.data.marks.map((mark) => ({
                id: `${mark.kind}-${mark.text}`,
                text: mark.text,
                tone: mark.kind === 'activity' ? 'brand' : 'gold',
              })),
            }
          : undefined
      }
      serviceAction={
        onService ? (
          <Button tone="secondary" size="small" onPress={() => onService(goods.mouldNo)}>
            {t('summary.service')}
          </Button>
        ) : undefined
      }
      addedNote={addedNote}
      summary={
        <GoodsSummary
          title={goods.title}
          subtitle={goods.titleInfo || goods.newTitle || undefined}
          brandLine={
            goods.seriesName
              ? t('summary.brandLine', { brand: goods.brandName, series: goods.seriesName })
              : goods.brandName
          }
          labels={{
            price: t('summary.price'),
            original: t('summary.original'),
            current: t('summary.current'),
            quantity: t('summary.quantity'),
            decrease: t('summary.decrease'),
            increase: t('summary.increase'),
            addToBag: t('summary.addToBag'),
            adding: t('summary.adding'),
          }}
          priceFen={sku?.shopPriceFen ?? goods.shopPriceFen}
          promoFen={promoFen(sku?.marketingPrice ?? goods.marketingPrice)}
          isPriceLoading={priceStock.isLoading || (priceStock.isValidating && !answered)}
          stockState={state}
          stockText={
            state === 'soldOut'
              ? t('summary.soldOut')
              : state === 'low'
                ? t('summary.low', { count: stock })
                : t('summary.inStock')
          }
          stock={stock}
          lines={translatedLines(goods.productTypeID, goods.productGroupID, sku?.category ?? goods.category, t)}
          promotions={<MarketingBadges label={t('promotions.label')} activities={toMarketingBadges(marketings.data)} />}
          breakdown={
            breakdown ? (
              <PriceBreakdown
                title={t('breakdown.title')}
                labels={{
                  goldPrice: t('breakdown.goldPrice'),
                  goldWeight: t('breakdown.goldWeight'),
                  labourFee: t('breakdown.labourFee'),
                  surcharge: t('breakdown.surcharge'),
                  total: t('breakdown.total'),
                  perGram: t('breakdown.perGram'),
                  gram: t('breakdown.gram'),
                }}
                goldPriceFen={breakdown.goldPriceFenPerGram}
                goldWeight={gramsText(breakdown.goldWeight)}
                labourFeeFen={breakdown.labourFeeFen}
                surchargeFen={breakdown.priceDeltaFen}
                totalFen={breakdown.totalFen}
                readingTime={t('breakdown.readAt', { time: time(breakdown.goldPriceInputTime) })}
                note={t('breakdown.note')}
              />
            ) : null
          }
          options={
            groups.length > 0 ? (
              <Stack space="gutter">
                {groups.map((group) => (
                  <AttributePicker
                    key={group.dimension}
                    label={t(`options.${group.dimension}`)}
                    value={selection[group.dimension] ?? null}
                    onChange={(value) => handleChoose(group.dimension, value)}
                    options={group.options.map((option) => ({
                      id: option.value,
                      label: optionLabel(group.dimension, option.value),
                      isDisabled: option.block !== null,
                      disabledReason: option.block === 'soldOut' ? t('options.soldOut') : undefined,
                    }))}
                  />
                ))}
              </Stack>
            ) : null
          }
          quantity={shownQuantity}
          onQuantityChange={setQuantity}
          onAddToBag={onAddToBag ? () => void handleAdd() : undefined}
          unavailableNote={t('summary.bagComing')}
          isAdding={isAdding}
          errorMessage={addError ?? (priceStock.error ? t('summary.priceFailed') : undefined)}
        />
      }
    >
      <GoodsTabs goods={goods} />
      <Recommendations mouldNo={goods.mouldNo} goodsHref={hrefs.goods} />
    </GoodsDetailLayout>
  );
}
