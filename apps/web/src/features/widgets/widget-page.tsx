import {
  type HostWidget,
  localizedPath,
  MEETING_TYPE_IDS,
  WIDGET_FONTS,
  type WidgetBody,
  type WidgetChoices,
  type WidgetStyling,
} from '@meetspace/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CopyButton } from '../../components/copy-button.tsx';
import { Field } from '../../components/field.tsx';
import { HostShell } from '../../components/host/host-shell.tsx';
import { Loading } from '../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../lib/hooks/use-page-meta.ts';
import { useDeleteWidget, useHostWidget, useSaveWidget, useWidgetChoices } from './api/widgets.ts';
import { bodyOfWidget, embedSnippet, toggleMeetingType, wordpressTag } from './widget-form.ts';

const FLAGS = [
  'ShowPrices',
  'ShowSearchInput',
  'ShowCountrySelect',
  'ShowOptionsStep',
  'ShowBookingDetailsStep',
] as const;
const COLOURS = ['PrimaryColor', 'TextColor', 'BackgroundColor'] as const;
const AUTH_TYPES = [0, 1, 2] as const;

/** `host-widget`: every setting of one widget, a live preview, and the snippets to embed it. */
export function WidgetPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = Number(useParams().widgetId);
  const widget = useHostWidget(id);
  const choices = useWidgetChoices(locale);
  usePageMeta(widget.data ? t('widgets.edit.title', { name: widget.data.Name }) : t('widgets.list.title'));
  let body: React.ReactNode;
  if (widget.isError || choices.isError) {
    const gone = widget.error instanceof ApiError && [403, 404].includes(widget.error.status);
    body = (
      <>
        <h1>{t('widgets.list.title')}</h1>
        <p role="alert">{t(gone ? 'widgets.edit.gone' : 'widgets.list.loadFailed')}</p>
      </>
    );
  } else if (!widget.data || !choices.data) {
    body = <Loading active label={t('widgets.loading')} />;
  } else {
    body = <WidgetEditor key={widget.data.Id} widget={widget.data} choices={choices.data} />;
  }
  return (
    <HostShell current="host-widgets">
      <div className="widgets">
        <p>
          <Link to={localizedPath('host-widgets', locale)}>{t('widgets.edit.back')}</Link>
        </p>
        {body}
      </div>
    </HostShell>
  );
}

/** The page's origin, known in the browser only (the snippets name this site). */
function useOrigin(): string {
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  return origin;
}

