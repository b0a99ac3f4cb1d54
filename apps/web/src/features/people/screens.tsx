import './i18n.ts';
import { localizedPath, matchRoute, type ProfilePublic } from '@meetspace/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Loading } from '../../components/loading.tsx';
import { NetworkNav } from '../../components/network-nav.tsx';
import { Pager } from '../../components/pager.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../lib/hooks/use-page-meta.ts';
import { pictureOfSize } from '../../lib/image-file.ts';
import { savedNetworkSearch, saveNetworkSearch } from '../../lib/network-search.ts';
import { useSession } from '../../lib/session.tsx';
import {
  type MatchesOf,
  type PeopleFilters,
  useCheckIn,
  useKnowledge,
  useMatches,
  useMyCheckins,
  usePeople,
  usePublicProfile,
  useSocialCapital,
} from './api.ts';

/** The people pages as one lazily loaded component: the page the path names. */
export default function PeopleArea() {
  const name = matchRoute(useLocation().pathname)?.name;
  if (name === 'network-checkin') return <CheckinPage />;
  if (name === 'socialCapital') return <SocialCapitalPage />;
  return <PeoplePage />;
}

const FILTER_KEYS = ['q', 'tags', 'city', 'workingOn'] as const;

function filtersOf(params: URLSearchParams): PeopleFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? '',
    tags: params.get('tags') ?? '',
    city: params.get('city') ?? '',
    workingOn: params.get('workingOn') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function searchOf(f: PeopleFilters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (f[key].trim()) params.set(key, f[key].trim());
  if (f.page > 1) params.set('page', String(f.page));
  return params.toString();
}

/** The day in Amsterdam (yyyy-MM-dd), as the API counts check-in days. */
function amsterdamToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
}

