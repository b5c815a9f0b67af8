import { describe, expect, it } from 'vitest';
import { citationProblems, sectionIds } from './doc-citations';

const docs = new Map([
  ['money.md', '# Money\n\n## 1. Exact amounts\n\n## 4. Splits\n\ntext\n'],
  ['rulings.md', '# Rulings\n\n## R6. Presets\n\n## R7. Company settings\n'],
]);
const check = (text: string) => citationProblems([{ path: 'a.ts', text }], docs);
// Built in pieces, so the repository's own check does not flag this file.
const old = (...parts: string[]) => parts.join('');

describe('doc citations', () => {
  it('reads numbered and lettered section headings', () => {
    expect([...sectionIds(docs.get('rulings.md') ?? '')]).toEqual(['R6', 'R7']);
    expect([...sectionIds(docs.get('money.md') ?? '')]).toEqual(['1', '4']);
  });

  it('accepts citations of sections that exist, alone or in lists', () => {
    expect(check('/** parts add up (docs/money.md §4). */\n// docs/rulings.md §R6, §R7 and docs/money.md §1–§4.')).toEqual([]);
  });

  it('names a missing section and a missing file', () => {
    const money = old('docs/money', '.md');
    const rulings = old('docs/rulings', '.md');
    const ledger = old('docs/ledger', '.md');
    expect(check(`// ${money} §4, §9\n// ${rulings} §R8.\n// ${ledger} §1`)).toEqual([
      `a.ts:1: ${money} has no section §9`,
      `a.ts:2: ${rulings} has no section §R8`,
      `a.ts:3: ${ledger} does not exist`,
    ]);
  });

  it('refuses citations of the rules outside the repository', () => {
    const lines = [old('// Decisions', ' §5: shares'), old('/** spec', ' §2 */'), old('see ../', 'shared/vectors'), old('(style', '.md)')];
    expect(check(lines.join('\n')).map((problem) => problem.slice(0, 6))).toEqual(['a.ts:1', 'a.ts:2', 'a.ts:3', 'a.ts:4']);
  });
});
