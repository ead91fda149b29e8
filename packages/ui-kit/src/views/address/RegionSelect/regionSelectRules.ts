/** A division of the region tree: its GB/T 2260 code and its name. */
export type RegionEntry = { code: string; name: string };
/** A city and its districts. */
export type RegionCity = RegionEntry & { districts: readonly RegionEntry[] };
/** A province and its cities: the tree the selects offer (every level has at least one choice). */
export type RegionProvince = RegionEntry & { cities: readonly RegionCity[] };

/** The three levels chosen: each level's code and name ('' while not chosen). */
export type RegionValue = {
  provinceCode: string;
  province: string;
  cityCode: string;
  city: string;
  districtCode: string;
  district: string;
};

/** The levels of a region, from the top. */
export const regionLevels = ['province', 'city', 'district'] as const;
export type RegionLevel = (typeof regionLevels)[number];

/** Nothing chosen. */
export const noRegion: RegionValue = {
  provinceCode: '',
  province: '',
  cityCode: '',
  city: '',
  districtCode: '',
  district: '',
};

/** The cities and districts open to choice under what is chosen (none below a level not yet chosen). */
export function regionChoices(provinces: readonly RegionProvince[], value: RegionValue) {
  const province = provinces.find((entry) => entry.code === value.provinceCode);
  const city = province?.cities.find((entry) => entry.code === value.cityCode);
  return { cities: province?.cities ?? [], districts: city?.districts ?? [] };
}

/**
 * The value after choosing `code` at `level` (issue #13 cascade): a new province clears city and
 * district, a new city clears the district. A level left with a single choice is chosen for the
 * shopper: a municipality's or SAR's one city (北京市 → 北京市), a city's one district (东莞市).
 * An unknown code changes nothing.
 */
export function chooseRegion(
  provinces: readonly RegionProvince[],
  value: RegionValue,
  level: RegionLevel,
  code: string,
): RegionValue {
  if (level === 'province') {
    const province = provinces.find((entry) => entry.code === code);
    if (!province) return value;
    const next = { ...noRegion, provinceCode: province.code, province: province.name };
    const [only, ...more] = province.cities;
    return only && more.length === 0 ? chooseRegion(provinces, next, 'city', only.code) : next;
  }
  const { cities, districts } = regionChoices(provinces, value);
  if (level === 'city') {
    const city = cities.find((entry) => entry.code === code);
    if (!city) return value;
    const next = { ...value, cityCode: city.code, city: city.name, districtCode: '', district: '' };
    const [only, ...more] = city.districts;
    return only && more.length === 0 ? { ...next, districtCode: only.code, district: only.name } : next;
  }
  const district = districts.find((entry) => entry.code === code);
  return district ? { ...value, districtCode: district.code, district: district.name } : value;
}
