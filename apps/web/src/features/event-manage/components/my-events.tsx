import {
  type EventSummary,
  eventListStatus,
  eventSlug,
  localizedPath,
  minutesToTime,
} from '@meetspace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import type { Problem } from '../../../lib/problems.ts';
import { useAttending, useOrganising } from '../api/event-manage.ts';

/** "3 dec. 2026 09:00 – 17:00" (the end's date when it is another day). */
export function useWhen() {
  const locale = useLocale();
  return (e: Pick<EventSummary, 'StartDate' | 'StartMinutes' | 'EndDate' | 'EndMinutes'>) =>
    `${formatDate(e.StartDate, locale)} ${minutesToTime(e.StartMinutes)} – ${
      e.EndDate !== e.StartDate ? `${formatDate(e.EndDate, locale)} ` : ''
    }${minutesToTime(e.EndMinutes)}`;
}

/** The tabs of "my events": attending and organising. */
function Tabs({ current }: { current: 'attending' | 'organising' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <nav className="section-nav" aria-label={t('my.tabs')}>
      <ul>
        <li>
          <Link
            to={localizedPath('my-events', locale)}
            aria-current={current === 'attending' ? 'page' : undefined}
          >
            {t('my.attending')}
          </Link>
        </li>
        <li>
          <Link
            to={localizedPath('my-events-organizedEvents', locale)}
            aria-current={current === 'organising' ? 'page' : undefined}
            data-testid="em-tab-organising"
          >
            {t('my.organising')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

/** `/mijn/evenementen`: the events the member registered for, upcoming or past, with status and pay prompt. */
export function AttendingPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const when = params.get('when') === 'past' ? 'past' : 'upcoming';
  const page = pageOf(params);
  const list = useAttending(when, page, locale);
  const problem = useProblem(list.error, 'my.loadFailed');
  const heading = useFocusHeading<HTMLHeadingElement>();
  usePageTitle(t('my.title'));
  return (
    <section aria-labelledby="em-my-title" className="em-page">
      <h1 id="em-my-title" ref={heading} tabIndex={-1}>
        {t('my.title')}
      </h1>
      <Tabs current="attending" />
      <fieldset className="em-when">
        <legend className="visually-hidden">{t('my.when')}</legend>
        {(['upcoming', 'past'] as const).map((w) => (
          <label key={w} className="check">
            <input
              type="radio"
              name="em-when"
              checked={when === w}
              onChange={() => setParams(w === 'past' ? { when: 'past' } : {})}
            />{' '}
            {t(`my.${w}`)}
          </label>
        ))}
      </fieldset>
      <Cards
        list={list}
        problem={problem}
        testId="em-attending"
        empty={
          <p>
            {t(when === 'past' ? 'my.noPast' : 'my.noUpcoming')}{' '}
            <Link to={localizedPath('events', locale)}>{t('my.browse')}</Link>
          </p>
        }
        page={page}
        searchOf={(p) =>
          new URLSearchParams({ ...(when === 'past' ? { when } : {}), page: String(p) }).toString()
        }
      >
        {({ Event: e, Registration: r }) => {
          const status = eventListStatus({
            kind: 'attending',
            registration: r.Status,
            paid: r.PaidAt !== null,
            eventStatus: e.Status,
          });
          const slug = e.Slug || eventSlug(e.Name);
          return (
            <li key={r.Id} className="em-card" data-testid="em-attending-row">
              <CardHead event={e} to={localizedPath('event', locale, { id: e.Id, slug })} status={status}>
                {r.Status === 'waitingList' && r.WaitingListPosition !== null && (
                  <span className="muted"> {t('my.waitingPosition', { n: r.WaitingListPosition })}</span>
                )}
              </CardHead>
              {status === 'pending' && r.PaymentKey && (
                <p className="notice">
                  {t('my.payPrompt')}{' '}
                  <Link
                    data-testid="em-pay-link"
                    to={localizedPath('event-pay', locale, { id: e.Id, slug, paymentKey: r.PaymentKey })}
                  >
                    {t('my.payNow')}
                  </Link>
                </p>
              )}
              {status !== 'cancelled' && (
                <p>
                  <Link to={localizedPath('event-ticket', locale, { id: e.Id, slug, key: r.Key })}>
                    {t('my.ticket')}
                  </Link>
                </p>
              )}
            </li>
          );
        }}
      </Cards>
    </section>
  );
}

/** `/mijn/evenementen/organiseren`: the events the member organizes, drafts included. */
export function OrganisingPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const list = useOrganising(page, locale);
  const problem = useProblem(list.error, 'my.loadFailed');
  const heading = useFocusHeading<HTMLHeadingElement>();
  usePageTitle(t('my.organisingTitle'));
  return (
    <section aria-labelledby="em-org-title" className="em-page">
      <h1 id="em-org-title" ref={heading} tabIndex={-1}>
        {t('my.organisingTitle')}
      </h1>
      <Tabs current="organising" />
      <p>
        <Link className="button" to={localizedPath('events-new', locale)} data-testid="em-create">
          {t('my.create')}
        </Link>
      </p>
      <Cards
        list={list}
        problem={problem}
        testId="em-organising"
        empty={<p>{t('my.noOrganising')}</p>}
        page={page}
        searchOf={(p) => new URLSearchParams({ page: String(p) }).toString()}
      >
        {(e) => {
          const status = eventListStatus({ kind: 'organising', eventStatus: e.Status });
          return (
            <li key={e.Id} className="em-card" data-testid="em-organising-row">
              <CardHead event={e} to={localizedPath('my-event', locale, { id: e.Id })} status={status}>
                {' '}
                <span className="muted">
                  {t('my.participants', { count: e.ParticipantCount })}
                  {e.MaxCapacity !== null ? ` / ${e.MaxCapacity}` : ''}
                </span>
              </CardHead>
            </li>
          );
        }}
      </Cards>
    </section>
  );
}

/** A list of event cards (or the empty sentence), with its loading, problem and pages. */
function Cards<T>({
  list,
  problem,
  testId,
  empty,
  page,
  searchOf,
  children,
}: {
  list: { isPending: boolean; data?: { Results: T[]; MorePages: boolean } | undefined };
  problem: Problem;
  testId: string;
  empty: ReactNode;
  page: number;
  searchOf: (page: number) => string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <Loading active={list.isPending} />
      <ProblemAlert problem={problem} />
      {list.data && list.data.Results.length === 0 && empty}
      {list.data && list.data.Results.length > 0 && (
        <ul className="em-list" data-testid={testId}>
          {list.data.Results.map(children)}
        </ul>
      )}
      <Pager page={page} morePages={list.data?.MorePages ?? false} className="em-pager" searchOf={searchOf} />
    </>
  );
}

/** A card's name (a link), when and where, and its status followed by `children`. */
function CardHead({
  event,
  to,
  status,
  children,
}: {
  event: Pick<EventSummary, 'Name' | 'City' | 'StartDate' | 'StartMinutes' | 'EndDate' | 'EndMinutes'>;
  to: string;
  status: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const whenText = useWhen();
  return (
    <>
      <h2>
        <Link to={to}>{event.Name}</Link>
      </h2>
      <p>
        {whenText(event)}
        {event.City ? ` · ${event.City}` : ''}
      </p>
      <p>
        <span className={`em-status em-status-${status}`}>{t(`status.${status}`)}</span>
        {children}
      </p>
    </>
  );
}
