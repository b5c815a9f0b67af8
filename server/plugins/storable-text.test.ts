import { describe, expect, it } from 'vitest';
import { unstorableTextPath } from './storable-text';

describe('unstorableTextPath', () => {
  it('names the first string PostgreSQL could not store: a NUL, a lone high or low surrogate', () => {
    expect(unstorableTextPath({ name: 'Amina\u0000' })).toBe('name');
    expect(unstorableTextPath({ note: { lines: ['fine', 'cut \ud83d here'] } })).toBe('note.lines.1');
    expect(unstorableTextPath({ note: '\ude00 alone' })).toBe('note');
    expect(unstorableTextPath('\u0000')).toBe('');
  });

  it('lets through text PostgreSQL stores: paired surrogates (an emoji), Arabic, a long base64 file', () => {
    expect(unstorableTextPath({ name: 'وسيط 😀', note: 'é', count: 3, empty: null })).toBeNull();
    expect(unstorableTextPath({ file: Buffer.alloc(1_000_000, 7).toString('base64') })).toBeNull();
  });
});
