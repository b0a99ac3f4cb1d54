// @vitest-environment happy-dom
import type { BlogRights, BlogRightsRequest } from '@meetspace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { DecisionDialog } from './components/admin-blog-rights.tsx';
import { StoryComments } from './components/story-comments.tsx';
import { BlogRightsPanel } from './editor/blog-rights-panel.tsx';
import RichTextEditor from './editor/rich-text-editor.tsx';
import { StoryEditorPage } from './editor/story-editor.tsx';
import { NAMESPACE } from './i18n.ts';

// React's act() in a test DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MEMBER = {
  Id: 7,
  ProfileId: 7,
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Email: 'ada@example.org',
  ProfileToken: 'token',
  ExpiresIn: 3600,
};

type Answer = { status: number; body: unknown };
type FetchRoutes = Record<string, Answer | ((init?: RequestInit) => Answer)>;

/** Renders `ui` with a fetch answering `METHOD /path` from `routes` (404 otherwise). */
function setup(
  locale: 'nl' | 'en',
  ui: ReactNode,
  routes: FetchRoutes = {},
  options: { member?: boolean; path?: string } = {},
) {
  sessionStorage.clear();
  if (options.member) sessionStorage.setItem('meetspace.session', JSON.stringify(MEMBER));
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://x').pathname.replace(/^\/api/, '');
    const answer = routes[`${init?.method ?? 'GET'} ${path}`];
    const { status, body } =
      typeof answer === 'function' ? answer(init) : (answer ?? { status: 404, body: {} });
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider>
          <MemoryRouter initialEntries={[options.path ?? `/${locale}`]}>{ui}</MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { fetch };
}

const sent = (fetch: ReturnType<typeof vi.fn>, method: string) =>
  fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === method) as [
    string,
    RequestInit,
  ][];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NO_RIGHTS: BlogRights = {
  Status: 'none',
  Motivation: null,
  RequestedAt: null,
  DecidedAt: null,
  Reason: null,
};

