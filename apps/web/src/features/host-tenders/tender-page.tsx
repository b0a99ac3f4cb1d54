import { effectiveProposalStatus, type HostTenderDetail, localizedPath } from '@meetspace/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { HostShell } from '../../components/host/host-shell.tsx';
import { Loading } from '../../components/loading.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatInstant, todayInNl } from '../../lib/format.ts';
import { useFocusHeading } from '../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { describeProblem } from '../../lib/problems.ts';
import { useHostTender } from './api/host-tenders.ts';
import { DeclineButton } from './decline-dialog.tsx';
import { ProposalForm } from './proposal-form.tsx';
import { ProposalView } from './proposal-view.tsx';
import { TenderFacts } from './tender-facts.tsx';

const MAX_ID = 2_147_483_647;
const isId = (n: number) => Number.isInteger(n) && n > 0 && n <= MAX_ID;

/**
 * `/host/requests/:tenderId/:locationId`: one request at one of the host's locations: what the
 * applicant asks, and the answer: the editor while waiting (or after a change request, prefilled),
 * the sent proposal while open (a new version on demand), read-only once decided or expired.
 */
export function TenderPage() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const params = useParams();
  const tenderId = Number(params.tenderId);
  const locationId = Number(params.locationId);
  const valid = isId(tenderId) && isId(locationId);
  const query = useHostTender(tenderId, locationId, valid);
  const detail = query.data;
  const title = detail ? detail.Request.Name || t('page.untitled', { id: tenderId }) : t('page.title');
  usePageTitle(detail ? `${title} · ${detail.Request.LocationName}` : title);
  const heading = useFocusHeading<HTMLHeadingElement>(!query.isPending);
  const back = (
    <p>
      <Link to={localizedPath('host-tenders', locale)}>{t('page.back')}</Link>
    </p>
  );

  if (!detail) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <HostShell current="host-tenders">
        <section aria-labelledby="ht-title" className="host-tenders">
          {back}
          <h1 id="ht-title" ref={heading} tabIndex={-1}>
            {t('page.title')}
          </h1>
          <Loading active={valid && query.isPending} />
          {(!valid || status === 404) && <p role="alert">{t('page.notFound')}</p>}
          {status === 403 && <p role="alert">{t('page.forbidden')}</p>}
          {query.isError && status !== 403 && status !== 404 && (
            <p role="alert" className="error">
              {describeProblem(query.error, i18n, t('page.failed')).message}
            </p>
          )}
        </section>
      </HostShell>
    );
  }

  const r = detail.Request;
  return (
    <HostShell current="host-tenders">
      <article aria-labelledby="ht-title" className="host-tenders">
        {back}
        <h1 id="ht-title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p className="ht-status-line">
          <span className={`ht-badge ht-badge--${r.Status}`} data-testid="request-status">
            {t(`requestStatus.${r.Status}`)}
          </span>{' '}
          {r.LocationName}
        </p>
        <div className="ht-columns">
          <TenderFacts request={r} />
          <div className="ht-answer">
            <Answer detail={detail} />
          </div>
        </div>
      </article>
    </HostShell>
  );
}

/** The answer part of the page, by where the request and its proposal stand. */
function Answer({ detail }: { detail: HostTenderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [justSent, setJustSent] = useState(false);
  const r = detail.Request;
  const p = detail.Proposal;
  const today = todayInNl();

  const [justDeclined, setJustDeclined] = useState(false);
  // After sending or declining, focus goes to what the page shows instead (the form or dialog is
  // gone), once the answer is on the page (the query's data follows the call's answer).
  // biome-ignore lint/correctness/useExhaustiveDependencies: run again when the request or proposal changes
  useEffect(() => {
    const heading = justSent ? 'ht-proposal-title' : justDeclined ? 'ht-declined-title' : null;
    const element = heading && document.getElementById(heading);
    // (The version as sent, folded under the editor, is not it.)
    if (!element || element.closest('details')) return;
    element.focus();
    setJustSent(false);
    setJustDeclined(false);
  }, [justSent, justDeclined, r.Status, p]);
  const onSent = () => {
    setEditing(false);
    setJustSent(true);
  };

  if (r.Status === 'declined')
    return (
      <section aria-labelledby="ht-declined-title" className="notice" data-testid="request-declined">
        <h2 id="ht-declined-title" tabIndex={-1}>
          {t('answer.declinedTitle')}
        </h2>
        <p>{t('answer.declined')}</p>
        {r.DeclineReason && <p className="pre">{r.DeclineReason}</p>}
      </section>
    );

  if (!p) {
    if (r.Status === 'closed')
      return (
        <p className="notice" data-testid="request-closed">
          {t('answer.closed')}
        </p>
      );
    return (
      <>
        <ProposalForm detail={detail} onSent={onSent} />
        <section aria-labelledby="ht-decline-title" className="ht-decline">
          <h2 id="ht-decline-title">{t('decline.heading')}</h2>
          <p>{t('decline.intro')}</p>
          <DeclineButton
            tenderId={r.TenderId}
            locationId={r.LocationId}
            onDeclined={() => setJustDeclined(true)}
          />
        </section>
      </>
    );
  }

  const status = effectiveProposalStatus(p.Status, p.ValidUntil, today);
  const change = [...p.History].reverse().find((h) => h.Kind === 'changeRequested');
  if (status === 'changeRequested')
    return (
      <>
        <section aria-labelledby="ht-change-title" className="ht-change" data-testid="change-request">
          <h2 id="ht-change-title">{t('answer.changeTitle')}</h2>
          <p>
            {change
              ? t('answer.changeBy', {
                  name: change.ByName,
                  when: formatInstant(change.At, locale),
                  version: change.Version,
                })
              : t('answer.changeNoComment')}
          </p>
          {change?.Comment && <blockquote className="pre">{change.Comment}</blockquote>}
        </section>
        <ProposalForm detail={detail} onSent={onSent} />
        <details className="ht-previous">
          <summary>{t('answer.previous', { version: p.Version })}</summary>
          <ProposalView proposal={p} />
        </details>
      </>
    );

  const shown = { ...p, Status: status };
  if (status === 'open' && editing)
    return (
      <>
        <ProposalForm detail={detail} onSent={onSent} onCancel={() => setEditing(false)} />
        <details className="ht-previous">
          <summary>{t('answer.previous', { version: p.Version })}</summary>
          <ProposalView proposal={shown} />
        </details>
      </>
    );
  return (
    <>
      <ProposalView proposal={shown} />
      {status === 'open' && (
        <div className="ht-actions">
          <button type="button" className="secondary" onClick={() => setEditing(true)}>
            {t('answer.newVersion')}
          </button>
        </div>
      )}
      {status === 'expired' && <p className="muted">{t('answer.expired')}</p>}
    </>
  );
}