/** `/netwerk/mensen`: search members by name, tags, city and work; the filters live in the address and are saved. */
function PeoplePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [draft, setDraft] = useState(filters);
  const [open, setOpen] = useState<number | null>(null);
  const people = usePeople(filters);
  const locale = useLocale();
  // Linked from an event page (`?event=`): the people to meet there, above the search.
  const eventId = Number(params.get('event'));
  const atEvent = Number.isSafeInteger(eventId) && eventId > 0 ? eventId : undefined;
  usePageMeta(t('people.title'), t('people.intro'));

  // An address without filters opens with the member's last search.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    const saved = savedNetworkSearch();
    if (!params.toString() && saved) {
      setParams(saved, { replace: true });
      setDraft(filtersOf(new URLSearchParams(saved)));
    }
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const search = searchOf({ ...draft, page: 1 });
    saveNetworkSearch(search);
    setParams(search);
  };

  return (
    <div className="people-page">
      <NetworkNav current="people" />
      <h1>{t('people.title')}</h1>
      <p>{t('people.intro')}</p>
      {atEvent !== undefined && (
        <Matches
          of={{ eventId: atEvent }}
          locale={locale}
          title={t('people.eventMatches')}
          empty={t('people.noEventMatches')}
        />
      )}
      <form className="people-search" onSubmit={submit} aria-label={t('people.searchLabel')}>
        {FILTER_KEYS.map((key) => (
          <Field
            key={key}
            label={t(`people.filter.${key}`)}
            hint={key === 'tags' ? t('people.tagsHint') : undefined}
          >
            {(props) => (
              <input
                {...props}
                name={key}
                value={draft[key]}
                onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
                maxLength={100}
              />
            )}
          </Field>
        ))}
        <button type="submit" className="button">
          {t('people.search')}
        </button>
      </form>
      <Loading active={people.isFetching} />
      {people.isError && (
        <LoadError error={people.error} fallback={t('people.loadError')} onRetry={() => people.refetch()} />
      )}
      {people.data && (
        <>
          <h2>{t('people.results', { count: people.data.TotalCount })}</h2>
          <ul className="people-cards">
            {people.data.Results.map((p) => (
              <li key={p.Id} className="person-card">
                <PersonHead person={p} />
                {p.WorkingOn && <p>{p.WorkingOn}</p>}
                <Tags tags={p.Tags} />
                <button type="button" className="link" onClick={() => setOpen(p.Id)}>
                  {t('people.view', { name: p.FullName })}
                </button>
              </li>
            ))}
          </ul>
          <Pager
            page={filters.page}
            morePages={people.data.MorePages}
            searchOf={(page) => searchOf({ ...filters, page })}
            className="people-pager"
          />
        </>
      )}
      <ProfileDialog id={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function PersonHead({
  person,
}: {
  person: { FullName: string; ImageUrl: string | null; City?: string | null };
}) {
  return (
    <div className="person-head">
      {person.ImageUrl ? (
        <img src={pictureOfSize(person.ImageUrl, '160x120')} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className="person-initial" aria-hidden="true">
          {person.FullName.slice(0, 1)}
        </span>
      )}
      <div>
        <h3>{person.FullName}</h3>
        {person.City && <p className="muted">{person.City}</p>}
      </div>
    </div>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (!tags.length) return null;
  return (
    <ul className="person-tags">
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}

function chatLink(locale: 'nl' | 'en', id: number) {
  return `${localizedPath('my-messages', locale)}?with=${id}`;
}

/** A member's public profile in a dialog (contact details only when they share them). */
function ProfileDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const profile = usePublicProfile(id);
  const p: ProfilePublic | undefined = profile.data;
  return (
    <Dialog open={id !== null} onClose={onClose} title={p?.FullName ?? t('people.profile')}>
      <Loading active={profile.isFetching} />
      {profile.isError && (
        <LoadError error={profile.error} fallback={t('people.loadError')} onRetry={() => profile.refetch()} />
      )}
      {p && (
        <div className="person-profile">
          <PersonHead person={p} />
          {p.CompanyName && <p>{p.CompanyName}</p>}
          {p.Bio && <p>{p.Bio}</p>}
          <dl>
            {p.WorkingOn && (
              <>
                <dt>{t('people.workingOn')}</dt>
                <dd>{p.WorkingOn}</dd>
              </>
            )}
            {p.Knowledge && (
              <>
                <dt>{t('people.knowledge')}</dt>
                <dd>{p.Knowledge}</dd>
              </>
            )}
            {p.Email && (
              <>
                <dt>{t('people.email')}</dt>
                <dd>
                  <a href={`mailto:${p.Email}`}>{p.Email}</a>
                </dd>
              </>
            )}
            {p.Phone && (
              <>
                <dt>{t('people.phone')}</dt>
                <dd>
                  <a href={`tel:${p.Phone}`}>{p.Phone}</a>
                </dd>
              </>
            )}
          </dl>
          <Tags tags={p.Tags} />
          <Link className="button" to={chatLink(locale, p.Id)}>
            {t('people.chat', { name: p.FirstName })}
          </Link>
        </div>
      )}
    </Dialog>
  );
}

/** `/netwerk/inchecken/{locationId}` (the desk's QR code): check in, then the people to meet. */
function CheckinPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { member } = useSession();
  const locationId = Number(useParams().locationId);
  const today = amsterdamToday();
  const mine = useMyCheckins();
  const current = mine.data?.Results.find((c) => c.LocationId === locationId && c.Date === today);
  const checkIn = useCheckIn();
  const problem = useProblem(checkIn.error, 'checkin.failed');
  const [workingOn, setWorkingOn] = useState<string | null>(null);
  const [knowledge, setKnowledge] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  usePageMeta(t('checkin.title'));
  const done = current && !editing;
  const work = workingOn ?? current?.WorkingOn ?? member?.WorkingOn ?? '';
  const know = knowledge ?? current?.Knowledge ?? member?.Knowledge ?? '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    checkIn.mutate(
      { LocationId: locationId, WorkingOn: work, Knowledge: know },
      { onSuccess: () => setEditing(false) },
    );
  };
  if (!Number.isInteger(locationId) || locationId < 1) return <p role="alert">{t('checkin.noLocation')}</p>;
  return (
    <div className="checkin-page">
      <h1>{done ? t('checkin.doneTitle', { location: current.LocationName }) : t('checkin.title')}</h1>
      <Loading active={mine.isLoading} />
      {!done && !mine.isLoading && (
        <form className="checkin-form" onSubmit={submit}>
          <p>{t('checkin.intro')}</p>
          <Field label={t('checkin.workingOn')}>
            {(props) => (
              <textarea
                {...props}
                value={work}
                onChange={(e) => setWorkingOn(e.target.value)}
                required
                maxLength={500}
                rows={3}
              />
            )}
          </Field>
          <Field label={t('checkin.knowledge')} hint={t('checkin.knowledgeHint')}>
            {(props) => (
              <textarea
                {...props}
                value={know}
                onChange={(e) => setKnowledge(e.target.value)}
                required
                maxLength={500}
                rows={3}
              />
            )}
          </Field>
          {checkIn.isError && <ProblemAlert problem={problem} />}
          <button type="submit" className="button" disabled={checkIn.isPending}>
            {t('checkin.submit')}
          </button>
        </form>
      )}
      {done && (
        <>
          <p>
            {t('checkin.summary', { workingOn: current.WorkingOn, knowledge: current.Knowledge })}{' '}
            <button type="button" className="link" onClick={() => setEditing(true)}>
              {t('checkin.change')}
            </button>
          </p>
          <Matches
            of={{ checkinId: current.Id }}
            locale={locale}
            title={t('checkin.matches')}
            empty={t('checkin.noMatches')}
          />
          <Knowledge locationId={locationId} date={today} />
        </>
      )}
    </div>
  );
}

