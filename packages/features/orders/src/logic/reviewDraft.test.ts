import { describe, expect, it } from 'vitest';
import { emptyDraft, isStarted, lineProblems, reviewsToSend, type LineDraft, type LineProblems } from './reviewDraft';

const draft = (change: Partial<LineDraft> = {}): LineDraft => ({ ...emptyDraft, ...change });
const photos = (change: Partial<LineDraft['photos']>) => ({ ...emptyDraft.photos, ...change });

// Issue #12 评价: stars 1–5, text 5–500 characters, photos uploaded before the form is sent.
describe('lineProblems', () => {
  const rows: [string, LineDraft, LineProblems][] = [
    ['a complete line', draft({ rating: 5, content: '金色很正，做工精致' }), {}],
    ['no stars', draft({ content: '金色很正，做工精致' }), { rating: 'missing' }],
    ['no text', draft({ rating: 4 }), { content: 'empty' }],
    ['a text of four characters', draft({ rating: 4, content: '很好看呀' }), { content: 'short' }],
    ['a text of 501 characters', draft({ rating: 4, content: '金'.repeat(501) }), { content: 'long' }],
    [
      'a photo still uploading',
      draft({ rating: 5, content: '金色很正，做工精致', photos: photos({ count: 1, isUploading: true }) }),
      { photos: 'uploading' },
    ],
    [
      'a failed photo (failed wins over uploading)',
      draft({
        rating: 5,
        content: '金色很正，做工精致',
        photos: photos({ count: 2, isUploading: true, hasFailed: true }),
      }),
      { photos: 'failed' },
    ],
  ];
  it.each(rows)('%s', (_name, line, expected) => {
    expect(lineProblems(line)).toEqual(expected);
  });
});

describe('isStarted', () => {
  it.each([
    ['an empty line', draft(), false],
    ['only spaces', draft({ content: '   ' }), false],
    ['only the anonymous box', draft({ isAnonymous: true }), false],
    ['stars', draft({ rating: 3 }), true],
    ['text', draft({ content: '好' }), true],
    ['a photo', draft({ photos: photos({ count: 1, isUploading: true }) }), true],
  ])('%s: %s', (_name, line, expected) => {
    expect(isStarted(line)).toBe(expected);
  });
});

describe('reviewsToSend', () => {
  it('sends the started lines only, trimmed, with their photos', () => {
    const drafts = new Map([
      [
        11,
        draft({
          rating: 5,
          content: '  金色很正，做工精致  ',
          isAnonymous: true,
          photos: photos({ ids: ['p1'], count: 1 }),
        }),
      ],
      [12, draft()],
    ]);
    expect(reviewsToSend(drafts)).toEqual({
      reviews: [{ lineId: 11, rating: 5, content: '金色很正，做工精致', photoIds: ['p1'], isAnonymous: true }],
      problems: new Map(),
      isEmpty: false,
    });
  });

  it('sends nothing while any started line has a problem (all or nothing)', () => {
    const drafts = new Map([
      [11, draft({ rating: 5, content: '金色很正，做工精致' })],
      [12, draft({ content: '好看' })],
    ]);
    const result = reviewsToSend(drafts);
    expect(result.reviews).toEqual([]);
    expect(result.problems).toEqual(new Map([[12, { rating: 'missing', content: 'short' }]]));
    expect(result.isEmpty).toBe(false);
  });

  it('says when nothing was started', () => {
    expect(reviewsToSend(new Map([[11, draft()]])).isEmpty).toBe(true);
  });
});
