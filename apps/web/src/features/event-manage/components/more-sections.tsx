import {
  EVENT_MESSAGE_AUDIENCES,
  type EventMessageAudience,
  type EventView,
  type OrganizerBody,
} from '@meetspace/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../../components/field.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { formatDate, formatInstant } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { describeProblem, type Problem } from '../../../lib/problems.ts';
import { calls, useEventChange, useParticipants } from '../api/event-manage.ts';
import { registrationsByDay } from '../registrations-by-day.ts';
import { publicPath } from '../sections.ts';
import { useSentence } from './fields/shared.ts';

/** An amount in its currency, written the Dutch way as all money on the site. */
export const amountIn = (value: number, currency: string) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency }).format(value);

/**
 * The dashboard: counts, revenue, registrations per day (bars with the same figures as a table),
 * the active toggle (saved at once; a second press while saving is ignored), publish or
 * unpublish, and the link to the public page.
 */
export function DashboardSection({ event }: { event: EventView }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const participants = useParticipants(event.Id);
  const loadProblem = useProblem(participants.error, 'manage.loadFailed');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useEventChange(event.Id, (body: { IsActive?: boolean; IsPublished?: boolean }) =>
    calls.update(event.Id, body),
  );
  const data = participants.data;
  const byDay = registrationsByDay(data?.Results.map((p) => p.CreatedAt) ?? []);
  const most = Math.max(1, ...byDay.map((d) => d.count));
  const published = event.Status === 'published';

  function toggle(body: { IsActive?: boolean; IsPublished?: boolean }, done: string) {
    if (change.isPending) return;
    setProblem(null);
    change.mutate(body, {
      onSuccess: () => toast(done),
      onError: (error) => setProblem(describeProblem(error, i18n, t('manage.saveFailed')).message),
    });
  }

  return (
    <div className="em-dashboard" data-testid="em-dashboard">
      <h2>{t('sections.dashboard')}</h2>
      <ProblemAlert problem={problem} />
      <p>
        <span
          className={`em-status em-status-${published ? 'published' : 'notPublished'}`}
          data-testid="em-event-status"
        >
          {t(published ? 'status.published' : 'status.notPublished')}
        </span>{' '}
        <Link to={publicPath(event, locale)} data-testid="em-public-link">
          {t('manage.dashboard.publicPage')}
        </Link>
      </p>
      <div className="em-actions">
        <button
          type="button"
          className={published ? 'secondary' : undefined}
          aria-disabled={change.isPending || undefined}
          data-testid={published ? 'em-unpublish' : 'em-publish-now'}
          onClick={() =>
            toggle(
              { IsPublished: !published },
              t(published ? 'manage.dashboard.unpublished' : 'manage.dashboard.published'),
            )
          }
        >
          {t(published ? 'manage.dashboard.unpublish' : 'manage.dashboard.publish')}
        </button>
        <label className="check em-toggle">
          <input
            type="checkbox"
            checked={event.IsActive}
            aria-describedby="em-active-hint"
            data-testid="em-active"
            onChange={(e) =>
              toggle(
                { IsActive: e.target.checked },
                t(e.target.checked ? 'manage.dashboard.activeOn' : 'manage.dashboard.activeOff'),
              )
            }
          />{' '}
          {t('manage.dashboard.active')}
        </label>
        <small id="em-active-hint" className="muted">
          {t('manage.dashboard.activeHint')}
        </small>
      </div>
      <Loading active={participants.isPending} />
      <ProblemAlert problem={loadProblem} />
      {data && (
        <>
          <dl className="em-counts" data-testid="em-counts">
            {(
              [
                ['confirmed', data.Confirmed],
                ['pending', data.Pending],
                ['waitingList', data.WaitingList],
                ['cancelled', data.Cancelled],
                ['checkedIn', data.CheckedIn],
              ] as const
            ).map(([key, n]) => (
              <div key={key} data-testid={`em-count-${key}`}>
                <dt>{t(`counts.${key}`)}</dt>
                <dd>{n}</dd>
              </div>
            ))}
            <div>
              <dt>{t('counts.revenue')}</dt>
              <dd data-testid="em-revenue">
                {data.Revenue.length === 0
                  ? amountIn(0, 'EUR')
                  : data.Revenue.map((r) => amountIn(r.Amount, r.Currency)).join(' · ')}
              </dd>
            </div>
          </dl>
          <h3 id="em-chart-title">{t('manage.dashboard.overTime')}</h3>
          {byDay.length === 0 ? (
            <p>{t('manage.dashboard.noRegistrations')}</p>
          ) : (
            <div className="em-chart-wrap">
              <table className="em-chart" aria-labelledby="em-chart-title">
                <thead>
                  <tr>
                    <th scope="col">{t('manage.dashboard.day')}</th>
                    <th scope="col">{t('manage.dashboard.new')}</th>
                    <th scope="col">{t('manage.dashboard.total')}</th>
                  </tr>
                </thead>
                <tbody>
                  {byDay.map((d) => (
                    <tr key={d.day}>
                      <th scope="row">{formatDate(d.day, locale)}</th>
                      <td>
                        <span
                          className="em-bar"
                          aria-hidden="true"
                          style={{ inlineSize: `${(d.count / most) * 100}%` }}
                        />
                        <span className="em-bar-value">{d.count}</span>
                      </td>
                      <td>{d.total}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** The organizers: list (owner and primary marked), receive e-mail, primary, remove; add by name and e-mail. */
export function OrganizersSection({ event }: { event: EventView }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const sentence = useSentence();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<Problem | string | null>(null);
  const add = useEventChange(event.Id, (body: OrganizerBody) => calls.addOrganizer(event.Id, body));
  const update = useEventChange(event.Id, (x: { orgId: number; body: Partial<OrganizerBody> }) =>
    calls.updateOrganizer(event.Id, x.orgId, x.body),
  );
  const remove = useEventChange(event.Id, (orgId: number) => calls.removeOrganizer(event.Id, orgId));
  const busy = add.isPending || update.isPending || remove.isPending;
  const failed = (error: unknown) => setProblem(describeProblem(error, i18n, t('manage.saveFailed')));

  function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found: Record<string, string | undefined> = {};
    if (!name.trim()) found.FullName = sentence('required');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.Email = sentence('email_invalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      { FullName: name.trim(), Email: email.trim() },
      {
        onSuccess: () => {
          setName('');
          setEmail('');
          setProblem(null);
          toast(t('manage.organizers.added'));
        },
        onError: (error) => {
          const d = describeProblem(error, i18n, t('manage.saveFailed'));
          setErrors(d.fields);
          setProblem(d);
        },
      },
    );
  }

  return (
    <div className="em-organizers">
      <h2>{t('sections.organizers')}</h2>
      <ProblemAlert problem={problem} shown={(f) => f === 'FullName' || f === 'Email'} />
      <ul className="em-list" data-testid="em-organizers">
        {event.Organizers.map((o) => (
          <li key={o.Id} className="em-card" data-testid="em-organizer">
            <p>
              <strong>{o.FullName}</strong> <span className="muted">{o.Email}</span>
              {o.IsOwner && <span className="em-badge">{t('manage.organizers.owner')}</span>}
              {o.IsPrimary && <span className="em-badge">{t('manage.organizers.primary')}</span>}
            </p>
            <label className="check">
              <input
                type="checkbox"
                checked={o.ReceiveEmail}
                disabled={busy}
                onChange={(e) =>
                  update.mutate(
                    { orgId: o.Id, body: { ReceiveEmail: e.target.checked } },
                    { onError: failed },
                  )
                }
              />{' '}
              {t('manage.organizers.receiveEmail')}
            </label>
            <div className="em-actions">
              {!o.IsPrimary && (
                <button
                  type="button"
                  className="secondary"
                  disabled={busy}
                  onClick={() =>
                    update.mutate(
                      { orgId: o.Id, body: { IsPrimary: true } },
                      { onSuccess: () => toast(t('manage.organizers.madePrimary')), onError: failed },
                    )
                  }
                >
                  {t('manage.organizers.makePrimary', { name: o.FullName })}
                </button>
              )}
              {!o.IsOwner && (
                <button
                  type="button"
                  className="danger"
                  disabled={busy}
                  onClick={() =>
                    remove.mutate(o.Id, {
                      onSuccess: () => toast(t('manage.organizers.removed', { name: o.FullName })),
                      onError: failed,
                    })
                  }
                >
                  {t('manage.organizers.remove', { name: o.FullName })}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={submit} className="em-form">
        <h3>{t('manage.organizers.add')}</h3>
        <div className="em-row">
          <Field label={t('manage.organizers.name')} error={errors.FullName}>
            {(p) => <input {...p} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />}
          </Field>
          <Field label={t('manage.organizers.email')} error={errors.Email}>
            {(p) => (
              <input
                {...p}
                type="email"
                value={email}
                maxLength={254}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
        </div>
        <button type="submit" disabled={busy}>
          {t('manage.organizers.addButton')}
        </button>
      </form>
    </div>
  );
}

interface DetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorConstructor = new (options: { formats: string[] }) => DetectorLike;

/** The browser's `BarcodeDetector`, where it has one. */
function barcodeDetector(): DetectorConstructor | null {
  const found = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  return typeof found === 'function' ? found : null;
}

/** Check-in: a ticket code typed, or scanned by the camera where the browser can read QR codes. */
export function CheckInSection({ event }: { event: EventView }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const [code, setCode] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [scanning, setScanning] = useState(false);
  const [canScan, setCanScan] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const id = useId();
  const check = useEventChange(event.Id, (c: string) => calls.checkIn(event.Id, c));

  useEffect(
    () => setCanScan(barcodeDetector() !== null && Boolean(navigator.mediaDevices?.getUserMedia)),
    [],
  );

  function checkIn(value: string) {
    const c = value.trim();
    if (c.length < 4 || busy.current) {
      if (c.length < 4) setResult({ ok: false, text: t('manage.checkIn.tooShort') });
      return;
    }
    busy.current = true;
    check.mutate(c, {
      onSuccess: (r) => {
        setResult({
          ok: true,
          text: t('manage.checkIn.done', {
            name: `${r.FirstName} ${r.LastName}`.trim(),
            at: formatInstant(r.CheckedInAt, locale),
          }),
        });
        setCode('');
      },
      onError: (error) =>
        setResult({ ok: false, text: describeProblem(error, i18n, t('manage.checkIn.failed')).message }),
      onSettled: () => {
        busy.current = false;
        inputRef.current?.focus();
      },
    });
  }

  // The camera: every 300 ms a frame is read; the first code found is checked in and the scan stops.
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts and stops with the scan only
  useEffect(() => {
    if (!scanning) return;
    const Detector = barcodeDetector();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !videoRef.current) return;
        videoRef.current.srcObject = stream;
        await videoRef.current.play();
        const tick = async () => {
          if (stopped || !videoRef.current) return;
          const found = await detector.detect(videoRef.current).catch(() => []);
          const value = found[0]?.rawValue;
          if (value) {
            setScanning(false);
            checkIn(value);
            return;
          }
          timer = window.setTimeout(tick, 300);
        };
        void tick();
      } catch {
        setScanning(false);
        setResult({ ok: false, text: t('manage.checkIn.noCamera') });
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [scanning]);

  return (
    <div className="em-checkin">
      <h2>{t('sections.checkIn')}</h2>
      <form
        noValidate
        className="em-form"
        onSubmit={(e) => {
          e.preventDefault();
          checkIn(code);
        }}
      >
        <div className="em-row">
          <Field label={t('manage.checkIn.code')} hint={t('manage.checkIn.hint')}>
            {(p) => (
              <input
                {...p}
                ref={inputRef}
                value={code}
                autoComplete="off"
                data-testid="em-checkin-code"
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </Field>
          <button type="submit" disabled={check.isPending} data-testid="em-checkin-submit">
            {t('manage.checkIn.submit')}
          </button>
        </div>
      </form>
      {canScan && (
        <p>
          <button type="button" className="secondary" onClick={() => setScanning((s) => !s)}>
            {t(scanning ? 'manage.checkIn.stopScan' : 'manage.checkIn.scan')}
          </button>
        </p>
      )}
      {scanning && (
        <video
          ref={videoRef}
          className="em-video"
          muted
          playsInline
          aria-label={t('manage.checkIn.camera')}
        />
      )}
      <div id={`${id}-result`} role="status" aria-live="polite" data-testid="em-checkin-result">
        {result && <p className={result.ok ? 'em-ok' : 'error'}>{result.text}</p>}
      </div>
    </div>
  );
}

/** A message to the participants (all, or one status): `POST /v1/event/{id}/message`. */
export function CommunicationSection({ event }: { event: EventView }) {
  const { t, i18n } = useTranslation();
  const sentence = useSentence();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [to, setTo] = useState<EventMessageAudience>('all');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<Problem | string | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const send = useEventChange(event.Id, () =>
    calls.message(event.Id, { Subject: subject.trim(), Body: body.trim(), To: to }),
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    if (send.isPending) return;
    const found: Record<string, string | undefined> = {};
    if (!subject.trim()) found.Subject = sentence('required');
    if (!body.trim()) found.Body = sentence('required');
    setErrors(found);
    setSent(null);
    if (Object.keys(found).length > 0) return;
    send.mutate(undefined, {
      onSuccess: (r) => {
        setSent(r.Recipients);
        setProblem(null);
        setSubject('');
        setBody('');
      },
      onError: (error) => {
        const d = describeProblem(error, i18n, t('manage.message.failed'));
        setErrors(d.fields);
        setProblem(d);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="em-form em-message">
      <h2>{t('sections.communication')}</h2>
      <ProblemAlert problem={problem} shown={(f) => ['Subject', 'Body', 'To'].includes(f)} />
      <Field label={t('manage.message.to')}>
        {(p) => (
          <select {...p} value={to} onChange={(e) => setTo(e.target.value as EventMessageAudience)}>
            {EVENT_MESSAGE_AUDIENCES.map((a) => (
              <option key={a} value={a}>
                {t(`manage.message.audience.${a}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('manage.message.subject')} error={errors.Subject}>
        {(p) => (
          <input
            {...p}
            value={subject}
            maxLength={150}
            data-testid="em-message-subject"
            onChange={(e) => setSubject(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('manage.message.body')} error={errors.Body}>
        {(p) => (
          <textarea
            {...p}
            rows={8}
            maxLength={5_000}
            value={body}
            data-testid="em-message-body"
            onChange={(e) => setBody(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" disabled={send.isPending} data-testid="em-message-send">
        {t('manage.message.send')}
      </button>
      <p role="status" data-testid="em-message-sent">
        {sent !== null ? t('manage.message.sent', { count: sent }) : ''}
      </p>
    </form>
  );
}
