import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, CSV_LINE_END, csvField, csvFormulaGuard, csvLine } from './csv';

describe('CSV formula guard', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+33 6 12', "'+33 6 12"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['plain', 'plain'],
    ['محمد', 'محمد'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('keeps %j as text: %j', (text, safe) => {
    expect(csvFormulaGuard(text)).toBe(safe);
  });

  it('guards text fields and quotes commas, quotes and line breaks', () => {
    expect(csvField({ kind: 'text', text: '=HYPERLINK("http://evil.example","x")' })).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvField({ kind: 'text', text: 'Issa, "Jr"' })).toBe('"Issa, ""Jr"""');
    expect(csvField({ kind: 'text', text: 'a\nb' })).toBe('"a\nb"');
    expect(csvField({ kind: 'text', text: '\r=1' })).toBe(`"'\r=1"`);
  });

  it('leaves exact decimals and ISO days as they are, so a spreadsheet reads numbers', () => {
    expect(csvField({ kind: 'decimal', decimal: '-20.50' })).toBe('-20.50');
    expect(csvField({ kind: 'decimal', decimal: '1250' })).toBe('1250');
    expect(csvField({ kind: 'date', date: '2026-11-30' })).toBe('2026-11-30');
  });

  it('guards a decimal or a day that is not in its plain form', () => {
    expect(csvField({ kind: 'decimal', decimal: '-1+1' })).toBe("'-1+1");
    expect(csvField({ kind: 'decimal', decimal: '=1' })).toBe("'=1");
    expect(csvField({ kind: 'date', date: '+2026-11-30' })).toBe("'+2026-11-30");
  });

  it('never lets text start with a formula character, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const field = csvField({ kind: 'text', text });
        const unquoted = field.startsWith('"') ? field.slice(1) : field;
        expect(/^[=+\-@\t\r]/.test(unquoted)).toBe(false);
      }),
    );
  });

  it('writes a line with CRLF, header labels as guarded text', () => {
    expect(csvLine(['Name', '-x', { kind: 'decimal', decimal: '-5' }])).toBe(`Name,'-x,-5${CSV_LINE_END}`);
    expect(CSV_BOM).toBe('\uFEFF');
  });
});
