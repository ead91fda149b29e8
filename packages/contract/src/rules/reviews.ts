/**
 * The review rules both sides apply (issue #12 评价; spec §4 "评价 on successful unreviewed
 * orders"): the star scale, how long a review's text may be, how many photos it may carry, how a
 * banned word is masked and how an anonymous reviewer's name is shown. No TypeBox here, so the mall
 * imports the rules without the schemas.
 */

/** Stars a review gives: 1 (worst) to 5 (best). */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** A review's text, in characters (a Chinese character, a letter or an emoji counts one). */
export const REVIEW_TEXT_MIN = 5;
export const REVIEW_TEXT_MAX = 500;
/** Most photos one review carries. */
export const REVIEW_PHOTOS_MAX = 6;

/** What a banned word shows as, the same mask as a banned recorded search (spec §4 "display as ***"). */
export const bannedWordMask = '***';

/** A review text's length as the counter shows it: characters (code points) of the trimmed text. */
export function reviewTextLength(text: string): number {
  return [...text.trim()].length;
}

/** Why a review's text cannot be sent: nothing written, fewer than 5 or more than 500 characters. */
export type ReviewTextProblem = 'empty' | 'short' | 'long';

/** The text rule (issue #12): 5–500 characters once trimmed; the server applies it to the cleaned text. */
export function reviewTextProblem(text: string): ReviewTextProblem | null {
  const length = reviewTextLength(text);
  if (length === 0) return 'empty';
  if (length < REVIEW_TEXT_MIN) return 'short';
  if (length > REVIEW_TEXT_MAX) return 'long';
  return null;
}

/**
 * One character as words are compared: full-width forms folded to their ordinary ones (ＶＸ → vx),
 * lower case; whitespace reads as nothing, so 加 微 信 is caught like 加微信.
 */
function folded(char: string): string[] {
  return [...char.normalize('NFKC').toLowerCase()].filter((part) => !/\s/u.test(part));
}

/**
 * The text with every banned word masked as *** (issue #12: review text; the list is the server's).
 * Matching ignores case, full-width forms and spaces inside a word; where matches overlap or touch
 * (刷单 and 刷单返利, or two words back to back) they become one *** rather than a run of masks, so
 * the mask says nothing about the words' lengths. Everything else is kept as written.
 */
export function maskBannedWords(text: string, words: readonly string[]): string {
  const chars = [...text];
  // The folded text, one entry per folded character, each knowing the written character it came from.
  const hay: string[] = [];
  const from: number[] = [];
  chars.forEach((char, index) => {
    for (const part of folded(char)) {
      hay.push(part);
      from.push(index);
    }
  });
  const covered = new Array<boolean>(chars.length).fill(false);
  for (const word of words) {
    const needle = [...word].flatMap(folded);
    if (needle.length === 0) continue;
    for (let start = 0; start + needle.length <= hay.length; start += 1) {
      if (needle.every((part, offset) => hay[start + offset] === part)) {
        const first = from[start] as number;
        const last = from[start + needle.length - 1] as number;
        for (let index = first; index <= last; index += 1) covered[index] = true;
      }
    }
  }
  let masked = '';
  chars.forEach((char, index) => {
    if (!covered[index]) masked += char;
    else if (index === 0 || !covered[index - 1]) masked += bannedWordMask;
  });
  return masked;
}

/**
 * How an anonymous reviewer is named on the goods page (issue #12): the first character of the
 * nickname and two stars (王女士 → 王**, Anna → A**), whatever its length, so the mask reveals
 * nothing more. An empty nickname gives '' (the server then names the reviewer generically).
 */
export function maskNickname(nickname: string): string {
  const [first] = [...nickname.trim()];
  return first ? `${first}**` : '';
}

/** Why an order takes no review: not yet successful (spec §4), or every piece refunded (issue #31 item 7). */
export type ReviewRefusal = 'notSuccessful' | 'refunded';

/**
 * Whether an order is reviewed (null) or why not: a review is invited once the order is successful (state 4) and
 * never on an order whose every piece was refunded (payment state 2: the shopper kept nothing to review).
 */
export function reviewRefusal(order: { orderState: number; paymentState: number }): ReviewRefusal | null {
  if (order.orderState !== 4) return 'notSuccessful';
  return order.paymentState === 2 ? 'refunded' : null;
}
