import { BLOG_RIGHTS_STATUSES, type BlogRightsRequest, type Locale } from '@meetspace/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Dialog } from '../../../components/dialog.tsx';
import { Loading } from '../../../components/loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatInstant } from '../../../lib/format.ts';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import { describeProblem } from '../../../lib/problems.ts';
import { useBlogRightsRequests, useDecideBlogRights } from '../api/stories.ts';
import { pageOf } from './stories-page.tsx';

/** `/beheer/blogrechten`: the blog-rights requests (waiting first), filtered by status; grant or deny each. */
export function AdminBlogRights() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const status = (BLOG_RIGHTS_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as string)
    : '';
  const page = pageOf(params);
  const list = useBlogRightsRequests(status, page);
  const heading = useFocusHeading<HTMLHeadingElement>();
  const filterId = useId();
  const [deciding, setDeciding] = useState<{ request: BlogRightsRequest; grant: boolean } | null>(null);
  usePageTitle(t('admin.title'));
  const forbidden = list.error instanceof ApiError && list.error.status === 403;
  const data = list.data;
  return (
    <section className="stories-admin" aria-labelledby="stories-admin-title">
      <h1 id="stories-admin-title" ref={heading} tabIndex={-1}>
        {t('admin.title')}
      </h1>
      {forbidden ? (
        <p role="alert">{t('admin.forbidden')}</p>
      ) : (
        <>
          <div className="field stories-admin-filter">
            <label htmlFor={filterId}>{t('admin.filter')}</label>
            <select
              id={filterId}
              value={status}
              onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {})}
            >
              <option value="">{t('admin.all')}</option>
              {BLOG_RIGHTS_STATUSES.filter((s) => s !== 'none').map((s) => (
                <option key={s} value={s}>
                  {t(`rights.status.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div aria-busy={list.isFetching}>
            <Loading active={list.isPending} label={t('admin.loading')} />
            {list.isError && !data && (
              <p role="alert" className="error">
                {t('admin.failed')}
              </p>
            )}
            {data && data.Results.length === 0 && <p>{t('admin.none')}</p>}
            {data && data.Results.length > 0 && (
              <ul className="stories-requests">
                {data.Results.map((request) => (
                  <li key={request.Id} className="stories-request">
                    <h2>
                      {request.Name} <span className="muted">({request.Email})</span>
                    </h2>
                    <p>
                      <span className={`story-badge ${request.Status}`}>
                        {t(`rights.status.${request.Status}`)}
                      </span>{' '}
                      {request.RequestedAt &&
                        t('admin.requestedAt', { date: formatInstant(request.RequestedAt, locale) })}
                    </p>
                    {request.Motivation && <blockquote className="pre">{request.Motivation}</blockquote>}
                    {request.Reason && <p>{t('rights.reason', { reason: request.Reason })}</p>}
                    {request.Status === 'pending' && (
                      <p className="actions">
                        <button
                          type="button"
                          className="primary"
                          onClick={() => setDeciding({ request, grant: true })}
                          aria-label={t('admin.grantFor', { name: request.Name })}
                        >
                          {t('admin.grant')}
                        </button>
                        <button
                          type="button"
                          onClick={() => setDeciding({ request, grant: false })}
                          aria-label={t('admin.denyFor', { name: request.Name })}
                        >
                          {t('admin.deny')}
                        </button>
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {data && (
              <Pager
                page={page}
                morePages={data.MorePages}
                searchOf={(next) =>
                  new URLSearchParams({ ...(status ? { status } : {}), page: String(next) }).toString()
                }
                className="stories-pager"
              />
            )}
          </div>
        </>
      )}
      <DecisionDialog decision={deciding} onClose={() => setDeciding(null)} locale={locale} />
    </section>
  );
}

/** Grant or deny one request: denying needs a reason (the member reads it in their mail). */
export function DecisionDialog({
  decision,
  onClose,
  locale,
}: {
  decision: { request: BlogRightsRequest; grant: boolean } | null;
  onClose: () => void;
  locale: Locale;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const decide = useDecideBlogRights();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [reasonError, setReasonError] = useState('');
  const grant = decision?.grant ?? true;
  const name = decision?.request.Name ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!decision) return;
    if (!grant && reason.trim() === '') {
      setReasonError(t('admin.reasonRequired'));
      return;
    }
    setReasonError('');
    try {
      await decide.mutateAsync({ id: decision.request.Id, grant, reason: reason.trim() });
      setReason('');
      onClose();
    } catch (error) {
      const described = describeProblem(error, i18n, t('admin.decideFailed'));
      setProblem(described.message);
      if (described.fields.Reason) setReasonError(described.fields.Reason);
    }
  }

  return (
    <Dialog
      open={decision !== null}
      onClose={() => {
        setProblem('');
        setReasonError('');
        onClose();
      }}
      title={grant ? t('admin.grantTitle', { name }) : t('admin.denyTitle', { name })}
    >
      <form onSubmit={(e) => void submit(e)} noValidate lang={locale}>
        <p>{grant ? t('admin.grantText', { name }) : t('admin.denyText', { name })}</p>
        <div className="field">
          <label htmlFor={id}>{grant ? t('admin.reasonOptional') : t('admin.reason')}</label>
          <textarea
            id={id}
            value={reason}
            maxLength={1000}
            rows={3}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${id}-error` : undefined}
          />
          {reasonError && (
            <small id={`${id}-error`} className="error">
              {reasonError}
            </small>
          )}
        </div>
        {problem && (
          <p role="alert" className="error">
            {problem}
          </p>
        )}
        <p className="actions">
          <button type="submit" className="primary" disabled={decide.isPending}>
            {grant ? t('admin.grant') : t('admin.deny')}
          </button>
          <button type="button" onClick={onClose}>
            {t('editor.cancel')}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
