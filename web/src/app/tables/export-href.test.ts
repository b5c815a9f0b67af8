import { describe, expect, it } from 'vitest';
import { exportHref } from './export-href';

describe('exportHref', () => {
  it('keeps the view (search, filters, sort), drops the paging, adds the visible columns and the language', () => {
    const href = exportHref(
      '/api/operations/export.xlsx',
      { search: 'Saleh & co', status: 'pending', sort: 'amount-desc', limit: '50', cursor: 'abc', from: undefined },
      ['number', 'amount'],
      'ar',
    );
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/api/operations/export.xlsx');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: 'Saleh & co',
      status: 'pending',
      sort: 'amount-desc',
      columns: 'number,amount',
      lang: 'ar',
    });
  });
});
