/**
 * Electronic guarantees and their public verification (issue #14 items 2 and 3): the certificate
 * number's shape and check character, what the public may see of a sale, the material of a piece
 * and the after-sales promise. Pure rules shared by the server and the pages.
 */

/** The characters of a certificate number (and of its check character): digits and Latin capitals. */
export const CERT_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Every certificate number starts with the brand's letters. */
export const CERT_PREFIX = 'JY';
/** Random characters after the prefix (15 of 36: about 77 bits, not guessable). */
export const CERT_RANDOM_LENGTH = 15;
/** Prefix, random part and the check character. */
export const CERT_LENGTH = CERT_PREFIX.length + CERT_RANDOM_LENGTH + 1;

/** ISO 7064 MOD 37,36 (hybrid system) running value over `text` (characters of CERT_ALPHABET). */
function mod3736(text: string): number {
  const m = CERT_ALPHABET.length;
  let check = m / 2;
  for (const character of text) {
    check = ((((check || m) * 2) % (m + 1)) + CERT_ALPHABET.indexOf(character)) % m;
  }
  return check;
}

/**
 * The ISO 7064 MOD 37,36 check character of `body` (issue #14: "certificate number … with a check
 * character"): catches every single wrong character and every swap of two neighbours.
 */
export function certCheckCharacter(body: string): string {
  const m = CERT_ALPHABET.length;
  return CERT_ALPHABET[(1 - (((mod3736(body) || m) * 2) % (m + 1)) + m) % m] as string;
}

/** A certificate number from its random part (CERT_RANDOM_LENGTH characters of CERT_ALPHABET). */
export function certNoOf(random: string): string {
  const body = `${CERT_PREFIX}${random}`;
  return `${body}${certCheckCharacter(body)}`;
}

/** What a shopper typed, as a certificate number: capitals, without spaces or hyphens. */
export function normalizeCertNo(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

export type CertNoProblem = 'empty' | 'malformed';

/**
 * Why a (normalised) certificate number cannot be one, or null: the shape (prefix, length,
 * alphabet) and the check character. Told without any database read.
 */
export function certNoProblem(certNo: string): CertNoProblem | null {
  if (certNo === '') return 'empty';
  if (certNo.length !== CERT_LENGTH || !certNo.startsWith(CERT_PREFIX)) return 'malformed';
  if ([...certNo].some((character) => !CERT_ALPHABET.includes(character))) return 'malformed';
  return mod3736(certNo) === 1 ? null : 'malformed';
}

/** The month of a sale as the public sees it (China time, YYYY-MM): never the day, never the buyer. */
export function saleMonth(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
}

export const guaranteeMaterials = ['gold', 'diamond', 'platinum', 'kGold', 'jade', 'pearl', 'bullion'] as const;
export type GuaranteeMaterial = (typeof guaranteeMaterials)[number];

/**
 * The material and fineness mark of a piece from the catalogue's category (足金/黄金, 钻石, 铂金, K金,
 * 翡翠玉石, 珍珠, 金条/金章) and title: gold 足金 Au999, diamonds set in 18K gold Au750, platinum
 * Pt950, K gold Au750, bullion Au9999 when its title says so (else Au999); jade and pearls carry no mark.
 */
export function materialOf(category: string, title: string): { material: GuaranteeMaterial; purity: string } {
  switch (category) {
    case '钻石':
      return { material: 'diamond', purity: 'Au750' };
    case '铂金':
      return { material: 'platinum', purity: 'Pt950' };
    case 'K金':
      return { material: 'kGold', purity: 'Au750' };
    case '翡翠玉石':
      return { material: 'jade', purity: '' };
    case '珍珠':
      return { material: 'pearl', purity: '' };
    case '金条/金章':
      return { material: 'bullion', purity: /au\s?9999/i.test(title) ? 'Au9999' : 'Au999' };
    default:
      return { material: 'gold', purity: 'Au999' };
  }
}

/** Product group of rings (spec §9: group 1 shows the ring size), the pieces that can be resized. */
const RING_GROUP = 1;
/** Days after the sale during which a ring is resized free of charge. */
export const RESIZE_FREE_DAYS = 365;

/**
 * The after-sales promise printed on a guarantee: free cleaning and polishing for life; a ring is
 * resized free of charge once within RESIZE_FREE_DAYS of the sale (the date, China time).
 */
export function afterSalesPromise(
  productGroupId: number,
  soldAt: string,
): { freeCleaning: true; resizeFreeUntil: string | null } {
  if (productGroupId !== RING_GROUP) return { freeCleaning: true, resizeFreeUntil: null };
  const until = new Date(new Date(soldAt).getTime() + RESIZE_FREE_DAYS * 86_400_000 + 8 * 3_600_000);
  return { freeCleaning: true, resizeFreeUntil: until.toISOString().slice(0, 10) };
}

/**
 * The label keys of spec §9's category lines, in the order they are listed (the pages translate
 * them): the lines under a title (core's `categoryLines`) and the facts on a certificate alike.
 */
export const categoryLineKeys = [
  'weight',
  'goldWeight',
  'clarity',
  'colour',
  'carat',
  'ringSize',
  'chainLength',
] as const;
export type GuaranteeFact = { key: (typeof categoryLineKeys)[number]; value: string };

/**
 * The facts a certificate prints from the piece's spec §3 category object, in this order: total and
 * gold weight (grams), the stone's clarity, colour and carat (spec §9's diamond lines: detailShape,
 * detailSize, detailCount), ring size and chain length. Unlike the listing lines of spec §9 a
 * certificate states every fact the piece has; a blank one is left out.
 */
export function guaranteeFacts(category: Readonly<Record<string, string | undefined>>): GuaranteeFact[] {
  const sources: [GuaranteeFact['key'], string | undefined][] = [
    ['weight', category.totalWeight],
    ['goldWeight', category.goldWeight],
    ['clarity', category.detailShape],
    ['colour', category.detailSize],
    ['carat', category.detailCount],
    ['ringSize', category.ringSize],
    ['chainLength', category.actualLength ?? category.actualLenth],
  ];
  return sources.flatMap(([key, raw]) => {
    const value = raw?.trim();
    return value ? [{ key, value }] : [];
  });
}
