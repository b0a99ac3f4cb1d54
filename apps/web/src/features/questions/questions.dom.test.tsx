// @vitest-environment happy-dom
import type { AnswerView, QuestionView } from '@meetspace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { QuestionDetail } from './components/question-detail.tsx';
import { NAMESPACE } from './i18n.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const person = (ProfileId: number, Name: string) => ({ ProfileId, Name, Photo: null });
const answer = (over: Partial<AnswerView>): AnswerView => ({
  Id: 1,
  QuestionId: 9,
  Text: 'An answer',
  Author: person(2, 'Jet Jansen'),
  CreatedOn: '2026-11-20T10:00:00.000Z',
  UpdatedOn: '2026-11-20T10:00:00.000Z',
  Upvotes: 0,
  Downvotes: 0,
  Score: 0,
  IsBest: false,
  MyVote: null,
  IsMine: false,
  Replies: [],
  ...over,
});
const QUESTION: QuestionView = {
  Id: 9,
  Type: 'channel',
  ItemId: 1,
  GroupId: null,
  GroupName: null,
  Title: 'Where to meet in Utrecht?',
  Text: 'A quiet room near the station.',
  Tags: ['utrecht'],
  Status: 'open',
  Author: person(1, 'Bente Boeker'),
  AnswerCount: 2,
  BestAnswerId: 3,
  CreatedOn: '2026-11-19T10:00:00.000Z',
  UpdatedOn: '2026-11-19T10:00:00.000Z',
  ClosedOn: null,
  Answers: [
    answer({ Id: 3, Text: 'The library', IsBest: true, Upvotes: 4, Score: 4, MyVote: 'up' }),
    answer({
      Id: 4,
      Text: 'My own tip',
      IsMine: true,
      Author: person(1, 'Bente Boeker'),
      Upvotes: 1,
      Score: 1,
    }),
    answer({
      Id: 5,
      Text: 'The station',
      Upvotes: 0,
      Downvotes: 1,
      Score: -1,
      Replies: [
        {
          Id: 6,
          Text: 'Which floor?',
          Author: person(7, 'Kim'),
          CreatedOn: '2026-11-21T10:00:00.000Z',
          UpdatedOn: '2026-11-21T10:00:00.000Z',
          IsMine: false,
        },
      ],
    }),
  ],
  IsAsker: true,
  CanAnswer: true,
};

function setup(locale: 'nl' | 'en', question: QuestionView, reply: unknown = question) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(reply), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  render(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider>
          <MemoryRouter initialEntries={[`/${locale}`]}>
            <QuestionDetail question={question} />
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { fetch };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a question with its answers', () => {
  it('shows the answers in the order given, the best marked, votes pressed, none on your own answer', () => {
    setup('en', QUESTION);
    const answers = screen.getAllByTestId('answer');
    expect(
      answers.map((a) => within(a).getByText(/^(The library|My own tip|The station)$/).textContent),
    ).toEqual(['The library', 'My own tip', 'The station']);
    expect(within(answers[0] as HTMLElement).getByText(/Best answer/)).toBeTruthy();
    expect(
      within(answers[0] as HTMLElement)
        .getByTestId('vote-up')
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(answers[0] as HTMLElement)
        .getByTestId('vote-down')
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(within(answers[0] as HTMLElement).queryByTestId('mark-best')).toBeNull();
    expect(within(answers[1] as HTMLElement).queryByTestId('vote-up')).toBeNull();
    expect(within(answers[1] as HTMLElement).getByText('1 up, 0 down')).toBeTruthy();
    expect(within(answers[2] as HTMLElement).getByTestId('mark-best')).toBeTruthy();
    expect(within(answers[2] as HTMLElement).getByText('Which floor?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close the question' })).toBeTruthy();
  });

  it('votes through the API and shows the answer it gets back', async () => {
    const voted: QuestionView = {
      ...QUESTION,
      Answers: QUESTION.Answers.map((a) =>
        a.Id === 5 ? { ...a, Upvotes: 1, Downvotes: 0, Score: 1, MyVote: 'up' } : a,
      ),
    };
    const { fetch } = setup('nl', QUESTION, voted);
    const third = screen.getAllByTestId('answer')[2] as HTMLElement;
    fireEvent.click(within(third).getByTestId('vote-up'));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/v1/question/answer/5/upvote');
    expect(init.method).toBe('PUT');
    fireEvent.click(within(third).getByTestId('mark-best'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect((fetch.mock.calls[1] as unknown as [string])[0]).toContain('/v1/question/answer/5/best');
  });

  it('sends an answer with the question id, and a reply with the answer id', async () => {
    const { fetch } = setup('en', QUESTION);
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Try the town hall' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      QuestionId: 9,
      Text: 'Try the town hall',
    });
    const third = screen.getAllByTestId('answer')[2] as HTMLElement;
    fireEvent.click(within(third).getByTestId('reply-toggle'));
    fireEvent.change(screen.getByLabelText('Your reply to Jet Jansen'), {
      target: { value: 'Second floor' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(JSON.parse((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      QuestionId: 9,
      Text: 'Second floor',
      AnswerId: 5,
    });
  });

  it('a closed question: a notice instead of the answer form, no reply buttons, reopen for the asker', () => {
    setup('nl', { ...QUESTION, Status: 'closed', CanAnswer: false, ClosedOn: '2026-11-22T10:00:00.000Z' });
    expect(screen.getByTestId('question-closed').textContent).toBe(
      'Deze vraag is gesloten: er kunnen geen nieuwe antwoorden bij.',
    );
    expect(screen.queryByTestId('answer-form')).toBeNull();
    expect(screen.queryAllByTestId('reply-toggle')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Vraag heropenen' })).toBeTruthy();
  });
});
