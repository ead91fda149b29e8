/**
 * How a shipping address reads wherever the mall shows one (the checkout's address cards, the order
 * centre, the member centre's addresses): the phone masked, the place on one line.
 */

/** The phone as an address shows it: 139****0001 for a mainland mobile (the whole number stays on the server). */
export function maskMobile(mobile: string): string {
  return /^1\d{10}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** One line of where: 广东省 深圳市 罗湖区 深南东路5016号 (a blank part is left out). */
export function addressLocation(address: { province: string; city: string; district: string; detail: string }): string {
  // A municipality is its own city (上海市), as is a city without districts (东莞市 东莞市): said once.
  return [address.province, address.city, address.district, address.detail]
    .filter((part, index, parts) => part !== '' && part !== parts[index - 1])
    .join(' ');
}
