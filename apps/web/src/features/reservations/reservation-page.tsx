import { localizedPath, type ReservationDetail } from '@meetspace/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { formatPeriod } from '../../lib/period-format.ts';
import { describeProblem } from '../../lib/problems.ts';
import { useReservation } from './api/reservations.ts';
import type { CopiedNotice } from './components/copy-dialog.tsx';
import { SectionNav } from './components/section-nav.tsx';
import { lockReason } from './lock.ts';
import type { Submenu } from './submenus.ts';

/**
 * `/my/reservations/:id` and its submenus (`/comments`, `/revisions`, ...): the reservation's
 * heading, why it can no longer be changed (when locked), the submenu navigation and the submenu.
 */
export function ReservationPage({ submenu }: { submenu: Submenu }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const detail = useReservation(id, valid);
  const r = detail.data;
  const sectionName = t(submenu.label);
  const heading = useRef<HTMLHeadingElement>(null);
  const copiedFrom = (useLocation().state as CopiedNotice | null)?.copiedFrom;
  const shownId = r?.Id;

  // After a copy the page is the new reservation: focus its heading so that is what is read out.
  useEffect(() => {
    if (copiedFrom && shownId) heading.current?.focus();
  }, [copiedFrom, shownId]);

  useEffect(() => {
    document.title = r ? `${sectionName} · ${r.Name || r.LocationName} · ${t('app.name')}` : t('app.name');
    return () => {
      document.title = t('app.name');
    };
  }, [r, sectionName, t]);

  const back = (
    <p>
      <Link to={localizedPath('my-reservations', locale)}>{t('my.back')}</Link>
    </p>
  );
  if (!valid)
    return (
      <>
        {back}
        <p role="alert">{t('problems.http404')}</p>
      </>
    );
  if (!r) {
    return (
      <>
        {back}
        <Loading active={detail.isPending} />
        {detail.isError && (
          <p role="alert" className="error">
            {describeProblem(detail.error, i18n, t('res.failed')).message}
          </p>
        )}
      </>
    );
  }
  return (
    <article aria-labelledby="res-title" className="reservation">
      {back}
      <h1 id="res-title" ref={heading} tabIndex={-1}>
        {r.Name || r.LocationName} (#{r.Id})
      </h1>
      <p className="status">
        <span>{t(`my.status.${r.StatusId}`)}</span> · {r.LocationName} · {formatPeriod(r, locale)}
      </p>
      <LockNotice r={r} />
      <SectionNav id={r.Id} current={submenu.id} />
      <section aria-labelledby="section-title" className="section">
        <h2 id="section-title" tabIndex={-1} data-focus-fallback>
          {sectionName}
        </h2>
        {/* Keyed by reservation: after a copy the new one starts with closed dialogs and empty forms. */}
        <submenu.Section key={r.Id} section={submenu.id} r={r} />
      </section>
    </article>
  );
}

/** Why changes are no longer possible, in one sentence (nothing when the reservation can change). */
function LockNotice({ r }: { r: ReservationDetail }) {
  const { t } = useTranslation();
  const reason = lockReason(r);
  if (!reason) return null;
  return <p className="notice">{t(`res.locked.${reason}`)}</p>;
}