describe('the body editor', () => {
  it('has a labelled toolbar of toggle buttons that follow the text and move with the arrow keys', async () => {
    setup(
      'en',
      <>
        <span id="body-label">Story</span>
        <RichTextEditor value="<p>Hello</p>" onChange={() => undefined} labelId="body-label" />
      </>,
    );
    const toolbar = await screen.findByRole('toolbar', { name: 'Text formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Heading',
      'Subheading',
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
    ]);
    expect(buttons.every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
    // One tab stop: the first button; the arrow keys move along (and round).
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1]);
    await act(async () => {
      buttons[0]?.focus();
      fireEvent.keyDown(buttons[0] as HTMLElement, { key: 'ArrowLeft' });
    });
    expect(document.activeElement).toBe(buttons[7]);
    expect(screen.getByRole('textbox', { name: 'Story' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(toolbar).getByRole('button', { name: 'Heading' }));
    });
    expect(within(toolbar).getByRole('button', { name: 'Heading' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('refuses a link address that is no web address, e-mail or path', async () => {
    setup('nl', <RichTextEditor value="<p>Hallo</p>" onChange={() => undefined} labelId="x" />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Tekstopmaak' });
    await act(async () => {
      fireEvent.click(within(toolbar).getByRole('button', { name: 'Link' }));
    });
    const input = screen.getByLabelText('Adres van de link');
    await act(async () => {
      fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
      fireEvent.click(screen.getByRole('button', { name: 'Link toepassen' }));
    });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Vul een webadres/)).toBeTruthy();
  });
});

describe('the story editor', () => {
  const routes: FetchRoutes = {
    'GET /v1/channel/1': {
      status: 200,
      body: { Id: 1, Name: 'Meetspace', BlogRights: NO_RIGHTS, CanPublish: false },
    },
    'GET /v1/profile/group': { status: 200, body: [] },
  };
  const editor = (
    <Routes>
      <Route
        path="/:lng/mijn/activiteiten/artikelen/:key/bewerken"
        element={<StoryEditorPage route="my-activities-article-edit" />}
      />
      <Route
        path="/:lng/my/activities/articles/:key/edit"
        element={<StoryEditorPage route="my-activities-article-edit" />}
      />
    </Routes>
  );

  it('counts the short description as it is typed, and checks a video source live', async () => {
    setup('en', editor, routes, { member: true, path: '/en/my/activities/articles/new/edit' });
    const intro = await screen.findByLabelText('Short description');
    expect(screen.getByText('0 of 500 characters')).toBeTruthy();
    await act(async () => {
      fireEvent.change(intro, { target: { value: 'A short story' } });
    });
    expect(screen.getByText('13 of 500 characters')).toBeTruthy();
    expect(intro.getAttribute('aria-describedby')).toContain(screen.getByText('13 of 500 characters').id);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add a source' }));
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'video' } });
    });
    const url = screen.getByLabelText('Video address (YouTube or Vimeo)');
    await act(async () => {
      fireEvent.change(url, { target: { value: 'https://example.com/watch?v=abc' } });
    });
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the address of a video on YouTube or Vimeo.')).toBeTruthy();
    await act(async () => {
      fireEvent.change(url, { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    });
    expect(url.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('YouTube video: it will be shown with the story.')).toBeTruthy();
  });

  it('shows the blog-rights panel instead of the channel without rights, and sends nothing with a missing title', async () => {
    const { fetch } = setup('nl', editor, routes, {
      member: true,
      path: '/nl/mijn/activiteiten/artikelen/new/bewerken',
    });
    await screen.findByTestId('blog-rights-panel');
    expect(screen.queryByLabelText('Meetspace-verhalen (openbaar)')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    });
    expect(screen.getByText('Vul een titel in.')).toBeTruthy();
    expect(screen.getByText('Kies waar het verhaal te zien is.')).toBeTruthy();
    expect(sent(fetch, 'POST')).toHaveLength(0);
  });

  it('offers the channel with rights and shows the API field errors next to their fields', async () => {
    const { fetch } = setup(
      'en',
      editor,
      {
        ...routes,
        'GET /v1/channel/1': {
          status: 200,
          body: {
            Id: 1,
            Name: 'Meetspace',
            BlogRights: { ...NO_RIGHTS, Status: 'granted' },
            CanPublish: true,
          },
        },
        'POST /v1/article': {
          status: 400,
          body: {
            StatusCode: 400,
            Message: 'Bad',
            Errors: [{ Field: 'ExpiresAt', Code: 'article_expiry_before_publish' }],
          },
        },
      },
      { member: true, path: '/en/my/activities/articles/new/edit' },
    );
    const channel = await screen.findByLabelText('Meetspace stories (public)');
    await act(async () => {
      fireEvent.click(channel);
      fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'My first story' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    });
    await waitFor(() => expect(sent(fetch, 'POST')).toHaveLength(1));
    const [, init] = sent(fetch, 'POST')[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      Title: 'My first story',
      Links: [{ Entity: 'channel', ItemId: 1 }],
    });
    const until = screen.getByLabelText('Show until (optional)');
    await waitFor(() => expect(until.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = until.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'The expiry date must be after the publish date.',
    );
  });
});

describe('the blog-rights panel', () => {
  it('asks with a motivation of at least 20 characters', async () => {
    const { fetch } = setup('en', <BlogRightsPanel rights={NO_RIGHTS} />, {
      'POST /v1/channel/1/article/publish/request': {
        status: 200,
        body: { ...NO_RIGHTS, Status: 'pending' },
      },
    });
    const motivation = screen.getByLabelText('Motivation');
    await act(async () => {
      fireEvent.change(motivation, { target: { value: 'Too short' } });
      fireEvent.click(screen.getByRole('button', { name: 'Ask for blog rights' }));
    });
    expect(screen.getByText('Write at least 20 characters.')).toBeTruthy();
    expect(sent(fetch, 'POST')).toHaveLength(0);
    await act(async () => {
      fireEvent.change(motivation, { target: { value: 'I write about coworking in Utrecht every month.' } });
      fireEvent.click(screen.getByRole('button', { name: 'Ask for blog rights' }));
    });
    await waitFor(() => expect(sent(fetch, 'POST')).toHaveLength(1));
    expect(JSON.parse(String(sent(fetch, 'POST')[0]?.[1].body))).toEqual({
      Motivation: 'I write about coworking in Utrecht every month.',
    });
  });

  it('says a request waits, without a form', () => {
    setup(
      'nl',
      <BlogRightsPanel rights={{ ...NO_RIGHTS, Status: 'pending', RequestedAt: '2026-03-01T10:00:00Z' }} />,
    );
    expect(screen.getByRole('status').textContent).toMatch(/Je vroeg op .*2026.* om blogrechten/);
    expect(screen.queryByLabelText('Motivatie')).toBeNull();
  });

  it('gives the reason of a denial and lets the member ask again', () => {
    setup(
      'en',
      <BlogRightsPanel rights={{ ...NO_RIGHTS, Status: 'denied', Reason: 'Write a bit more first.' }} />,
    );
    expect(screen.getByText('Reason: Write a bit more first.')).toBeTruthy();
    expect(screen.getByLabelText('Motivation')).toBeTruthy();
  });
});

