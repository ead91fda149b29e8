import { useMemo } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { Select } from '../../../primitives/controls/Select/Select';
import { Spinner } from '../../../primitives/feedback/Spinner/Spinner';
import {
  chooseRegion,
  regionChoices,
  type RegionLevel,
  type RegionProvince,
  type RegionValue,
} from './regionSelectRules';
import * as styles from './RegionSelect.css';

/** Captions of the three selects and their states (ui-kit never translates). */
export type RegionSelectLabels = {
  /** 省份 */
  province: string;
  /** 城市 */
  city: string;
  /** 区/县 */
  district: string;
  /** In a select while nothing is chosen (请选择). */
  placeholder: string;
  /** Announced while the regions arrive (正在加载地区…). */
  loading: string;
  /** Shown when they could not be loaded (地区加载失败). */
  loadFailed: string;
  /** The button that asks again (重试). */
  retry: string;
};

export type RegionSelectProps = {
  labels: RegionSelectLabels;
  /** The GB/T 2260 tree; leave out while it loads or after it failed. */
  provinces?: readonly RegionProvince[];
  /** The tree is on its way: the selects wait and a spinner says so. */
  isLoading?: boolean;
  /** The tree could not be loaded: the message and a retry button instead of the wait. */
  hasLoadFailed?: boolean;
  /** Asks for the tree again. */
  onRetry?: () => void;
  /** The chosen codes and names (controlled). */
  value: RegionValue;
  /** Called with the whole new value: a new province clears city and district, a new city the district. */
  onChange: (value: RegionValue) => void;
  /** Per-level messages of a failed check, already translated (请选择省份 / 请选择城市 / 请选择区县). */
  errors?: Partial<Record<RegionLevel, string>>;
  /** The whole form is busy (saving): nothing can be chosen. */
  isDisabled?: boolean;
};

const autoCompletes: Record<RegionLevel, string> = {
  province: 'shipping address-level1',
  city: 'shipping address-level2',
  district: 'shipping address-level3',
};

/**
 * Province → city → district as three cascading selects over the GB/T 2260 tree (issue #13),
 * operable by keyboard (React Aria Select: arrows, Enter, type-ahead). Each level waits for the one
 * above; a level with a single choice (a municipality's city) is chosen for the shopper. While the
 * tree loads the selects wait behind a spinner; when it failed, a message and a retry button.
 */
export function RegionSelect({
  labels,
  provinces,
  isLoading = false,
  hasLoadFailed = false,
  onRetry,
  value,
  onChange,
  errors = {},
  isDisabled = false,
}: RegionSelectProps) {
  const tree = useMemo(() => provinces ?? [], [provinces]);
  const { cities, districts } = regionChoices(tree, value);
  const isReady = provinces !== undefined && !isLoading && !hasLoadFailed;
  const options = (entries: readonly { code: string; name: string }[]) =>
    entries.map((entry) => ({ id: entry.code, label: entry.name }));

  const select = (level: RegionLevel, entries: readonly { code: string; name: string }[], isOpen: boolean) => {
    const code = value[`${level}Code`];
    return (
      <Select
        label={labels[level]}
        placeholder={labels.placeholder}
        options={options(entries)}
        // A code the offered list does not hold (nothing yet, or a stale one) shows the placeholder.
        selectedKey={entries.some((entry) => entry.code === code) ? code : null}
        onSelectionChange={(id) => {
          if (id !== null) onChange(chooseRegion(tree, value, level, id));
        }}
        errorMessage={errors[level]}
        isRequired
        isDisabled={isDisabled || !isReady || !isOpen}
        name={`${level}Code`}
        autoComplete={autoCompletes[level]}
      />
    );
  };

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        {select('province', tree, true)}
        {select('city', cities, value.provinceCode !== '')}
        {select('district', districts, value.cityCode !== '')}
      </div>
      {hasLoadFailed ? (
        <p className={styles.failure} role="alert">
          {labels.loadFailed}
          {onRetry ? (
            <Button tone="link" onPress={onRetry}>
              {labels.retry}
            </Button>
          ) : null}
        </p>
      ) : isLoading || provinces === undefined ? (
        <Spinner label={labels.loading} size="small" isLabelVisible />
      ) : null}
    </div>
  );
}
