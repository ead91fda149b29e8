import { describe, expect, it } from 'vitest';
import { sqlState } from '../lib/sqlState';
import { isBadInputFromDatabase } from './errors';

describe('database errors caused by input', () => {
  it.each([
    [{ code: '22P02' }, true],
    [{ message: 'Failed query', cause: { code: '22003' } }, true],
    [{ cause: { cause: { code: '23505' } } }, false],
    [new Error('boom'), false],
    [{ code: 'ECONNREFUSED' }, false],
    [undefined, false],
  ])('%j → %s', (error, expected) => {
    expect(isBadInputFromDatabase(error)).toBe(expected);
  });
  it('reads the SQLSTATE through wrappers', () => {
    expect(sqlState({ cause: { code: '40001' } })).toBe('40001');
  });
});
