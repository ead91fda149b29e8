import { describe, expect, it } from 'vitest';
import { UPLOAD_IMAGE_MAX_BYTES, uploadProblem, type UploadProblem } from './uploads';

// Issue #12 "Bad input and safety": photos over the limit or not images get the clear message.
describe('uploadProblem', () => {
  const rows: [string, { type: string; size: number }, UploadProblem | null][] = [
    ['a JPEG within the limit', { type: 'image/jpeg', size: 200_000 }, null],
    ['a PNG exactly at the limit', { type: 'image/png', size: UPLOAD_IMAGE_MAX_BYTES }, null],
    ['a WebP, type in capitals', { type: 'IMAGE/WEBP', size: 10 }, null],
    ['one byte over the limit', { type: 'image/jpeg', size: UPLOAD_IMAGE_MAX_BYTES + 1 }, 'size'],
    ['an empty file', { type: 'image/png', size: 0 }, 'empty'],
    ['a GIF', { type: 'image/gif', size: 1000 }, 'type'],
    ['an SVG (a document that can run script)', { type: 'image/svg+xml', size: 1000 }, 'type'],
    ['a PDF', { type: 'application/pdf', size: 1000 }, 'type'],
    ['no type at all', { type: '', size: 1000 }, 'type'],
  ];
  it.each(rows)('%s', (_name, file, expected) => {
    expect(uploadProblem(file)).toBe(expected);
  });
});
