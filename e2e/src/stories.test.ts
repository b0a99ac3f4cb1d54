import { localizedPath } from '@meetspace/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

// Stories in a real browser, in both languages: a member asks for blog rights, an administrator
// grants them, the member writes a story with a picture and a Youtube video and publishes it on the
// channel; it is in the public list, its server HTML has its Open Graph tags and schema.org
// Article; another member comments on it. Every page is scanned with axe.
// Dutch: Bente (booker) writes and Hanna (host) comments; English: the other way round (blog
// rights are asked once per member).

const words = {
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    newTitle: 'Schrijf een verhaal',
    motivation: 'Motivatie',
    ask: 'Blogrechten aanvragen',
    sent: /Dank je: je aanvraag is verstuurd/,
    adminTitle: 'Blogrechten',
    grantFor: /^Blogrechten toekennen aan /,
    grant: 'Toekennen',
    granted: 'Toegekend',
    channel: 'Meetspace-verhalen (openbaar)',
    title: 'Titel',
    intro: 'Korte beschrijving',
    picture: 'Afbeelding',
    body: 'Verhaal',
    bold: 'Vet',
    tags: 'Tags',
    addSource: 'Bron toevoegen',
    kind: 'Soort',
    video: 'Video',
    videoUrl: 'Adres van de video (YouTube of Vimeo)',
    videoOk: /Video op YouTube/,
    publish: 'Publiceren',
    listTitle: 'Verhalen',
    comment: 'Je reactie',
    post: 'Reactie plaatsen',
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    newTitle: 'Write a story',
    motivation: 'Motivation',
    ask: 'Ask for blog rights',
    sent: /Thank you: your request was sent/,
    adminTitle: 'Blog rights',
    grantFor: /^Grant blog rights to /,
    grant: 'Grant',
    granted: 'Granted',
    channel: 'Meetspace stories (public)',
    title: 'Title',
    intro: 'Short description',
    picture: 'Picture',
    body: 'Story',
    bold: 'Bold',
    tags: 'Tags',
    addSource: 'Add a source',
    kind: 'Kind',
    video: 'Video',
    videoUrl: 'Video address (YouTube or Vimeo)',
    videoOk: /YouTube video/,
    publish: 'Publish',
    listTitle: 'Stories',
    comment: 'Your comment',
    post: 'Post comment',
  },
} as const;
type Locale = keyof typeof words;

const PEOPLE = {
  nl: { writer: 'booker@example.com', commenter: 'host@example.com' },
  en: { writer: 'host@example.com', commenter: 'booker@example.com' },
} as const;

