import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectFirst } from './select-first';

const ascending = (left: number, right: number) => left - right;
const sortedFront = (items: readonly number[], count: number) => [...items].sort(ascending).slice(0, count);

/** The front after selection, sorted, so that it compares with a full sort's first `count`. */
const selectedFront = (items: readonly number[], count: number, passes?: number) => {
  const copy = [...items];
  selectFirst(copy, count, ascending, passes);
  expect([...copy].sort(ascending)).toEqual([...items].sort(ascending));
  return copy.slice(0, count).sort(ascending);
};

describe('selectFirst', () => {
  const itemsAndCount = fc
    .array(fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer()), { maxLength: 400 })
    .chain((items) => fc.tuple(fc.constant(items), fc.integer({ min: 0, max: items.length })));

  it('puts in front exactly what a full sort puts first, repeated items included, and loses nothing', () => {
    fc.assert(
      fc.property(itemsAndCount, ([items, count]) => {
        expect(selectedFront(items, count)).toEqual(sortedFront(items, count));
      }),
      { numRuns: 2000 },
    );
  });

  it('ends with a sort of what is left when its passes run out, with the same front', () => {
    fc.assert(
      fc.property(itemsAndCount, fc.integer({ min: 0, max: 3 }), ([items, count], passes) => {
        expect(selectedFront(items, count, passes)).toEqual(sortedFront(items, count));
      }),
      { numRuns: 1000 },
    );
  });

  it('sorts a range of 200,000 items when its passes run out', () => {
    const items = Array.from({ length: 200_000 }, (_, index) => (index * 7919) % 200_000);
    expect(selectedFront(items, 150_000, 0)).toEqual(sortedFront(items, 150_000));
  });

  it.each([
    ['already sorted', Array.from({ length: 5000 }, (_, index) => index)],
    ['reversed', Array.from({ length: 5000 }, (_, index) => 5000 - index)],
    ['all equal', Array.from({ length: 5000 }, () => 7)],
    ['organ pipe', Array.from({ length: 5000 }, (_, index) => Math.min(index, 5000 - index))],
  ])('selects from an input that is %s', (_title, items) => {
    for (const count of [1, 2, 2500, 4999, 5000]) expect(selectedFront(items, count)).toEqual(sortedFront(items, count));
  });
});
