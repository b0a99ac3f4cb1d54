import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  commonCatalogChunks,
  compressPage,
  splitPageHead,
  withLowPriorityScripts,
  withPageHead,
} from './site.plugin.ts';

const page = `<!doctype html><html><body>${'<p>Vergaderruimte in Utrecht</p>'.repeat(100)}</body></html>`;

describe('compressPage', () => {
  it('prefers brotli, then gzip, and gives back the same page', () => {
    const br = compressPage(page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(page);
    expect(br.body.length).toBeLessThan(page.length / 5);
    const gzip = compressPage(page, 'gzip;q=1.0, identity');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body as Buffer).toString()).toBe(page);
  });

  it('leaves the page as it is when the browser refuses both, or when it is small', () => {
    expect(compressPage(page, undefined)).toEqual({ body: page });
    expect(compressPage(page, 'br;q=0, gzip;q=0')).toEqual({ body: page });
    expect(compressPage('<p>short</p>', 'br')).toEqual({ body: '<p>short</p>' });
  });
});

describe('withLowPriorityScripts', () => {
  it('fetches the entry script and its preloads at low priority, nothing else', () => {
    expect(
      withLowPriorityScripts(
        '<script type="module" crossorigin src="/assets/a.js"></script><link rel="modulepreload" crossorigin href="/assets/b.js"><link rel="stylesheet" href="/assets/c.css">',
      ),
    ).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/a.js"></script><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/b.js"><link rel="stylesheet" href="/assets/c.css">',
    );
  });
});

describe('splitPageHead and withPageHead', () => {
  const rendered =
    '<title>Ons verhaal · Meetspace</title><meta name="description" content="Kort"/><meta property="og:url" content="/nl/verhalen/ab12/ons-verhaal"/><meta property="og:image" content="/uploads/a.jpg"/><meta name="twitter:image" content="https://cdn.example/b.jpg"/><div><meta property="og:title" content="not first"/></div>';

  it('takes the leading title and meta elements, making preview addresses absolute', () => {
    const { head, body } = splitPageHead(rendered, 'https://meetspace.test');
    expect(head).toEqual([
      '<title>Ons verhaal · Meetspace</title>',
      '<meta name="description" content="Kort"/>',
      '<meta property="og:url" content="https://meetspace.test/nl/verhalen/ab12/ons-verhaal"/>',
      '<meta property="og:image" content="https://meetspace.test/uploads/a.jpg"/>',
      '<meta name="twitter:image" content="https://cdn.example/b.jpg"/>',
    ]);
    expect(body).toBe('<div><meta property="og:title" content="not first"/></div>');
  });

  it("puts them in the head instead of the shell's title and description", () => {
    const shell =
      '<html><head><meta name="description" content="Site"><title>Meetspace</title></head><body></body></html>';
    const { head } = splitPageHead(rendered, 'https://meetspace.test');
    const html = withPageHead(shell, head);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Ons verhaal · Meetspace</title>');
    expect(html).not.toContain('content="Site"');
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
    expect(withPageHead(shell, [])).toBe(shell);
    expect(splitPageHead('<div>x</div>', 'https://a').head).toEqual([]);
  });
});

describe('commonCatalogChunks', () => {
  it("finds each language's strings chunk in the build's manifest, and none without one", () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    expect(commonCatalogChunks(dist)).toEqual({});
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-a1.js' },
        'src/locales/nl.json': { file: 'assets/nl-b2.js' },
        'src/locales/en.json': { file: 'assets/en-c3.js' },
        'src/locales/de.json': { file: 'assets/de-d4.js' },
        'src/features/groups/locales/nl.json': { file: 'assets/nl-e5.js' },
      }),
    );
    expect(commonCatalogChunks(dist)).toEqual({ nl: 'assets/nl-b2.js', en: 'assets/en-c3.js' });
  });
});
