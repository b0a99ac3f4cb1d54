import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { createStory, grantBlogRights, storyBody } from '../../test/stories.ts';

// Script in every text field of a story. The body is sanitized to the allowlist before it is stored;
// the plain fields (title, intro, tags, source titles) are stored as the text given (the web escapes
// them, as React does); unsafe addresses are refused. A page put together the way the web shows a
// story (plain fields escaped, the body as HTML) holds nothing that runs.
const NOW = new Date('2026-11-23T08:00:00Z');
const SCRIPT = '<script>alert(1)</script>';

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What runs in a page: script-like tags, event handlers, script and data addresses. */
function executables(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<\s*(script|iframe|style|object|embed|svg|math|link|meta|base|form)\b/gi))
    found.push(m[0]);
  for (const m of html.matchAll(/<[^>]*\son[a-z]+\s*=/gi)) found.push(m[0]);
  for (const m of html.matchAll(/(href|src|action)\s*=\s*["']?\s*(javascript|data|vbscript):/gi))
    found.push(m[0]);
  return found;
}

interface StoryView {
  Title: string;
  ShortDescription: string;
  Body: string;
  Tags: string[];
  Image: string | null;
  Sources: { Title: string; Url: string; EmbedUrl: string | null }[];
}

/** The story's page as the web renders it: text escaped, the body as HTML, addresses as attributes. */
function page(story: StoryView): string {
  return [
    `<h1>${escapeText(story.Title)}</h1>`,
    `<p>${escapeText(story.ShortDescription)}</p>`,
    story.Image ? `<img src="${escapeText(story.Image)}" alt="">` : '',
    `<article>${story.Body}</article>`,
    ...story.Tags.map((t) => `<span>${escapeText(t)}</span>`),
    ...story.Sources.map((s) => `<a href="${escapeText(s.Url)}">${escapeText(s.Title)}</a>`),
  ].join('');
}

describe.each(engines)('script in a story on %s', (engine) => {
  let t: TestApp;
  let author: Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
    apiCall(t)(method, url, headers, payload);

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    author = await memberHeaders(t, 'booker@example.com', NOW);
    await grantBlogRights(t, await profileIdOf(t, 'booker@example.com'));
  });
  afterAll(async () => t?.close());

  it('the body keeps only the allowlist: no script, handlers, script or data addresses, frames or styles', async () => {
    const body = [
      `<p onclick="alert(1)" style="color:red" class="x">Hello ${SCRIPT}<strong>world</strong></p>`,
      '<img src="x" onerror="alert(1)">',
      '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="d">',
      '<img src="/uploads/images/article/1/abc/800x400.jpg" alt="ours">',
      '<img src="http://plain.example.com/a.png" alt="http">',
      '<a href="javascript:alert(1)">js</a>',
      '<a href=" JaVaScRiPt:alert(1)">js2</a>',
      '<a href="&#106;avascript:alert(1)">js3</a>',
      '<a href="//evil.example.com">pr</a>',
      '<a href="https://example.com" target="_top" rel="opener">ok</a>',
      '<iframe src="https://evil.example.com"></iframe>',
      '<style>body{display:none}</style>',
      '<svg onload="alert(1)"><script>alert(2)</script></svg>',
      '<form action="https://evil.example.com"><input name="x"></form>',
      '<h1>Too big</h1><h2>Fine</h2><blockquote>q</blockquote><pre><code>x</code></pre>',
    ].join('');
    const { Key } = await createStory(t, author, storyBody({ Body: body }));
    const story = (await call('GET', `/v1/article/${Key}`, {})).json() as StoryView;
    expect(story.Body).toBe(
      [
        '<p>Hello <strong>world</strong></p>',
        '<img src="/uploads/images/article/1/abc/800x400.jpg" alt="ours" />',
        '<a rel="noopener noreferrer nofollow">js</a>',
        '<a rel="noopener noreferrer nofollow">js2</a>',
        '<a rel="noopener noreferrer nofollow">js3</a>',
        '<a rel="noopener noreferrer nofollow">pr</a>',
        '<a href="https://example.com" rel="noopener noreferrer nofollow">ok</a>',
        'Too big<h2>Fine</h2><blockquote>q</blockquote><pre><code>x</code></pre>',
      ].join(''),
    );
    const stored = await t.database.db
      .selectFrom('articles')
      .select('body_html')
      .where('key', '=', Key)
      .executeTakeFirstOrThrow();
    expect(stored.body_html).toBe(story.Body);
    expect(executables(page(story))).toEqual([]);
    // The checker itself finds what it looks for.
    expect(executables(`<p>${body}</p>`).length).toBeGreaterThan(5);
  });

  it('an update is sanitized the same way', async () => {
    const { Id } = await createStory(t, author, storyBody());
    const changed = await call('PUT', `/v1/article/${Id}`, author, {
      Body: `<p>Safe</p>${SCRIPT}<a href="javascript:alert(1)" onmouseover="alert(2)">x</a>`,
    });
    expect(changed.json().Body).toBe('<p>Safe</p><a rel="noopener noreferrer nofollow">x</a>');
  });

  it('plain fields are stored as the text given and render as inert text', async () => {
    const evil = `  ${SCRIPT}<img src=x onerror=alert(1)>"'  `;
    const { Key } = await createStory(
      t,
      author,
      storyBody({
        Title: evil,
        ShortDescription: evil,
        Tags: [`<b onmouseover="alert(1)">tag</b>`],
        Sources: [{ Kind: 'link', Title: evil, Url: 'https://example.com/?q=<script>' }],
      }),
    );
    const story = (await call('GET', `/v1/article/${Key}`, {})).json() as StoryView & { Slug: string };
    expect(story.Title).toBe(evil.trim());
    expect(story.ShortDescription).toBe(evil.trim());
    expect(story.Tags).toEqual(['<b onmouseover="alert(1)">tag</b>']);
    expect(story.Sources[0]?.Title).toBe(evil.trim());
    expect(story.Slug).toMatch(/^[a-z0-9-]+$/);
    const html = page(story);
    expect(executables(html)).toEqual([]);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses script and data addresses in sources and pictures (400)', async () => {
    const bad = await call(
      'POST',
      '/v1/article',
      author,
      storyBody({
        Image: 'javascript:alert(1)',
        Sources: [
          { Kind: 'link', Title: 't', Url: 'javascript:alert(1)' },
          { Kind: 'link', Title: 't', Url: 'data:text/html;base64,PHNjcmlwdD4=' },
          { Kind: 'internal', Title: 't', Url: 'javascript:alert(1)' },
          { Kind: 'internal', Title: 't', Url: '//evil.example.com' },
          { Kind: 'video', Title: 't', Url: 'javascript://youtube.com/%0aalert(1)' },
          { Kind: 'link', Title: 't', Url: ' vbscript:msgbox(1)' },
        ],
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .Errors.map((e: { Field: string }) => e.Field)
        .sort(),
    ).toEqual([
      'Image',
      'Sources[0].Url',
      'Sources[1].Url',
      'Sources[2].Url',
      'Sources[3].Url',
      'Sources[4].Url',
      'Sources[5].Url',
    ]);
    const update = await call(
      'POST',
      '/v1/article',
      author,
      storyBody({ Image: 'https://evil.example.com/x.png' }),
    );
    expect(update.json().Errors).toEqual([
      expect.objectContaining({ Field: 'Image', Code: 'article_image_invalid' }),
    ]);
  });
});