/** The best matches (`GET /v1/match`): what they share with the member, and a chat button each. */
function Matches({
  of,
  locale,
  title,
  empty,
}: {
  of: MatchesOf;
  locale: 'nl' | 'en';
  title: string;
  empty: string;
}) {
  const { t } = useTranslation();
  const matches = useMatches(of);
  return (
    <section aria-labelledby="matches-title" className="checkin-matches">
      <h2 id="matches-title">{title}</h2>
      <Loading active={matches.isFetching} />
      {matches.isError && (
        <LoadError error={matches.error} fallback={t('people.loadError')} onRetry={() => matches.refetch()} />
      )}
      {matches.data && matches.data.Results.length === 0 && <p>{empty}</p>}
      <ul className="people-cards">
        {matches.data?.Results.map((m) => (
          <li key={m.ProfileId} className="person-card">
            <PersonHead person={m} />
            {m.SharedTags.length > 0 && <p>{t('checkin.sharedTags', { tags: m.SharedTags.join(', ') })}</p>}
            {m.TheyCanHelp.length > 0 && (
              <p>{t('checkin.theyCanHelp', { words: m.TheyCanHelp.join(', ') })}</p>
            )}
            {m.ICanHelp.length > 0 && <p>{t('checkin.iCanHelp', { words: m.ICanHelp.join(', ') })}</p>}
            <Link className="button" to={chatLink(locale, m.ProfileId)}>
              {t('people.chat', { name: m.FullName })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Knowledge({ locationId, date }: { locationId: number; date: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useKnowledge(locationId, date, page);
  return (
    <section aria-labelledby="knowledge-title" className="checkin-knowledge">
      <h2 id="knowledge-title">{t('checkin.knowledgeTitle')}</h2>
      {list.isError && (
        <LoadError error={list.error} fallback={t('people.loadError')} onRetry={() => list.refetch()} />
      )}
      <ul>
        {list.data?.Results.map((k) => (
          <li key={k.ProfileId}>
            <strong>{k.FullName}</strong>: {k.Knowledge}
          </li>
        ))}
      </ul>
      {list.data?.MorePages && (
        <button type="button" className="link" onClick={() => setPage(page + 1)}>
          {t('checkin.more')}
        </button>
      )}
    </section>
  );
}

/** `/sociaal-kapitaal`: a free workspace in exchange for sharing knowledge, and where to find one. */
function SocialCapitalPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const list = useSocialCapital(locale, page);
  usePageMeta(t('social.title'), t('social.intro'));
  return (
    <div className="social-page">
      <h1>{t('social.title')}</h1>
      <p>{t('social.intro')}</p>
      <ol className="social-steps">
        <li>{t('social.step1')}</li>
        <li>{t('social.step2')}</li>
        <li>{t('social.step3')}</li>
      </ol>
      <h2>{t('social.workspaces')}</h2>
      <Loading active={list.isFetching} />
      {list.isError && (
        <LoadError error={list.error} fallback={t('people.loadError')} onRetry={() => list.refetch()} />
      )}
      {list.data && list.data.Results.length === 0 && <p>{t('social.none')}</p>}
      <ul className="social-workspaces">
        {list.data?.Results.map((w) => (
          <li key={w.SpaceId}>
            <Link to={localizedPath('location', locale, { id: w.LocationId, slug: w.UrlName })}>
              {w.LocationName}
            </Link>
            <span> {t('social.workspace', { space: w.SpaceName, city: w.City, count: w.Capacity })}</span>
          </li>
        ))}
      </ul>
      {list.data && (
        <Pager
          page={page}
          morePages={list.data.MorePages}
          searchOf={(p) => (p > 1 ? `page=${p}` : '')}
          className="people-pager"
        />
      )}
    </div>
  );
}
