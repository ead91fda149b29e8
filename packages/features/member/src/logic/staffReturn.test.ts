import { describe, expect, it } from 'vitest';
import { safeReturnTo, staffLandingPath } from './staffReturn';

describe('staff return-URL memory (spec §4 "staff login saves the return url first")', () => {
  it.each<[string, string | null]>([
    ['/cart', '/cart'],
    ['/myIndex/royalty/index', '/myIndex/royalty/index'],
    ['//evil.example', null],
    ['https://evil.example/', null],
    ['/\\evil.example', null],
    ['/login', null],
    ['', null],
  ])('%j is remembered as %j (allow-listed paths only)', (path, kept) => {
    expect(safeReturnTo(path)).toBe(kept);
  });

  it.each<[string, string | null, string, string]>([
    ['the remembered path first', '/cart', '/goods?mouldNo=1', '/cart'],
    ['the cleaned url when nothing was remembered', null, '/goods?mouldNo=1', '/goods?mouldNo=1'],
    ['account overview from the login page', null, '/login', '/myIndex/accountOverview'],
    ['account overview from the staff callback page', null, '/login/staffCallback', '/myIndex/accountOverview'],
    ['the cleaned url of a page named like login', null, '/loginHelp', '/loginHelp'],
    ['account overview instead of an unsafe path', '//evil.example', '/login', '/myIndex/accountOverview'],
  ])('lands on %s (spec §4)', (_case, returnTo, cleaned, expected) => {
    expect(staffLandingPath(returnTo, cleaned, '/myIndex/accountOverview')).toBe(expected);
  });
});