describe('the comments', () => {
  const comments = {
    'GET /v1/comment/article/5': {
      status: 200,
      body: [
        {
          Id: 1,
          ParentId: null,
          ProfileId: 3,
          AuthorName: 'Bea',
          Comment: 'Nice story',
          CreatedAt: '2026-03-01T10:00:00Z',
          UpdatedAt: '2026-03-01T10:00:00Z',
          IsDeleted: false,
          Replies: [],
        },
      ],
    },
  };

  it('gives a visitor a login link and no form', async () => {
    setup('en', <StoryComments articleId={5} canComment={false} allowComments locale="en" />, comments);
    await screen.findByText('Nice story');
    expect(screen.getByRole('link', { name: 'Log in to comment' }).getAttribute('href')).toBe(
      '/en/login?back=%2Fen',
    );
    expect(screen.queryByLabelText('Your comment')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply to Bea' })).toBeNull();
  });

  it('lets a member comment and reply', async () => {
    const { fetch } = setup(
      'nl',
      <StoryComments articleId={5} canComment allowComments locale="nl" />,
      {
        ...comments,
        'POST /v1/comment/1/reply': { status: 200, body: {} },
      },
      { member: true },
    );
    await screen.findByText('Nice story');
    expect(screen.getByLabelText('Je reactie')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in om te reageren' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Antwoord aan Bea' }));
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Je antwoord aan Bea'), { target: { value: 'Dank je' } });
      fireEvent.click(screen.getByRole('button', { name: 'Antwoord plaatsen' }));
    });
    await waitFor(() => expect(sent(fetch, 'POST')).toHaveLength(1));
    const [url, init] = sent(fetch, 'POST')[0] as [string, RequestInit];
    expect(url).toContain('/v1/comment/1/reply');
    expect(JSON.parse(String(init.body))).toEqual({ Comment: 'Dank je' });
  });

  it('says comments are closed when the story does not allow them', async () => {
    setup(
      'en',
      <StoryComments articleId={5} canComment={false} allowComments={false} locale="en" />,
      comments,
    );
    await screen.findByText('Nice story');
    expect(screen.getByText('Comments are closed on this story.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in to comment' })).toBeNull();
  });
});

describe('the administrators’ decision', () => {
  const REQUEST: BlogRightsRequest = {
    Id: 9,
    ProfileId: 3,
    Name: 'Bea Boer',
    Email: 'bea@example.org',
    Status: 'pending',
    Motivation: 'I write about coworking.',
    RequestedAt: '2026-03-01T10:00:00Z',
    DecidedAt: null,
    Reason: null,
  };

  it('needs a reason to deny, then sends it', async () => {
    const onClose = vi.fn();
    const { fetch } = setup(
      'en',
      <DecisionDialog decision={{ request: REQUEST, grant: false }} onClose={onClose} locale="en" />,
      {
        'PUT /v1/admin/blog-rights/9': { status: 200, body: { ...REQUEST, Status: 'denied' } },
      },
    );
    const dialog = screen.getByRole('dialog', { name: 'Deny blog rights to Bea Boer' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Deny' }));
    });
    expect(within(dialog).getByText('Give a reason.')).toBeTruthy();
    expect(sent(fetch, 'PUT')).toHaveLength(0);
    await act(async () => {
      fireEvent.change(within(dialog).getByLabelText('Reason'), {
        target: { value: 'Not about workspaces' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Deny' }));
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(sent(fetch, 'PUT')[0]?.[1].body))).toEqual({
      Grant: false,
      Reason: 'Not about workspaces',
    });
  });

  it('grants without a reason', async () => {
    const onClose = vi.fn();
    const { fetch } = setup(
      'nl',
      <DecisionDialog decision={{ request: REQUEST, grant: true }} onClose={onClose} locale="nl" />,
      {
        'PUT /v1/admin/blog-rights/9': { status: 200, body: { ...REQUEST, Status: 'granted' } },
      },
    );
    const dialog = screen.getByRole('dialog', { name: 'Blogrechten toekennen aan Bea Boer' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Toekennen' }));
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(sent(fetch, 'PUT')[0]?.[1].body))).toEqual({ Grant: true, Reason: '' });
  });
});
