import { LanguageId, type PublicWidget, WIDGET_FONT_STACKS } from '@meetspace/domain';
import { type ComponentType, type CSSProperties, type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Field } from '../../components/field.tsx';
import { Loading } from '../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../lib/hooks/use-page-meta.ts';
import { saveWidgetSearch, usePublicWidget } from './api/widgets.ts';

/** The booking wizard the app gives the widget page (the booking feature's, composed in the app). */
export type EmbeddedWizard = ComponentType<{ searchKey: string }>;

const SEARCH_KEY = 'sk';

/** Times of the widget's form: 07:00 to 22:00 by half hours (the server keeps them in the opening hours). */
const TIMES = Array.from({ length: 31 }, (_, i) => 420 + i * 30);
const clock = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

function tomorrow(): string {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Tells the page around the iframe how tall the widget is now (embed.js sizes the iframe). */
function useReportHeight(box: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = box.current;
    if (!el || window.parent === window || typeof ResizeObserver === 'undefined') return;
    const send = () =>
      window.parent.postMessage(
        { type: 's2m-widget-height', height: Math.ceil(el.getBoundingClientRect().height) + 32 },
        '*',
      );
    const observer = new ResizeObserver(send);
    observer.observe(el);
    send();
    return () => observer.disconnect();
  }, [box]);
}

/** The widget's look as the site's own design tokens, for everything inside it (the wizard too). */
function styleOf(widget: PublicWidget): CSSProperties {
  const s = widget.Styling;
  return {
    '--brand': s.PrimaryColor,
    '--text': s.TextColor,
    '--bg': s.BackgroundColor,
    '--widget-radius': `${s.BorderRadius}px`,
    fontFamily: WIDGET_FONT_STACKS[s.FontFamily],
    color: s.TextColor,
    background: s.BackgroundColor,
  } as CSSProperties;
}

/**
 * `widget-embed`: the booking flow of one widget inside a venue's website (an iframe, no site
 * header or footer): its search (meeting type pre-selected, at least its minimum of seats) at its
 * location, then the booking wizard, which reads the widget's settings with the search (prices,
 * steps, sign-in choices).
 */
export function EmbedPage({ Wizard }: { Wizard: EmbeddedWizard }) {
  const { t } = useTranslation();
  const key = useParams().widgetKey ?? '';
  const widget = usePublicWidget(key);
  const [params, setParams] = useSearchParams();
  const searchKey = params.get(SEARCH_KEY);
  const box = useRef<HTMLDivElement>(null);
  useReportHeight(box);
  usePageMeta(
    widget.data ? t('widgets.embed.title', { name: widget.data.LocationName }) : t('widgets.embed.loading'),
  );
  const onSearched = (k: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set(SEARCH_KEY, k);
      return next;
    });
  return (
    <div className="widget-embed" ref={box} style={widget.data ? styleOf(widget.data) : undefined}>
      {widget.isError ? (
        <p role="alert">{t('widgets.embed.notFound')}</p>
      ) : !widget.data ? (
        <Loading active label={t('widgets.embed.loading')} />
      ) : (
        <>
          <h1>{t('widgets.embed.title', { name: widget.data.LocationName })}</h1>
          {widget.data.ShowSearchInput ? (
            <WidgetSearchForm widget={widget.data} onSearched={onSearched} />
          ) : (
            !searchKey && <AutoSearch widget={widget.data} onSearched={onSearched} />
          )}
          {searchKey && <Wizard key={searchKey} searchKey={searchKey} />}
        </>
      )}
    </div>
  );
}

/** Without a search input the widget searches its defaults at once (the next day, its seats). */
function AutoSearch({ widget, onSearched }: { widget: PublicWidget; onSearched: (key: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [error, setError] = useState<unknown>(null);
  const problem = useProblem(error, 'widgets.embed.searchFailed');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    saveWidgetSearch({
      WidgetId: widget.Id,
      LocationId: widget.LocationId,
      MeetingtypeId: widget.PreSelectedMeetingtype,
      Seats: widget.MinSeats,
      StartDate: tomorrow(),
      LanguageId: LanguageId[locale],
    }).then((s) => onSearched(s.Key), setError);
  }, [widget, locale, onSearched]);
  return error ? <ProblemAlert problem={problem} /> : <Loading active label={t('widgets.embed.searching')} />;
}

function WidgetSearchForm({
  widget,
  onSearched,
}: {
  widget: PublicWidget;
  onSearched: (key: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [type, setType] = useState(widget.PreSelectedMeetingtype);
  const [date, setDate] = useState(tomorrow);
  const [start, setStart] = useState(540);
  const [end, setEnd] = useState(780);
  const [seats, setSeats] = useState(Math.max(1, widget.MinSeats));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const problem = useProblem(error, 'widgets.embed.searchFailed');
  const endBeforeStart = end <= start;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || endBeforeStart) return;
    setBusy(true);
    setError(null);
    try {
      const saved = await saveWidgetSearch({
        WidgetId: widget.Id,
        LocationId: widget.LocationId,
        SpaceId: widget.SpaceId,
        MeetingtypeId: type,
        StartDate: date,
        StartMinutes: start,
        EndMinutes: end,
        Seats: Math.max(seats, widget.MinSeats),
        LanguageId: LanguageId[locale],
      });
      onSearched(saved.Key);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="search-form widget-search"
      onSubmit={submit}
      noValidate
      aria-label={t('widgets.embed.searchForm')}
    >
      <div className="fields">
        {widget.Meetingtypes.length > 1 && (
          <Field label={t('widgets.embed.type')}>
            {(props) => (
              <select {...props} value={type} onChange={(e) => setType(Number(e.target.value))}>
                {widget.Meetingtypes.map((m) => (
                  <option key={m} value={m}>
                    {t(`widgets.meetingTypes.${m}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field label={t('widgets.embed.date')} error={problem.fields.StartDate}>
          {(props) => (
            <input {...props} type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
          )}
        </Field>
        <Field label={t('widgets.embed.from')}>
          {(props) => (
            <select {...props} value={start} onChange={(e) => setStart(Number(e.target.value))}>
              {TIMES.slice(0, -1).map((m) => (
                <option key={m} value={m}>
                  {clock(m)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('widgets.embed.until')}
          error={endBeforeStart ? t('widgets.embed.endAfterStart') : problem.fields.EndMinutes}
        >
          {(props) => (
            <select {...props} value={end} onChange={(e) => setEnd(Number(e.target.value))}>
              {TIMES.slice(1).map((m) => (
                <option key={m} value={m}>
                  {clock(m)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('widgets.embed.people')} error={problem.fields.Seats}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={widget.MinSeats}
              max={1000}
              value={seats}
              onChange={(e) => setSeats(Math.max(1, Math.round(Number(e.target.value) || 1)))}
            />
          )}
        </Field>
      </div>
      <ProblemAlert problem={problem} shown={(f) => ['StartDate', 'EndMinutes', 'Seats'].includes(f)} />
      <p className="actions">
        <button type="submit" disabled={busy || endBeforeStart}>
          {t('widgets.embed.search')}
        </button>
      </p>
    </form>
  );
}
