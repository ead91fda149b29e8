/** Footprints (spec §7 "Footprints and adverts"): the member's browsing history. */
export function footprintPaths(product: string) {
  const footprints = `/${product}-common2-server/userFootPrint`;
  return {
    list: `${footprints}/list`,
    update: `${footprints}/updateUserFootPrint`,
    deleteAll: `${footprints}/deleteUserAllFootPrint`,
  } as const;
}
