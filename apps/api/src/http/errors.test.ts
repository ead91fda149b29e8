import { describe, expect, it } from 'vitest';
import { sqlState } from '../lib/sqlState';
import { isBadInputFromDatabase, isDatabaseUnavailable } from './errors';

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

describe('database errors that mean the database is unavailable (issue #17: 503, never 500)', () => {
  it.each([
    ['connection refused', { code: 'ECONNREFUSED' }, true],
    ['refused on every address', new AggregateError([{ code: 'ECONNREFUSED' }, { code: 'ECONNREFUSED' }]), true],
    ['admin shutdown, through drizzle', { message: 'Failed query: select 1', cause: { code: '57P01' } }, true],
    ['crash shutdown', { code: '57P02' }, true],
    ['starting up', { code: '57P03' }, true],
    ['statement timeout', { code: '57014' }, true],
    ['too many connections', { code: '53300' }, true],
    ['connection failure (class 08)', { code: '08006' }, true],
    ['connection lost mid-query', new Error('Connection terminated unexpectedly'), true],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect'), true],
    [
      'connect timeout (server silent)',
      { message: 'Failed query: select 1', cause: new Error('timeout expired') },
      true,
    ],
    ['query timeout', { cause: new Error('Query read timeout') }, true],
    ['unique violation', { code: '23505' }, false],
    ['bad input', { code: '22P02' }, false],
    ['a bug', new TypeError('x is undefined'), false],
    ['nothing', undefined, false],
  ])('%s → %s', (_case, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});
