import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, exportInstants, exportRangeQuerySchema } from './access-log';
import { issuesOf } from './test-helpers';

describe('CSV cells', () => {
  it('leaves plain values as they are, and writes nothing for a missing one', () => {
    expect(csvLine(['2026-11-28T07:00:00.000000Z', 'ops@shata.example', 3, null, undefined])).toBe(
      '2026-11-28T07:00:00.000000Z,ops@shata.example,3,,\r\n',
    );
  });

  it('quotes a value with a quote, a comma or a line break, doubling its quotes', () => {
    expect(csvCell('said "yes"')).toBe('"said ""yes"""');
    expect(csvCell('Rao, Asha')).toBe('"Rao, Asha"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('puts a quote mark before what a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+91 98765 43210')).toBe("'+91 98765 43210");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvCell('a=1')).toBe('a=1');
  });
});

describe('an export’s range', () => {
  it('takes days in order, up to 366 of them', () => {
    expect(issuesOf(exportRangeQuerySchema, { from: '2026-01-01', to: '2026-01-01' })).toEqual([]);
    expect(issuesOf(exportRangeQuerySchema, { from: '2024-01-01', to: '2024-12-31' })).toEqual([]);
    expect(issuesOf(exportRangeQuerySchema, { from: '2025-01-01', to: '2026-01-02' })).toEqual([
      ['to', 'A range may cover at most 366 days: export a longer period in parts.'],
    ]);
    expect(issuesOf(exportRangeQuerySchema, { from: '2026-01-02', to: '2026-01-01' })).toEqual([
      ['to', 'from must be on or before to'],
    ]);
  });

  it('refuses what is no day, saying which end', () => {
    expect(issuesOf(exportRangeQuerySchema, { from: '2026-02-30', to: '2026-03-01' })).toEqual([
      ['from', 'from must be a day written YYYY-MM-DD'],
    ]);
    expect(issuesOf(exportRangeQuerySchema, { from: '2026-01-01' })).toEqual([
      ['to', 'to must be a day written YYYY-MM-DD'],
    ]);
    expect(issuesOf(exportRangeQuerySchema, { from: '0000-01-01', to: '2026-01-01' })).toEqual([
      ['from', 'from must be a day written YYYY-MM-DD'],
    ]);
  });

  it('covers whole days in India’s time', () => {
    expect(exportInstants({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      start: new Date('2026-02-28T18:30:00.000Z'),
      end: new Date('2026-03-31T18:30:00.000Z'),
    });
  });
});
