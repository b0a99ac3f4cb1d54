import { localizedPath, matchRoute, type QuestionList, type RouteName } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/loading.tsx';
import { NetworkNav } from '../../../components/network-nav.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import { isForbidden, isNotFound, useMyQuestions, useQuestion, useQuestions } from '../api/questions.ts';
import { AskForm } from './ask-form.tsx';
import {
  ActivityTabs,
  QuestionCards,
  QuestionFilterForm,
  questionHref,
  searchOf,
  useFilters,
} from './parts.tsx';
import { QuestionDetail } from './question-detail.tsx';

/** A list's body: loading, its error, its cards or a "none" line, and its pager. */
export function ListBody({
  query,
  page,
  search,
  route,
  hrefOf,
  empty,
}: {
  query: { isPending: boolean; error: unknown; data?: QuestionList; refetch: () => unknown };
  page: number;
  search: (page: number) => string;
  route?: RouteName;
  hrefOf?: (q: { Id: number }) => string;
  empty: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const href = hrefOf ?? ((q: { Id: number }) => questionHref(locale, route ?? 'network-question', q));
  return (
    <>
      <Loading active={query.isPending} />
      {query.error != null && (
        <LoadError error={query.error} fallback={t('list.failed')} onRetry={() => void query.refetch()} />
      )}
      {query.data &&
        (query.data.Results.length > 0 ? (
          <>
            <p className="muted" aria-live="polite">
              {t('list.count', { count: query.data.TotalCount })}
            </p>
            <QuestionCards questions={query.data.Results} hrefOf={href} />
            <Pager
              page={page}
              morePages={query.data.MorePages}
              searchOf={search}
              className="question-pager"
            />
          </>
        ) : (
          <p className="notice" data-testid="questions-none">
            {empty}
          </p>
        ))}
    </>
  );
}

/** `/netwerk/vragen`: the questions the member reads, searched, by tags, open or closed, 25 a page. */
export function QuestionsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const filters = useFilters();
  const questions = useQuestions(filters);
  const heading = useFocusHeading<HTMLHeadingElement>();
  usePageTitle(t('list.title'));
  return (
    <section className="questions-page" aria-labelledby="questions-title">
      <NetworkNav current="questions" />
      <div className="questions-head">
        <h1 id="questions-title" ref={heading} tabIndex={-1}>
          {t('list.title')}
        </h1>
        <Link
          className="button"
          to={localizedPath('network-questions-create', locale)}
          data-testid="ask-link"
        >
          {t('list.ask')}
        </Link>
      </div>
      <p className="muted">{t('list.intro')}</p>
      <QuestionFilterForm key={JSON.stringify(filters)} filters={filters} />
      <ListBody
        query={questions}
        page={filters.page}
        search={searchOf(filters)}
        empty={filters.q || filters.tags || filters.status ? t('list.noneFound') : t('list.none')}
      />
    </section>
  );
}

/** `/netwerk/vragen/vraag-stellen`: asking a question; then its page. */
export function AskPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const heading = useFocusHeading<HTMLHeadingElement>();
  usePageTitle(t('ask.heading'));
  return (
    <section className="questions-page" aria-labelledby="ask-title">
      <NetworkNav current="questions" />
      <h1 id="ask-title" ref={heading} tabIndex={-1}>
        {t('ask.heading')}
      </h1>
      <p className="muted">{t('ask.intro')}</p>
      <AskForm
        onAsked={(q) => {
          toast(t('ask.asked'));
          navigate(localizedPath('network-question', locale, { id: q.Id }));
        }}
      />
    </section>
  );
}

/** One question's page (`network-question`, `my-activities-question`). */
export function QuestionPage({ back }: { back: RouteName }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = Number(matchRoute(useLocation().pathname)?.params.id) || 0;
  const question = useQuestion(id);
  const heading = useFocusHeading<HTMLHeadingElement>(Boolean(question.data));
  usePageTitle(question.data?.Title ?? t('list.title'));
  return (
    <section className="questions-page">
      {back === 'network-questions' ? <NetworkNav current="questions" /> : <ActivityTabs />}
      <p>
        <Link to={localizedPath(back, locale)}>
          {t(back === 'network-questions' ? 'detail.back' : 'mine.back')}
        </Link>
      </p>
      <QuestionBody query={question} headingRef={heading} />
    </section>
  );
}

/** The question, or why it is not shown (not found, not for you, failed). */
export function QuestionBody({
  query,
  headingRef,
  headingLevel = 1,
}: {
  query: ReturnType<typeof useQuestion>;
  headingRef?: React.RefObject<HTMLHeadingElement | null>;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  if (query.isPending) return <Loading active />;
  if (query.error || !query.data)
    return isNotFound(query.error) || isForbidden(query.error) ? (
      <>
        <Heading>{t(isNotFound(query.error) ? 'detail.notFound' : 'detail.forbidden')}</Heading>
        <p>{t(isNotFound(query.error) ? 'detail.notFoundText' : 'detail.forbiddenText')}</p>
      </>
    ) : (
      <LoadError error={query.error} fallback={t('detail.loadFailed')} onRetry={() => void query.refetch()} />
    );
  return <QuestionDetail question={query.data} headingRef={headingRef} headingLevel={headingLevel} />;
}

/** `/mijn/activiteiten/vragen`: the member's own questions and those they answered, a tab each. */
export function MyQuestionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const which = params.get('show') === 'answered' ? 'answered' : 'asked';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const questions = useMyQuestions(which, page);
  const heading = useFocusHeading<HTMLHeadingElement>();
  usePageTitle(t('mine.title'));
  const show = (next: 'asked' | 'answered') => {
    setParams(next === 'answered' ? { show: 'answered' } : {});
  };
  return (
    <section className="questions-page" aria-labelledby="my-questions-title">
      <h1 id="my-questions-title" ref={heading} tabIndex={-1}>
        {t('mine.title')}
      </h1>
      <ActivityTabs />
      <fieldset className="question-switch">
        <legend className="visually-hidden">{t('mine.which')}</legend>
        <button
          type="button"
          aria-pressed={which === 'asked'}
          onClick={() => show('asked')}
          data-testid="mine-asked"
        >
          {t('mine.asked')}
        </button>
        <button
          type="button"
          aria-pressed={which === 'answered'}
          onClick={() => show('answered')}
          data-testid="mine-answered"
        >
          {t('mine.answered')}
        </button>
      </fieldset>
      <ListBody
        query={questions}
        page={page}
        search={(p) => {
          const next = new URLSearchParams();
          if (which === 'answered') next.set('show', 'answered');
          if (p > 1) next.set('page', String(p));
          return next.toString() ? `?${next}` : '';
        }}
        route="my-activities-question"
        empty={which === 'asked' ? t('mine.noneAsked') : t('mine.noneAnswered')}
      />
    </section>
  );
}
