/**
 * Plain Unicode code-point order. JavaScript's `<` compares UTF-16 code units, which puts
 * U+E000–U+FFFF after astral characters; ids must sort the same way here as in the vectors'
 * reference and in any other language, so the first differing unit is mapped to code-point order.
 */
export const compareCodePoints = (left: string, right: string): number => {
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    const leftUnit = left.charCodeAt(index);
    const rightUnit = right.charCodeAt(index);
    if (leftUnit !== rightUnit) return toCodePointOrder(leftUnit) - toCodePointOrder(rightUnit);
  }
  return left.length - right.length;
};

// Surrogates (D800–DFFF) stand for code points above FFFF, so they must rank after E000–FFFF.
const toCodePointOrder = (unit: number): number => (unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit);
