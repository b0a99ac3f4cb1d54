import { describe, expect, it } from 'vitest';
import { termBlocks } from './term-body.ts';

describe('termBlocks', () => {
  it('reads the stored booking terms (numbered lines) as one numbered list', () => {
    const body =
      '1. Een reservering is definitief.\n2. Tot 24 uur voor aanvang kosteloos.\n3. Daarna kosten.';
    expect(termBlocks(body)).toEqual([
      {
        kind: 'numbered',
        items: [
          { number: 1, text: 'Een reservering is definitief.' },
          { number: 2, text: 'Tot 24 uur voor aanvang kosteloos.' },
          { number: 3, text: 'Daarna kosten.' },
        ],
      },
    ]);
  });

  it('reads a one-line statement as one paragraph', () => {
    expect(termBlocks('Wij gebruiken je gegevens alleen voor je reserveringen.')).toEqual([
      { kind: 'paragraph', lines: ['Wij gebruiken je gegevens alleen voor je reserveringen.'] },
    ]);
  });

  it('splits blocks at blank lines (any line ending), with headings and bullets', () => {
    const body = [
      '# Artikel 1',
      'Eerste regel',
      'tweede regel.',
      '',
      'Artikel 2',
      '  \t',
      '- een',
      '* twee',
      '\u2022 drie',
      '',
      'Slot',
    ].join('\r\n');
    expect(termBlocks(body)).toEqual([
      { kind: 'heading', text: 'Artikel 1' },
      { kind: 'paragraph', lines: ['Eerste regel', 'tweede regel.'] },
      { kind: 'heading', text: 'Artikel 2' },
      { kind: 'bullets', items: ['een', 'twee', 'drie'] },
      // The last lone line has nothing after it: a paragraph, not a heading.
      { kind: 'paragraph', lines: ['Slot'] },
    ]);
  });

  it('keeps markup as text and drops empty bodies', () => {
    expect(termBlocks('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', lines: ['<script>alert(1)</script>'] },
    ]);
    expect(termBlocks('\n\n  \n')).toEqual([]);
  });

  it('a sentence on its own line followed by more text stays a paragraph', () => {
    expect(termBlocks('Dit is een zin.\n\nNog een.')).toEqual([
      { kind: 'paragraph', lines: ['Dit is een zin.'] },
      { kind: 'paragraph', lines: ['Nog een.'] },
    ]);
  });
});
