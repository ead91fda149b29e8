import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, zipBundle } from './exportBundle';

describe('the export bundle (issue #13: JSON + CSV in one zip)', () => {
  it.each([
    ['王', '王'],
    [12, '12'],
    [null, ''],
    [true, 'true'],
    ['a,b', '"a,b"'],
    ['说"好"', '"说""好"""'],
    ['两行\n文字', '"两行\n文字"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+86', "'+86"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('cell %j → %j (RFC 4180, formula guard)', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes a BOM, the header and CRLF rows', () => {
    expect(toCsv({ name: 't', columns: ['a', 'b'], rows: [[1, '孙']] })).toBe('\uFEFFa,b\r\n1,孙\r\n');
  });

  it('zips data.json and one CSV per table', () => {
    const { zip, files } = zipBundle(
      { member: { familyName: '孙' } },
      [{ name: 'orders', columns: ['orderNo'], rows: [['X1']] }],
      new Date('2026-12-01T00:00:00Z'),
    );
    expect(files).toEqual(['data.json', 'orders.csv']);
    const unzipped = unzipSync(zip);
    expect(JSON.parse(strFromU8(unzipped['data.json'] ?? new Uint8Array()))).toEqual({ member: { familyName: '孙' } });
    expect(strFromU8(unzipped['orders.csv'] ?? new Uint8Array())).toBe('orderNo\r\nX1\r\n');
    expect([...(unzipped['orders.csv'] ?? []).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
