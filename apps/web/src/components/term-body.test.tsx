import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TermBody } from './term-body.tsx';

describe('TermBody', () => {
  it('renders the numbered booking terms as a list that keeps the numbers', () => {
    expect(renderToStaticMarkup(<TermBody body={'1. Eerste.\n2. Tweede.'} />)).toBe(
      '<div class="term-body"><ol class="term-list"><li value="1">Eerste.</li><li value="2">Tweede.</li></ol></div>',
    );
  });

  it('renders markup in the body as text, headings and line breaks as elements', () => {
    const html = renderToStaticMarkup(
      <TermBody body={'Artikel 1\n\n<b onclick="x()">vet</b>\nregel twee'} />,
    );
    expect(html).toBe(
      '<div class="term-body"><h2>Artikel 1</h2><p><span>&lt;b onclick=&quot;x()&quot;&gt;vet&lt;/b&gt;</span><span><br/>regel twee</span></p></div>',
    );
  });
});
