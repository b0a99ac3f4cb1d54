import './i18n.ts';
import './styles.css';
import { localizedPath, matchRoute } from '@meetspace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useToast } from '../../components/toasts.tsx';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useQuestion, useQuestions } from './api/questions.ts';
import { AskForm } from './components/ask-form.tsx';
import { ListBody, QuestionBody } from './components/pages.tsx';
import { QuestionFilterForm, searchOf, useFilters } from './components/parts.tsx';
import type { GroupQuestionsProps } from './panel.ts';

/**
 * A group page's questions tab: the group's questions (searchable like the network's), asking one
 * in the group, and one of them (`network-group-question`) in the group's frame.
 */
export default function GroupQuestions({ groupId, groupSlug }: GroupQuestionsProps) {
  const match = matchRoute(useLocation().pathname);
  if (match?.name === 'network-group-question')
    return (
      <GroupQuestion groupId={groupId} groupSlug={groupSlug} id={Number(match.params.questionId) || 0} />
    );
  return <GroupQuestionList groupId={groupId} groupSlug={groupSlug} />;
}

function GroupQuestionList({ groupId, groupSlug }: GroupQuestionsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const filters = useFilters();
  const questions = useQuestions(filters, groupId);
  const [asking, setAsking] = useState(false);
  const hrefOf = (q: { Id: number }) =>
    localizedPath('network-group-question', locale, { id: groupId, slug: groupSlug, questionId: q.Id });
  return (
    <section aria-labelledby="group-questions-title" className="group-questions">
      <div className="questions-head">
        <h2 id="group-questions-title">{t('group.title')}</h2>
        <button
          type="button"
          aria-expanded={asking}
          onClick={() => setAsking((a) => !a)}
          data-testid="group-ask"
        >
          {t('list.ask')}
        </button>
      </div>
      {asking && (
        <AskForm
          groupId={groupId}
          onAsked={(q) => {
            toast(t('ask.asked'));
            navigate(hrefOf(q));
          }}
        />
      )}
      <QuestionFilterForm key={JSON.stringify(filters)} filters={filters} />
      <ListBody
        query={questions}
        page={filters.page}
        search={searchOf(filters)}
        hrefOf={hrefOf}
        empty={filters.q || filters.tags || filters.status ? t('list.noneFound') : t('group.none')}
      />
    </section>
  );
}

function GroupQuestion({ groupId, groupSlug, id }: GroupQuestionsProps & { id: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const question = useQuestion(id);
  return (
    <section className="group-questions">
      <p>
        <Link to={localizedPath('network-group-questions', locale, { id: groupId, slug: groupSlug })}>
          {t('group.back')}
        </Link>
      </p>
      <QuestionBody query={question} headingLevel={2} />
    </section>
  );
}
