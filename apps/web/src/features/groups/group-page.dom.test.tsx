// @vitest-environment happy-dom
import type { GroupMember, GroupState, GroupView } from '@meetspace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { GroupPage } from './components/group-page.tsx';
import { NAMESPACE } from './i18n.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const GROUP: GroupView = {
  Id: 5,
  Name: 'Hikers',
  Slug: 'hikers',
  Summary: 'We walk.',
  Description: 'We walk on Sundays.',
  Photo: null,
  JoinType: 'request',
  Status: 'published',
  MemberCount: 2,
  MembershipStatus: 'None',
  CreatedAt: '2026-01-01T10:00:00Z',
  PublishedAt: '2026-01-02T10:00:00Z',
  Admins: [{ ProfileId: 1, Name: 'Hanna Host' }],
  ActivateChat: true,
  ActivateEvents: true,
  ActivateMemberList: true,
  ActivatePosts: true,
  ActivateQuestions: true,
};

const NONE: GroupState = {
  Membership: { Status: 'None', Role: null, JoinedAt: null },
  IsAdmin: false,
  Status: 'published',
  ActivateChat: true,
  ActivateEvents: true,
  ActivateMemberList: true,
  ActivatePosts: true,
  ActivateQuestions: true,
};
const MEMBER: GroupState = {
  ...NONE,
  Membership: { Status: 'Joined', Role: 'member', JoinedAt: '2026-02-01' },
};
const ADMIN: GroupState = {
  ...NONE,
  IsAdmin: true,
  Membership: { Status: 'Joined', Role: 'admin', JoinedAt: '2026-01-01' },
};

const member = (over: Partial<GroupMember>): GroupMember => ({
  ProfileId: 1,
  Name: 'Hanna Host',
  Photo: null,
  Role: 'admin',
  Status: 'Joined',
  JoinedAt: '2026-01-01T10:00:00Z',
  LeftAt: null,
  ...over,
});
const MEMBERS = [
  member({}),
  member({ ProfileId: 2, Name: 'Bob Booker', Role: 'member', Status: 'Requested' }),
];

type Answer = { status: number; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });

/**
 * The group page at `path` with a fetch answering by method and URL: `answers` first (a function
 * may change what later calls see), then the group, its state and members.
 */
