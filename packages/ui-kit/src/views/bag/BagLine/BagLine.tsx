import { useId } from 'react';
import { visuallyHidden } from '../../../styles/utilities.css';
import { Button } from '../../../primitives/controls/Button/Button';
import { Checkbox } from '../../../primitives/controls/Checkbox/Checkbox';
import { Image } from '../../../primitives/media/Image/Image';
import { Price } from '../../../primitives/data/Price/Price';
import { QuantityStepper } from '../../../primitives/controls/QuantityStepper/QuantityStepper';
import * as styles from './BagLine.css';

/** One fact under the title (a translated spec §9 category line: 金重 3.25g, 圈口 12). */
export type BagLineFact = { label: string; value: string };

/** What a bag line shows (spec §3 cart item), already translated and in integer fen. */
export type BagLineData = {
  /** Stable key of the line (goodID + attribute). */
  id: string;
  title: string;
  /** The product page, when the title should link there. */
  href?: string;
  thumb?: string;
  /** Brand · series. */
  subtitle?: string;
  /** spec §9 category lines, then the chosen attribute (customisation). */
  facts?: BagLineFact[];
  /** The unit shop price and the promotion price (shown when positive and below it, spec §9). */
  shopFen: number;
  promoFen?: number | null;
  buyNum: number;
  /** Web stock of the chosen attribute: plus is disabled unless it is above buyNum (spec §4). */
  stock: number;
  /** False for cartValid 0: no checkbox, no stepper, a muted look and `invalidText`. */
  isValid: boolean;
  /** Why the line is invalid (已下架, 已售罄). */
  invalidText?: string;
  /** Presale fields shown where set (spec §3 ispresell, presellprice, deposit, final payment window). */
  presale?: { presellFen: number; depositFen: number; depositSwellFen?: number; finalPayText?: string };
};

export type BagLineLabels = {
  /** The checkbox's accessible name for a line title (e.g. `选择 ${title}`). */
  select: (title: string) => string;
  /** The delete button's text and accessible name (e.g. 删除 / `删除 ${title}`). */
  remove: string;
  removeFor: (title: string) => string;
  quantity: string;
  decrease: string;
  increase: string;
  updating: string;
  original: string;
  current: string;
  /** Shown on an invalid line (失效). */
  invalid: string;
  presell: string;
  deposit: string;
  depositSwell: string;
};

export type BagLineProps = {
  line: BagLineData;
  labels: BagLineLabels;
  isSelected?: boolean;
  onSelectedChange?: (isSelected: boolean) => void;
  /** Called with the new quantity (already clamped to 1..stock by the stepper). */
  onQuantityChange?: (buyNum: number) => void;
  onRemove?: () => void;
  /** The server is confirming a change of this line. */
  loading?: boolean;
};

/**
 * One line of the bag (drawer and /cart): tick box, picture, title, category lines, price, quantity
 * stepper (spec §4) and delete; presale fields where set; an invalid line (cartValid 0) greyed,
 * without tick box or stepper, only removable.
 */
export function BagLine({
  line,
  labels,
  isSelected = false,
  onSelectedChange,
  onQuantityChange,
  onRemove,
  loading = false,
}: BagLineProps) {
  const titleId = useId();
  const title = line.href ? (
    <a className={styles.titleLink} href={line.href}>
      {line.title}
    </a>
  ) : (
    line.title
  );
  return (
    <li className={styles.root({ isInvalid: !line.isValid })}>
      <div className={styles.check}>
        {line.isValid ? (
          <Checkbox isSelected={isSelected} onChange={onSelectedChange}>
            <span className={visuallyHidden}>{labels.select(line.title)}</span>
          </Checkbox>
        ) : (
          <span className={styles.invalidTag}>{labels.invalid}</span>
        )}
      </div>
      <div className={styles.thumb({ isInvalid: !line.isValid })}>
        <Image src={line.thumb} alt="" ratio="1/1" width={88} height={88} />
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h3 className={styles.title} id={titleId}>
            {title}
          </h3>
          {onRemove ? (
            <Button tone="link" size="small" onPress={onRemove} aria-label={labels.removeFor(line.title)}>
              {labels.remove}
            </Button>
          ) : null}
        </div>
        {line.subtitle ? <p className={styles.muted}>{line.subtitle}</p> : null}
        {line.facts && line.facts.length > 0 ? (
          <dl className={styles.facts}>
            {line.facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd className={styles.factValue}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {line.presale ? (
          <dl className={styles.presale}>
            <div className={styles.fact}>
              <dt>{labels.presell}</dt>
              <dd className={styles.factValue}>
                <Price fen={line.presale.presellFen} size="small" />
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>{labels.deposit}</dt>
              <dd className={styles.factValue}>
                <Price fen={line.presale.depositFen} size="small" />
              </dd>
            </div>
            {line.presale.depositSwellFen !== undefined && line.presale.depositSwellFen !== line.presale.depositFen ? (
              <div className={styles.fact}>
                <dt>{labels.depositSwell}</dt>
                <dd className={styles.factValue}>
                  <Price fen={line.presale.depositSwellFen} size="small" />
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {line.presale?.finalPayText ? <p className={styles.muted}>{line.presale.finalPayText}</p> : null}
        <div className={styles.footer}>
          {line.promoFen != null ? (
            <Price
              fen={line.shopFen}
              promoFen={line.promoFen}
              size="small"
              originalLabel={labels.original}
              currentLabel={labels.current}
            />
          ) : (
            <Price fen={line.shopFen} size="small" />
          )}
          {line.isValid ? (
            <QuantityStepper
              value={line.buyNum}
              stock={line.stock}
              onChange={(value) => onQuantityChange?.(value)}
              label={labels.quantity}
              decreaseLabel={labels.decrease}
              increaseLabel={labels.increase}
              loading={loading}
              loadingLabel={labels.updating}
              size="small"
            />
          ) : (
            <span className={styles.muted}>
              ×{line.buyNum}
              {line.invalidText ? ` · ${line.invalidText}` : ''}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
