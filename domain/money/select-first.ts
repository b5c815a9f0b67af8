/**
 * Moves the `count` first items in `compare`'s order to the front of `items` (their order among
 * themselves, and the rest's, left unspecified), in place, in linear time on average: Hoare's
 * selection with a median-of-three pivot, which sorts the range still open once its passes have
 * run past a few times the logarithm of the length, so no input makes it quadratic. With a strict
 * total order (no two items equal) the items moved to the front are exactly the `count` first of a
 * full sort. Hand-written: neither the language nor this project's libraries select by a comparator.
 */
export const selectFirst = <Item>(
  items: Item[],
  count: number,
  compare: (left: Item, right: Item) => number,
  passes = 2 * Math.ceil(Math.log2(items.length + 1)) + 8,
): void => {
  let low = 0;
  let high = items.length - 1;
  const target = count - 1;
  let passesLeft = passes;
  while (low < high && target >= low && target <= high) {
    if (passesLeft === 0) {
      // Copied back one by one: spreading a range of 100,000 items into splice overflows the call stack.
      const sorted = items.slice(low, high + 1).sort(compare);
      for (let index = 0; index < sorted.length; index += 1) items[low + index] = sorted[index] as Item;
      return;
    }
    passesLeft -= 1;
    const pivot = medianOfThree(items[low] as Item, items[(low + high) >>> 1] as Item, items[high] as Item, compare);
    let left = low;
    let right = high;
    while (left <= right) {
      while (compare(items[left] as Item, pivot) < 0) left += 1;
      while (compare(items[right] as Item, pivot) > 0) right -= 1;
      if (left <= right) {
        const held = items[left] as Item;
        items[left] = items[right] as Item;
        items[right] = held;
        left += 1;
        right -= 1;
      }
    }
    // [low, right] holds items ≤ pivot, [left, high] items ≥ pivot, anything between equals it.
    if (target <= right) high = right;
    else if (target >= left) low = left;
    else return;
  }
};

const medianOfThree = <Item>(first: Item, second: Item, third: Item, compare: (left: Item, right: Item) => number): Item => {
  if (compare(first, second) < 0) {
    if (compare(second, third) < 0) return second;
    return compare(first, third) < 0 ? third : first;
  }
  if (compare(first, third) < 0) return first;
  return compare(second, third) < 0 ? third : second;
};