function setup(
  locale: 'nl' | 'en',
  path: string,
  {
    group = GROUP,
    state = NONE,
    answers = {},
  }: { group?: GroupView; state?: GroupState; answers?: Record<string, (init?: RequestInit) => Answer> } = {},
) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.replace(/\?.*$/, '')}`;
    const answer = answers[key]?.(init) ??
      {
        'GET /api/v1/group/5': ok(group),
        'GET /api/v1/group/5/state': ok(state),
        'GET /api/v1/group/5/members': ok(MEMBERS),
      }[key] ?? { status: 404, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          <GroupPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return fetch;
}

const calls = (fetch: ReturnType<typeof setup>, method: string, path: string) =>
  fetch.mock.calls.filter(([url, init]) => String(url).startsWith(`/api${path}`) && init?.method === method);

async function click(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

const tabNames = () => {
  const nav = screen.queryByRole('navigation', { name: 'Parts of the group' });
  return nav
    ? within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent)
    : [];
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a group page for someone outside it', () => {
  it('shows the overview only, what joining opens, and sends a request that then waits for approval', async () => {
    let state = NONE;
    const fetch = setup('en', '/en/network/groups/5/hikers', {
      answers: {
        'GET /api/v1/group/5/state': () => ok(state),
        'POST /api/v1/group/5/join': () => {
          state = { ...NONE, Membership: { Status: 'Requested', Role: null, JoinedAt: null } };
          return ok(state);
        },
      },
    });
    await screen.findByRole('heading', { name: 'Hikers', level: 1 });
    expect(tabNames()).toEqual([]);
    const unlocks = screen.getByTestId('group-unlocks');
    expect(
      within(unlocks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "read and write the group's stories",
      'ask and answer questions',
      "see and organise the group's events",
      'see who else is in the group',
    ]);
    expect(screen.queryByTestId('group-admin')).toBeNull();
    await click('Request to join');
    expect(calls(fetch, 'POST', '/v1/group/5/join')).toHaveLength(1);
    await screen.findByText('Your request is waiting for approval by an admin.');
    expect(screen.getByRole('button', { name: 'Withdraw request' })).toBeTruthy();
  });

  it('offers to accept an invitation, in Dutch', async () => {
    setup('nl', '/nl/netwerk/groepen/5/hikers', {
      state: { ...NONE, Membership: { Status: 'Invited', Role: null, JoinedAt: null } },
    });
    await screen.findByRole('button', { name: 'Uitnodiging accepteren' });
    expect(screen.getByText('Je bent uitgenodigd voor deze groep.')).toBeTruthy();
  });

  it('says a members-only tab is closed instead of loading it', async () => {
    const fetch = setup('en', '/en/network/groups/5/hikers/members');
    await screen.findByTestId('group-tab-closed');
    expect(calls(fetch, 'GET', '/v1/group/5/members')).toHaveLength(0);
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/members'))).toBe(false);
  });
});

describe('a group page for a member', () => {
  it('shows the tabs of the features switched on, no admin tools', async () => {
    setup('en', '/en/network/groups/5/hikers', { state: { ...MEMBER, ActivatePosts: false } });
    await screen.findByRole('heading', { name: 'Hikers', level: 1 });
    expect(tabNames()).toEqual(['Overview', 'Questions', 'Events', 'Members']);
    expect(screen.getByRole('link', { name: 'Events' }).getAttribute('href')).toBe(
      '/en/network/groups/5/hikers/events',
    );
    expect(screen.queryByTestId('group-unlocks')).toBeNull();
    expect(screen.queryByTestId('group-admin')).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave group' })).toBeTruthy();
  });

  it('links the stories to their group page and "Write a story" to the editor with the group', async () => {
    const story = {
      Id: 9,
      Key: 'k9',
      Slug: 'first-walk',
      Title: 'First walk',
      ShortDescription: 'Nice.',
      Image: null,
      Tags: [],
      Status: 'Published',
      PublishFrom: null,
      ExpiresAt: null,
      PublishedAt: '2026-03-01T10:00:00Z',
      AuthorProfileId: 2,
      AuthorName: 'Bob Booker',
      CommentCount: 2,
      Language: 'en',
      IsPublic: false,
    };
    setup('en', '/en/network/groups/5/hikers/articles', {
      state: MEMBER,
      answers: {
        'GET /api/v1/group/5/posts': () => ok({ Results: [story], MorePages: false, TotalCount: 1 }),
      },
    });
    const list = await screen.findByTestId('group-stories');
    expect(within(list).getByRole('link', { name: 'First walk' }).getAttribute('href')).toBe(
      '/en/network/groups/5/hikers/articles/k9/first-walk',
    );
    expect(within(list).getByText('2 comments')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write a story' }).getAttribute('href')).toBe(
      '/en/stories/new/edit?group=5',
    );
  });

  it('asks upcoming events, past ones too when ticked, and links "Create an event" to the group wizard', async () => {
    const fetch = setup('nl', '/nl/netwerk/groepen/5/hikers/evenementen', {
      state: MEMBER,
      answers: { 'GET /api/v1/group/5/events': () => ok({ Results: [], MorePages: false }) },
    });
    await screen.findByText('Geen komende evenementen in deze groep.');
    expect(screen.getByRole('link', { name: 'Een evenement aanmaken' }).getAttribute('href')).toBe(
      '/nl/netwerk/groepen/5/hikers/evenementen/nieuw',
    );
    await act(async () => {
      fireEvent.click(screen.getByLabelText('Ook afgelopen evenementen tonen'));
    });
    await screen.findByText('Nog geen evenementen in deze groep.');
    const asked = fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/events'));
    expect(asked).toEqual([
      '/api/v1/group/5/events?showAll=false&page=1',
      '/api/v1/group/5/events?showAll=true&page=1',
    ]);
  });

  it('lists members without the requests or any admin button', async () => {
    setup('nl', '/nl/netwerk/groepen/5/hikers/leden', { state: MEMBER });
    const list = await screen.findByTestId('group-member-list');
    expect(within(list).getByText('Hanna Host')).toBeTruthy();
    expect(screen.queryByTestId('group-requests')).toBeNull();
    expect(within(list).queryByRole('button')).toBeNull();
  });
});

describe('a group page for an admin', () => {
  it('says why the last admin cannot leave', async () => {
    setup('en', '/en/network/groups/5/hikers', {
      state: ADMIN,
      answers: {
        'PUT /api/v1/group/5/leave': () => ({
          status: 409,
          body: {
            StatusCode: 409,
            Message: 'x',
            Errors: [{ Field: 'ProfileId', Code: 'group_admin_required' }],
          },
        }),
      },
    });
    await screen.findByRole('button', { name: 'Leave group' });
    await click('Leave group');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('A group always has an admin. Make another member admin first.');
  });

  it('approves a request in the members tab and announces it', async () => {
    const fetch = setup('en', '/en/network/groups/5/hikers/members', {
      state: ADMIN,
      answers: { 'PUT /api/v1/group/member/approve': () => ok(member({ ProfileId: 2, Name: 'Bob Booker' })) },
    });
    const requests = await screen.findByTestId('group-requests');
    await act(async () => {
      fireEvent.click(within(requests).getByRole('button', { name: /^Approve\W+Bob Booker$/ }));
    });
    const [, init] = calls(fetch, 'PUT', '/v1/group/member/approve')[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ GroupId: 5, ProfileId: 2 });
    await screen.findByText('Bob Booker is now a member.');
    const admins = screen.getByTestId('group-member-list');
    expect(within(admins).getByRole('button', { name: /^Make member\W+Hanna Host$/ })).toBeTruthy();
  });

  it('publishes a draft and deletes only after the confirmation is ticked', async () => {
    const fetch = setup('nl', '/nl/netwerk/groepen/5/hikers', {
      group: { ...GROUP, Status: 'draft', PublishedAt: null },
      state: { ...ADMIN, Status: 'draft' },
      answers: { 'PUT /api/v1/group/5/publish': () => ok(GROUP) },
    });
    await screen.findByTestId('group-draft');
    await click('Groep publiceren');
    expect(calls(fetch, 'PUT', '/v1/group/5/publish')).toHaveLength(1);
    await screen.findByText('De groep is gepubliceerd.');
    const remove = screen.getByRole('button', { name: 'Groep verwijderen' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByLabelText('Ja, verwijder “Hikers” voorgoed'));
    });
    expect(remove.disabled).toBe(false);
  });

  it('switches a feature off through the settings', async () => {
    const fetch = setup('en', '/en/network/groups/5/hikers', {
      state: ADMIN,
      answers: { 'PUT /api/v1/group/5/settings': () => ok({ ...ADMIN, ActivateEvents: false }) },
    });
    const settings = await screen.findByTestId('group-settings');
    await act(async () => {
      fireEvent.click(within(settings).getByLabelText('Events'));
    });
    await act(async () => {
      fireEvent.click(within(settings).getByRole('button', { name: 'Save settings' }));
    });
    const [, init] = calls(fetch, 'PUT', '/v1/group/5/settings')[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ ActivateEvents: false, ActivatePosts: true });
    await screen.findByText('The settings have been saved.');
  });
});