function WidgetEditor({ widget, choices }: { widget: HostWidget; choices: WidgetChoices }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const origin = useOrigin();
  const [form, setForm] = useState<WidgetBody>(() => bodyOfWidget(widget));
  const [saved, setSaved] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveWidget(widget.Id);
  const remove = useDeleteWidget(widget.Id);
  const problem = useProblem(save.error ?? remove.error, 'widgets.saveFailed');
  const heading = useRef<HTMLHeadingElement>(null);
  const location = choices.Locations.find((l) => l.Id === form.LocationId);
  const spaces = (location?.Spaces ?? []).filter((s) => form.Meetingtypes.includes(s.MeetingtypeId));
  const spaceType = (spaceId: number) => location?.Spaces.find((s) => s.Id === spaceId)?.MeetingtypeId;
  const set = <K extends keyof WidgetBody>(key: K, value: WidgetBody[K]) => {
    setSaved(false);
    setForm((f) => ({ ...f, [key]: value }));
  };
  const setStyle = <K extends keyof WidgetStyling>(key: K, value: WidgetStyling[K]) =>
    set('Styling', { ...form.Styling, [key]: value });
  const typeName = (type: number) => t(`widgets.meetingTypes.${type}`);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(form, { onSuccess: () => setSaved(true) });
  }

  const shownFields = (f: string) =>
    ['Name', 'LocationId', 'PreSelectedMeetingtype', 'SpaceId', 'MinSeats'].includes(f) ||
    f.startsWith('Styling.');
  return (
    <>
      <h1 ref={heading}>{t('widgets.edit.title', { name: widget.Name })}</h1>
      <div className="widget-editor">
        <form
          onSubmit={submit}
          noValidate
          className="widget-settings"
          aria-labelledby="widget-settings-title"
        >
          <h2 id="widget-settings-title">{t('widgets.edit.settings')}</h2>
          <div className="fields">
            <Field label={t('widgets.fields.Name')} error={problem.fields.Name}>
              {(props) => (
                <input
                  {...props}
                  required
                  maxLength={100}
                  value={form.Name}
                  onChange={(e) => set('Name', e.target.value)}
                />
              )}
            </Field>
            <Field label={t('widgets.fields.LocationId')} error={problem.fields.LocationId}>
              {(props) => (
                <select
                  {...props}
                  value={form.LocationId}
                  onChange={(e) => {
                    const next = choices.Locations.find((l) => l.Id === Number(e.target.value));
                    if (!next) return;
                    setSaved(false);
                    setForm((f) => ({
                      ...f,
                      LocationId: next.Id,
                      SpaceId: null,
                      Meetingtypes: [...next.Meetingtypes],
                      PreSelectedMeetingtype: next.Meetingtypes[0] ?? 1,
                    }));
                  }}
                >
                  {choices.Locations.map((l) => (
                    <option key={l.Id} value={l.Id}>
                      {l.IsLive ? l.Name : t('widgets.fields.pendingLocation', { name: l.Name })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <fieldset className="widget-checks">
            <legend>{t('widgets.fields.Meetingtypes')}</legend>
            {MEETING_TYPE_IDS.map((type) => {
              const offered = location?.Meetingtypes.includes(type) ?? false;
              return (
                <label key={type}>
                  <input
                    type="checkbox"
                    checked={form.Meetingtypes.includes(type)}
                    disabled={!offered}
                    onChange={(e) => {
                      setSaved(false);
                      setForm((f) => toggleMeetingType(f, type, e.target.checked, spaceType));
                    }}
                  />{' '}
                  {typeName(type)}
                  {!offered && <span className="muted"> ({t('widgets.fields.notOffered')})</span>}
                </label>
              );
            })}
            {problem.fields['Meetingtypes.0'] && (
              <small className="error">{problem.fields['Meetingtypes.0']}</small>
            )}
          </fieldset>
          <div className="fields">
            <Field
              label={t('widgets.fields.PreSelectedMeetingtype')}
              error={problem.fields.PreSelectedMeetingtype}
            >
              {(props) => (
                <select
                  {...props}
                  value={form.PreSelectedMeetingtype}
                  onChange={(e) => set('PreSelectedMeetingtype', Number(e.target.value))}
                >
                  {form.Meetingtypes.map((type) => (
                    <option key={type} value={type}>
                      {typeName(type)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              label={t('widgets.fields.SpaceId')}
              hint={t('widgets.fields.SpaceHint')}
              error={problem.fields.SpaceId}
            >
              {(props) => (
                <select
                  {...props}
                  value={form.SpaceId ?? ''}
                  onChange={(e) => set('SpaceId', e.target.value === '' ? null : Number(e.target.value))}
                >
                  <option value="">{t('widgets.fields.anySpace')}</option>
                  {spaces.map((s) => (
                    <option key={s.Id} value={s.Id}>
                      {t('widgets.fields.spaceOption', { name: s.Name, capacity: s.Capacity })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('widgets.fields.MinSeats')} error={problem.fields.MinSeats}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={1000}
                  value={form.MinSeats}
                  onChange={(e) => set('MinSeats', Math.max(1, Math.round(Number(e.target.value) || 1)))}
                />
              )}
            </Field>
          </div>
          <fieldset className="widget-checks">
            <legend>{t('widgets.fields.steps')}</legend>
            {FLAGS.map((flag) => (
              <label key={flag}>
                <input type="checkbox" checked={form[flag]} onChange={(e) => set(flag, e.target.checked)} />{' '}
                {t(`widgets.fields.${flag}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className="widget-checks">
            <legend>{t('widgets.fields.AuthType')}</legend>
            {AUTH_TYPES.map((type) => (
              <label key={type}>
                <input
                  type="radio"
                  name="auth-type"
                  value={type}
                  checked={form.AuthType === type}
                  onChange={() => set('AuthType', type)}
                />{' '}
                {t(`widgets.authTypes.${type}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className="widget-styling">
            <legend>{t('widgets.fields.Styling')}</legend>
            <div className="fields">
              {COLOURS.map((key) => (
                <Field key={key} label={t(`widgets.fields.${key}`)} error={problem.fields[`Styling.${key}`]}>
                  {(props) => (
                    <input
                      {...props}
                      type="color"
                      value={form.Styling[key]}
                      onChange={(e) => setStyle(key, e.target.value)}
                    />
                  )}
                </Field>
              ))}
              <Field label={t('widgets.fields.FontFamily')} error={problem.fields['Styling.FontFamily']}>
                {(props) => (
                  <select
                    {...props}
                    value={form.Styling.FontFamily}
                    onChange={(e) => setStyle('FontFamily', e.target.value as WidgetStyling['FontFamily'])}
                  >
                    {WIDGET_FONTS.map((font) => (
                      <option key={font} value={font}>
                        {t(`widgets.fonts.${font}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={t('widgets.fields.BorderRadius')} error={problem.fields['Styling.BorderRadius']}>
                {(props) => (
                  <input
                    {...props}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={24}
                    value={form.Styling.BorderRadius}
                    onChange={(e) =>
                      setStyle(
                        'BorderRadius',
                        Math.min(24, Math.max(0, Math.round(Number(e.target.value) || 0))),
                      )
                    }
                  />
                )}
              </Field>
            </div>
          </fieldset>
          <ProblemAlert problem={problem} shown={shownFields} />
          <p className="actions">
            <button type="submit" disabled={save.isPending}>
              {t('widgets.edit.save')}
            </button>
            <span role="status">{saved ? t('widgets.edit.saved') : ''}</span>
          </p>
        </form>
        <div className="widget-aside">
          <section aria-labelledby="widget-preview-title">
            <h2 id="widget-preview-title">{t('widgets.edit.preview')}</h2>
            <p className="muted">{t('widgets.edit.previewHint')}</p>
            <iframe
              className="widget-preview"
              title={t('widgets.edit.previewFrame', { name: widget.Name })}
              src={`${localizedPath('widget-embed', locale, { widgetKey: widget.Key })}?v=${encodeURIComponent(widget.UpdatedAt)}`}
            />
          </section>
          <section aria-labelledby="widget-embed-title">
            <h2 id="widget-embed-title">{t('widgets.edit.embedTitle')}</h2>
            <p>{t('widgets.edit.embedHint')}</p>
            <Snippet
              label={t('widgets.edit.copyEmbed')}
              value={origin ? embedSnippet(origin, widget.Key, locale) : ''}
            />
            <h3>{t('widgets.edit.wordpressTitle')}</h3>
            <p>{t('widgets.edit.wordpressHint')}</p>
            <Snippet
              label={t('widgets.edit.copyWordpress')}
              value={origin ? wordpressTag(origin, widget.LocationName, widget.LocationId, widget.Name) : ''}
            />
          </section>
          <section aria-labelledby="widget-delete-title">
            <h2 id="widget-delete-title">{t('widgets.edit.deleteTitle')}</h2>
            {confirmDelete ? (
              <p className="actions">
                <span>{t('widgets.edit.deleteConfirm')}</span>{' '}
                <button
                  type="button"
                  className="danger"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(undefined, {
                      onSuccess: () => navigate(localizedPath('host-widgets', locale)),
                    })
                  }
                >
                  {t('widgets.edit.deleteYes')}
                </button>{' '}
                <button type="button" className="secondary" onClick={() => setConfirmDelete(false)}>
                  {t('widgets.edit.deleteNo')}
                </button>
              </p>
            ) : (
              <button type="button" className="danger" onClick={() => setConfirmDelete(true)}>
                {t('widgets.edit.delete')}
              </button>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

/** A snippet to paste: readable and selectable in a labelled read-only box, and copyable. */
function Snippet({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <div className="widget-snippet">
      <Field label={t('widgets.edit.snippet')}>
        {(props) => <textarea {...props} readOnly rows={4} value={value} spellCheck={false} />}
      </Field>
      <CopyButton value={value} label={label} />
    </div>
  );
}
