import {
  ExternalLinkType,
  type ReservationDetail,
  type ReservationExternalLink,
  ReservationStatus,
} from '@meetspace/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { reservationCalls, useExternalLinks, useReservationWrite } from '../api/reservations.ts';

const TYPES = Object.values(ExternalLinkType);
const MAX_LINKS = 20;

/**
 * Links that belong to the meeting: documents and video calls. They can be added and removed even
 * when the reservation is locked (a video call is often added on the day), not once cancelled.
 */
export function ExternalLinksSection({ r }: { r: ReservationDetail }) {
  const { t } = useTranslation();
  const links = useExternalLinks(r.Id);
  const problem = useProblem(links.error, 'links.failed');
  const cancelled = r.StatusId === ReservationStatus.Cancelled;
  const list = links.data ?? [];
  return (
    <>
      <Loading active={links.isPending} />
      <ProblemAlert problem={problem} />
      {links.data && list.length === 0 && <p>{t('links.none')}</p>}
      {list.length > 0 && (
        <ul className="links">
          {list.map((link) => (
            <LinkItem key={link.Id} r={r} link={link} canRemove={!cancelled} />
          ))}
        </ul>
      )}
      {cancelled ? (
        <p className="muted">{t('links.cancelled')}</p>
      ) : list.length >= MAX_LINKS ? (
        <p className="muted">{t('links.full', { max: MAX_LINKS })}</p>
      ) : (
        links.data && <AddLinkForm r={r} />
      )}
    </>
  );
}

function LinkItem({
  r,
  link,
  canRemove,
}: {
  r: ReservationDetail;
  link: ReservationExternalLink;
  canRemove: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const remove = useReservationWrite(r.Id, () => reservationCalls.removeLink(r.Id, link.Id));
  const problem = useProblem(remove.error, 'links.saveFailed');
  const name = link.Title || link.Url;
  return (
    <li>
      <span className="muted">{t(`links.types.${link.TypeId}`, { defaultValue: String(link.TypeId) })}</span>:{' '}
      <a href={link.Url} target="_blank" rel="noopener noreferrer">
        {name}
        <span className="visually-hidden"> {t('links.newWindow')}</span>
      </a>{' '}
      <small className="muted">· {t('links.added', { when: formatInstant(link.CreatedAt, locale) })}</small>
      {canRemove && (
        <>
          {' '}
          <button
            type="button"
            className="link"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined)}
          >
            {t('links.remove', { name })}
          </button>
        </>
      )}
      <ProblemAlert problem={problem} />
    </li>
  );
}

function AddLinkForm({ r }: { r: ReservationDetail }) {
  const { t, i18n } = useTranslation();
  const [typeId, setTypeId] = useState<number>(ExternalLinkType.VideoCall);
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const add = useReservationWrite(r.Id, (body: Parameters<typeof reservationCalls.addLink>[1]) =>
    reservationCalls.addLink(r.Id, body),
  );
  const problem = useProblem(add.error, 'links.saveFailed');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    add.mutate(
      { TypeId: typeId, Url: url.trim(), ...(title.trim() ? { Title: title.trim() } : {}) },
      {
        onSuccess: () => {
          setUrl('');
          setTitle('');
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="search-form" aria-labelledby="add-link-title">
      <h3 id="add-link-title">{t('links.addTitle')}</h3>
      <div className="fields">
        <Field label={t('links.type')} error={problem.fields.TypeId}>
          {(props) => (
            <select {...props} value={typeId} onChange={(e) => setTypeId(Number(e.target.value))}>
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`links.types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('links.url')}
          hint={t('links.urlHint')}
          error={
            // The format checks get one clear sentence; the service's own refusals keep theirs.
            problem.codes.Url && !i18n.exists(`problems.${problem.codes.Url}`)
              ? t('links.invalidUrl')
              : problem.fields.Url
          }
        >
          {(props) => (
            <input
              {...props}
              type="url"
              required
              maxLength={2000}
              inputMode="url"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('links.title')} error={problem.fields.Title}>
          {(props) => (
            <input {...props} maxLength={200} value={title} onChange={(e) => setTitle(e.target.value)} />
          )}
        </Field>
      </div>
      <ProblemAlert problem={problem} shown={(f) => ['TypeId', 'Url', 'Title'].includes(f)} />
      <p role="status" className="visually-hidden">
        {add.isSuccess ? t('links.addedNow') : ''}
      </p>
      <button type="submit" disabled={add.isPending}>
        {t('links.add')}
      </button>
    </form>
  );
}
