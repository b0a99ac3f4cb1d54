import { localizedPath } from '@meetspace/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Field } from '../../components/field.tsx';
import { HostShell } from '../../components/host/host-shell.tsx';
import { Loading } from '../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../lib/hooks/use-page-meta.ts';
import { useHostWidgets, useSaveWidget, useWidgetChoices } from './api/widgets.ts';
import { newWidgetBody } from './widget-form.ts';

/** `host-widgets`: the widgets of the member's locations, and a new one. */
export function WidgetsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageMeta(t('widgets.list.title'));
  const list = useHostWidgets();
  return (
    <HostShell current="host-widgets">
      <div className="widgets">
        <h1>{t('widgets.list.title')}</h1>
        <p>{t('widgets.list.intro')}</p>
        {list.isError ? (
          <p role="alert">{t('widgets.list.loadFailed')}</p>
        ) : !list.data ? (
          <Loading active label={t('widgets.loading')} />
        ) : list.data.Results.length === 0 ? (
          <p className="muted">{t('widgets.list.empty')}</p>
        ) : (
          <ul className="widget-list">
            {list.data.Results.map((w) => (
              <li key={w.Id}>
                <Link to={localizedPath('host-widget', locale, { widgetId: w.Id })}>{w.Name}</Link>
                <span className="muted"> · {w.LocationName}</span>
              </li>
            ))}
          </ul>
        )}
        <NewWidget />
      </div>
    </HostShell>
  );
}

/** A name and a location; the other settings start from what the location offers. */
function NewWidget() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const choices = useWidgetChoices(locale);
  const save = useSaveWidget(null);
  const problem = useProblem(save.error, 'widgets.saveFailed');
  const [name, setName] = useState('');
  const [locationId, setLocationId] = useState<number | null>(null);
  // Live locations first: a widget of a location awaiting approval finds nothing yet.
  const locations = [...(choices.data?.Locations ?? [])].sort((a, b) => Number(b.IsLive) - Number(a.IsLive));
  const chosen = locations.find((l) => l.Id === locationId) ?? locations[0];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen || save.isPending) return;
    save.mutate(newWidgetBody(chosen, name.trim()), {
      onSuccess: (w) => navigate(localizedPath('host-widget', locale, { widgetId: w.Id })),
    });
  }

  return (
    <section aria-labelledby="new-widget-title" className="widget-new">
      <h2 id="new-widget-title">{t('widgets.new.title')}</h2>
      {choices.isError ? (
        <p role="alert">{t('widgets.list.loadFailed')}</p>
      ) : !choices.data ? (
        <Loading active label={t('widgets.loading')} />
      ) : locations.length === 0 ? (
        <p>{t('widgets.new.noLocations')}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <div className="fields">
            <Field
              label={t('widgets.fields.Name')}
              hint={t('widgets.fields.NameHint')}
              error={problem.fields.Name}
            >
              {(props) => (
                <input
                  {...props}
                  required
                  maxLength={100}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                />
              )}
            </Field>
            <Field label={t('widgets.fields.LocationId')} error={problem.fields.LocationId}>
              {(props) => (
                <select {...props} value={chosen?.Id} onChange={(e) => setLocationId(Number(e.target.value))}>
                  {locations.map((l) => (
                    <option key={l.Id} value={l.Id}>
                      {l.IsLive ? l.Name : t('widgets.fields.pendingLocation', { name: l.Name })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <ProblemAlert problem={problem} shown={(f) => f === 'Name' || f === 'LocationId'} />
          <p className="actions">
            <button type="submit" disabled={save.isPending}>
              {t('widgets.new.create')}
            </button>
          </p>
        </form>
      )}
    </section>
  );
}
