/**
 * The keyword side of search (issue #6). Documents are tokenised in the database by
 * `mall_search_tokens` (migration 0003): every CJK character and character pair, and every
 * substring of each Latin/digit word. Here a keyword becomes terms, each with the tokens a piece's
 * text must contain for the term to occur in it (index side, `search_tokens @> …`) and the LIKE
 * patterns that confirm it (exact side).
 *
 * A term matches when it occurs in the piece's text as a whole, or, when it splits into two or
 * more chunks (runs of one script; CJK runs of 4+ characters in pairs, an odd last character
 * joining the last pair), when every chunk occurs: 黄金戒指 → 黄金 + 戒指 finds 足金福字戒指 of
 * category 足金/黄金, 18K金 → 18k + 金.
 */

/** CJK unified ideographs (extension A, the basic block, compatibility), as the SQL tokenizer reads them. */
const cjkRun = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/gu;
const wordRun = /[a-z0-9]+/g;
const runOfEither = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[a-z0-9]+/gu;
/** Latin/digit words are indexed on their first 32 characters (the SQL tokenizer's cap). */
const WORD_CAP = 32;
const isCjk = (run: string) => /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u.test(run);

export type SearchTerm = {
  /** The term, normalised (NFKC, lower case). */
  text: string;
  /** LIKE pattern of the whole term. */
  whole: string;
  /** LIKE patterns of its chunks, when it has two or more; [] otherwise. */
  chunks: string[];
  /** Tokens every match contains (those of the chunks, or of the whole term). */
  tokens: string[];
};

/** NFKC (full-width letters and digits to ASCII), lower case, trimmed. */
export function normaliseKeyword(keyword: string): string {
  return keyword.normalize('NFKC').toLowerCase().trim();
}

/** The tokens `mall_search_tokens` gives a piece of text that occurs inside a document. */
export function tokensOf(text: string): string[] {
  const tokens = new Set<string>();
  for (const [run] of text.matchAll(cjkRun)) {
    const chars = Array.from(run);
    if (chars.length === 1) tokens.add(run);
    for (let i = 0; i + 1 < chars.length; i += 1) tokens.add(`${chars[i]}${chars[i + 1]}`);
  }
  for (const [run] of text.matchAll(wordRun)) tokens.add(run.slice(0, WORD_CAP));
  return [...tokens].sort();
}

/** Escapes LIKE's wildcards (backslash is the default escape character). */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A term's chunks: its script runs, CJK runs of 4+ characters in pairs (an odd tail joins the last pair). */
export function chunksOf(term: string): string[] {
  const chunks: string[] = [];
  for (const [run] of term.matchAll(runOfEither)) {
    const chars = Array.from(run);
    if (!isCjk(run) || chars.length < 4) {
      chunks.push(run);
      continue;
    }
    for (let i = 0; i < chars.length; i += 2) {
      if (chars.length - i === 3) {
        chunks.push(chars.slice(i).join(''));
        break;
      }
      chunks.push(chars.slice(i, i + 2).join(''));
    }
  }
  return chunks;
}

/** Splits a keyword into terms (whitespace and list punctuation separate them); [] for a blank keyword. */
export function searchTerms(keyword: string): SearchTerm[] {
  const terms = normaliseKeyword(keyword)
    .split(/[\s,，、;；|]+/u)
    .filter(Boolean);
  return [...new Set(terms)].map((text) => {
    const chunks = chunksOf(text);
    const relaxed = chunks.length >= 2;
    return {
      text,
      whole: likeContains(text),
      chunks: relaxed ? chunks.map(likeContains) : [],
      tokens: relaxed ? [...new Set(chunks.flatMap(tokensOf))].sort() : tokensOf(text),
    };
  });
}

/** A PostgreSQL array literal of tokens (`{"a","b"}`): tokens hold only CJK, a–z and 0–9. */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value}"`).join(',')}}`;
}
