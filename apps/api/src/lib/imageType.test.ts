import { describe, expect, it } from 'vitest';
import { sniffImageType } from './imageType';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe('sniffImageType', () => {
  const rows: [string, Uint8Array, ReturnType<typeof sniffImageType>][] = [
    ['JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), 'image/png'],
    ['WebP', bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBPVP8 ')), 'image/webp'],
    ['a RIFF that is not WebP (WAV)', bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WAVE')), null],
    ['a PNG signature cut short', bytes(0x89, 0x50, 0x4e, 0x47), null],
    ['GIF', bytes(...ascii('GIF89a')), null],
    ['SVG text', bytes(...ascii('<svg xmlns="http://www.w3.org/2000/svg">')), null],
    ['HTML claiming to be an image', bytes(...ascii('<html><script>')), null],
    ['empty', bytes(), null],
  ];
  it.each(rows)('%s', (_name, input, expected) => {
    expect(sniffImageType(input)).toBe(expected);
  });
});