/** Opens `path` (a members' page shows the login form in place), logs in, waits for the heading. */
async function logIn(page: Page, site: Site, locale: Locale, email: string, path: string, heading: string) {
  const w = words[locale];
  await page.goto(`${site.baseUrl}${path}`);
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill('E2e-pass-1!');
  await page.getByRole('button', { name: w.logIn, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Whether the page scrolls sideways at `width` px. */
async function scrollsSideways(page: Page, width: number): Promise<boolean> {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  await page.setViewportSize({ width: 1440, height: 900 });
  return overflow;
}

describe('stories in a real browser', () => {
  let site: Site;
  let picture: Buffer;
  beforeAll(async () => {
    site = await startSite();
    // The demo grants the booker and the host blog rights; here they start without, to ask for them.
    const writers = await site.db
      .selectFrom('profiles')
      .select('id')
      .where('email', 'in', [PEOPLE.nl.writer, PEOPLE.en.writer])
      .execute();
    await site.db
      .deleteFrom('blog_rights_requests')
      .where(
        'profile_id',
        'in',
        writers.map((r) => r.id),
      )
      .execute();
    picture = await sharp({
      create: { width: 1200, height: 700, channels: 3, background: { r: 20, g: 110, b: 90 } },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
  });
  afterAll(async () => site?.close());

  for (const locale of ['nl', 'en'] as const) {
    const w = words[locale];
    const people = PEOPLE[locale];

    it(`${locale}: blog rights asked and granted, a story with a picture and a video published, then commented on`, async () => {
      // The member opens the editor and asks for blog rights.
      const writer = await (await site.browser.newContext()).newPage();
      const editorPath = localizedPath('my-activities-article-edit', locale, { key: 'new' });
      await logIn(writer, site, locale, people.writer, editorPath, w.newTitle);
      await writer.getByLabel(w.motivation).fill('I would like to write about working together in our city.');
      await writer.getByRole('button', { name: w.ask, exact: true }).click();
      await writer.getByText(w.sent).waitFor();
      expect(await seriousViolations(writer)).toEqual([]);

      // An administrator grants them.
      const admin = await (await site.browser.newContext()).newPage();
      await logIn(
        admin,
        site,
        locale,
        'admin@example.com',
        localizedPath('admin-blog-rights', locale),
        w.adminTitle,
      );
      const request = admin.locator('.stories-request', { hasText: people.writer }).first();
      expect(await seriousViolations(admin)).toEqual([]);
      await request.getByRole('button', { name: w.grantFor }).click();
      const dialog = admin.getByRole('dialog');
      expect(await seriousViolations(admin)).toEqual([]);
      await dialog.getByRole('button', { name: w.grant, exact: true }).click();
      await admin
        .locator('.stories-request', { hasText: people.writer })
        .getByText(w.granted, { exact: true })
        .first()
        .waitFor();

      // The member may now publish on the channel: writes the story.
      await writer.reload();
      await writer.getByRole('heading', { level: 1, name: w.newTitle }).waitFor();
      await writer.getByLabel(w.channel).check();
      const title = `${locale === 'nl' ? 'Samen werken in Utrecht' : 'Working together in Utrecht'} ${Date.now()}`;
      await writer.getByLabel(w.title, { exact: true }).fill(title);
      await writer.getByLabel(w.intro).fill('How a shared office changed the way we work.');
      await writer.getByLabel(w.picture, { exact: true }).setInputFiles({
        name: 'story.jpg',
        mimeType: 'image/jpeg',
        buffer: picture,
      });
      await writer.getByTestId('story-image-preview').waitFor();
      const body = writer.getByRole('textbox', { name: w.body });
      await body.click();
      await writer.keyboard.type('We started with three desks. ');
      await writer.getByRole('button', { name: w.bold, exact: true }).click();
      // The toolbar hands the focus back to the text; typing before that loses the first letter.
      await expect
        .poll(() =>
          body.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)),
        )
        .toBe(true);
      await writer.keyboard.type('Now we are twenty.');
      await writer.getByLabel(w.tags, { exact: true }).fill('coworking, utrecht');
      await writer.getByRole('button', { name: w.addSource }).click();
      await writer.getByLabel(w.kind).selectOption('video');
      await writer.getByLabel(w.videoUrl).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await writer.getByText(w.videoOk).waitFor();
      expect(await seriousViolations(writer)).toEqual([]);
      expect(await scrollsSideways(writer, 375)).toBe(false);
      await writer.getByRole('button', { name: w.publish, exact: true }).click();

      // Its page: the video plays in place; the body kept its bold text.
      await writer.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await writer.locator('iframe').getAttribute('src')).toBe(
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      );
      expect(await writer.locator('.story-body strong').textContent()).toBe('Now we are twenty.');
      expect(await seriousViolations(writer)).toEqual([]);
      expect(await scrollsSideways(writer, 375)).toBe(false);
      const storyPath = new URL(writer.url()).pathname;
      expect(storyPath).toMatch(
        locale === 'nl' ? /^\/nl\/verhalen\/[^/]+\/[^/]+$/ : /^\/en\/stories\/[^/]+\/[^/]+$/,
      );

      // The server's HTML has the link preview and the schema.org Article.
      const html = await (await fetch(`${site.baseUrl}${storyPath}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<meta property="og:type" content="article"/>');
      expect(head).toContain(`<meta property="og:title" content="${title}"/>`);
      expect(head).toContain(
        '<meta property="og:description" content="How a shared office changed the way we work."/>',
      );
      expect(head).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/[^"]+"\/>/);
      expect(head).toContain(`<meta property="og:url" content="${site.baseUrl}${storyPath}"/>`);
      expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(html).toContain('"@type":"Article"');

      // It is in the public list (the English one too), server-rendered.
      const list = await (await fetch(`${site.baseUrl}${localizedPath('stories', 'en')}`)).text();
      expect(list).toContain(title);
      const visitor = await (await site.browser.newContext()).newPage();
      await visitor.goto(`${site.baseUrl}${localizedPath('stories', locale)}`);
      await visitor.getByRole('heading', { level: 1, name: w.listTitle }).waitFor();
      await visitor.getByRole('link', { name: title }).waitFor();
      expect(await seriousViolations(visitor)).toEqual([]);
      expect(await scrollsSideways(visitor, 375)).toBe(false);

      // Another member comments on it.
      const commenter = await (await site.browser.newContext()).newPage();
      // Logging in from the login page comes back to the story (`?back=`).
      const back = `${localizedPath('login', locale)}?${new URLSearchParams({ back: storyPath })}`;
      await logIn(commenter, site, locale, people.commenter, back, title);
      await commenter.getByLabel(w.comment).fill('Good to read, thank you!');
      await commenter.getByRole('button', { name: w.post, exact: true }).click();
      await commenter.locator('.story-comment').getByText('Good to read, thank you!').waitFor();
      expect(await seriousViolations(commenter)).toEqual([]);
    });
  }
});
