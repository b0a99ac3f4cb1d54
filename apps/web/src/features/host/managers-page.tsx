import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field.tsx';
import { Loading } from '../../components/loading.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useToast } from '../../components/toasts.tsx';
import { formatInstant } from '../../lib/format.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useSession } from '../../lib/session.tsx';
import { useAddManager, useManagers, useRemoveManager } from './api.ts';
import { useHostProblem } from './components/host-problem.ts';
import { LocationFrame } from './components/location-frame.tsx';

/** `/host/locations/:id/managers`: who manages the location, open invitations, invite, remove. */
export function ManagersPage() {
  return (
    <LocationFrame current="host-location-managers" titleKey="host:managers.title">
      {(location) => <Managers locationId={location.Id} />}
    </LocationFrame>
  );
}

function Managers({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const managers = useManagers(locationId);
  const add = useAddManager(locationId);
  const remove = useRemoveManager(locationId);
  const toast = useToast();
  const [email, setEmail] = useState('');
  const problem = useHostProblem(add.error, 'host:managers.addFailed');
  const removeProblem = useHostProblem(remove.error, 'host:managers.removeFailed');
  const inviteTitle = useId();
  const data = managers.data;
  const me = session.member?.Id;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    add.mutate(email.trim(), {
      onSuccess: (result) => {
        toast(t(`host:managers.${result.Outcome}`, { email: email.trim() }));
        setEmail('');
      },
    });
  }

  return (
    <>
      <section aria-labelledby="host-managers-list" className="host-section">
        <h2 id="host-managers-list">{t('host:managers.list')}</h2>
        <Loading active={managers.isPending} />
        <ProblemAlert problem={removeProblem} />
        {data && (
          <ul className="host-list">
            {data.Managers.map((m) => {
              const name = `${m.FirstName} ${m.LastName}`.trim();
              return (
                <li key={m.ProfileId}>
                  <span>
                    <strong>{name}</strong> · {m.Email}
                    {m.ProfileId === me && ` (${t('host:managers.you')})`}
                  </span>
                  {data.Managers.length > 1 && (
                    <button
                      type="button"
                      className="link"
                      aria-disabled={remove.isPending || undefined}
                      onClick={() =>
                        !remove.isPending &&
                        window.confirm(t('host:managers.confirmRemove', { name })) &&
                        remove.mutate(m.ProfileId, {
                          onSuccess: () => toast(t('host:managers.removed', { name })),
                        })
                      }
                    >
                      {t('host:managers.remove', { name })}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {data && data.Invites.length > 0 && (
          <>
            <h3>{t('host:managers.invites')}</h3>
            <ul className="host-list">
              {data.Invites.map((i) => (
                <li key={i.Email}>
                  {i.Email} · {t('host:managers.invitedAt', { at: formatInstant(i.CreatedAt, locale) })}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby={inviteTitle} className="host-section">
        <h2 id={inviteTitle}>{t('host:managers.invite')}</h2>
        <p className="muted">{t('host:managers.inviteHint')}</p>
        <form onSubmit={submit} noValidate className="host-form host-inline" aria-busy={add.isPending}>
          <Field label={t('host:managers.email')} error={problem.fields.Email}>
            {(props) => (
              <input
                {...props}
                type="email"
                required
                autoComplete="off"
                maxLength={254}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <p className="actions">
            <button type="submit" aria-disabled={add.isPending || undefined}>
              {t('host:managers.send')}
            </button>
          </p>
        </form>
        <ProblemAlert problem={problem} shown={(f) => f === 'Email'} />
      </section>
    </>
  );
}
