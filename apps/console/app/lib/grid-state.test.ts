import { describe, expect, it } from 'vitest';
import {
  changeGrid,
  type GridOptions,
  pageCount,
  pageQuery,
  readGridState,
  writeGridState,
} from './grid-state';

const OPTIONS: GridOptions = {
  pageSize: 20,
  sortable: ['created_at', 'amount'],
  defaultSort: { id: 'created_at', desc: true },
  filters: { status: ['pending', 'confirmed'] },
};
const read = (qs: string) => readGridState(new URLSearchParams(qs), OPTIONS);

describe('a grid state in the address', () => {
  it.each([
    ['', { page: 1, sort: { id: 'created_at', desc: true }, filters: {} }],
    [
      'page=3&sort=amount&status=pending',
      { page: 3, sort: { id: 'amount', desc: false }, filters: { status: 'pending' } },
    ],
    ['sort=-amount', { page: 1, sort: { id: 'amount', desc: true }, filters: {} }],
    // What the grid cannot do is ignored, never passed on to the API.
    ['page=0&sort=password&status=deleted', { page: 1, sort: { id: 'created_at', desc: true }, filters: {} }],
    ['page=-2&sort=-', { page: 1, sort: { id: 'created_at', desc: true }, filters: {} }],
    ['page=1e3', { page: 1, sort: { id: 'created_at', desc: true }, filters: {} }],
  ])('?%s reads as %j', (qs, expected) => {
    expect(read(qs)).toEqual({ pageSize: 20, ...expected });
  });

  it('writes only what differs from the defaults, and keeps the other parameters', () => {
    const search = new URLSearchParams('view=list&page=4');
    const first = writeGridState(search, read(''), OPTIONS);
    expect(first.toString()).toBe('view=list');
    const next = writeGridState(
      search,
      { ...read(''), page: 2, sort: { id: 'amount', desc: true }, filters: { status: 'confirmed' } },
      OPTIONS,
    );
    expect(Object.fromEntries(next)).toEqual({
      view: 'list',
      page: '2',
      sort: '-amount',
      status: 'confirmed',
    });
  });

  it('reads back what it wrote', () => {
    const state = {
      pageSize: 20,
      page: 5,
      sort: { id: 'amount', desc: false },
      filters: { status: 'pending' },
    };
    expect(readGridState(writeGridState(new URLSearchParams(), state, OPTIONS), OPTIONS)).toEqual(state);
  });

  it('a date filter takes a day of the calendar only', () => {
    const options: GridOptions = { pageSize: 20, filters: { from: 'date', kind: ['earning'] } };
    const filters = (qs: string) => readGridState(new URLSearchParams(qs), options).filters;
    expect(filters('from=2026-11-29&kind=earning')).toEqual({ from: '2026-11-29', kind: 'earning' });
    for (const wrong of ['from=2026-02-30', 'from=29-11-2026', 'from=today', 'from='])
      expect(filters(wrong), wrong).toEqual({});
  });

  it('a new sort or filter starts from the first page; a page change keeps them', () => {
    const on3 = read('page=3&status=pending');
    expect(changeGrid(on3, { sort: { id: 'amount', desc: false } }).page).toBe(1);
    expect(changeGrid(on3, { filters: {} }).page).toBe(1);
    expect(changeGrid(on3, { page: 4 })).toMatchObject({ page: 4, filters: { status: 'pending' } });
  });

  it('asks the API for the page as the platform counts (offset is a page number from 1)', () => {
    expect(pageQuery(read('page=3'))).toEqual({ limit: 20, offset: 3 });
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });
});
