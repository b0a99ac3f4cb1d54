import {
  CONTACT_TYPE_LABELS,
  ContactType,
  type ReservationContact,
  type ReservationDetail,
} from '@meetspace/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { reservationCalls, useContacts, useReservationWrite } from '../api/reservations.ts';
import { useFocusFirstField, useReturnFocus } from '../components/focus.ts';

const TYPES = Object.values(ContactType);
const MAX_CONTACTS = 20;

/** One contact as `PUT /v2/reservation/{id}/contacts` takes it. */
type ContactInput = Parameters<typeof reservationCalls.saveContacts>[1][number];

interface Row extends Required<Omit<ContactInput, 'Email' | 'Phone'>> {
  key: number;
  Email: string;
  Phone: string;
}

let nextKey = 1;
const toRow = (c: ReservationContact | null): Row => ({
  key: nextKey++,
  TypeId: c?.TypeId ?? ContactType.ContactDuringEvent,
  Name: c?.Name ?? '',
  Email: c?.Email ?? '',
  Phone: c?.Phone ?? '',
  ReceiveEmail: c?.ReceiveEmail ?? false,
});

/**
 * Who is involved: booker, contact during the event, trainer, speaker, host, invoice contact.
 * The member edits the whole list at once (`PUT /v2/reservation/{id}/contacts`) while the
 * reservation can be changed; the server checks one booker, at most one invoice contact, e-mails.
 */
export function ContactsSection({ r }: { r: ReservationDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const contacts = useContacts(r.Id);
  const problem = useProblem(contacts.error, 'contacts.failed');
  const [editing, setEditing] = useState(false);
  const toast = useToast();
  const editButton = useReturnFocus<HTMLButtonElement>(editing);
  const list = contacts.data ?? [];

  return (
    <>
      <Loading active={contacts.isPending} />
      <ProblemAlert problem={problem} />
      {!editing && contacts.data && (
        <>
          {list.length === 0 ? (
            <p>{t('contacts.none')}</p>
          ) : (
            <table className="log">
              <caption className="visually-hidden">{t('res.sections.contacts')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('contacts.type')}</th>
                  <th scope="col">{t('contacts.name')}</th>
                  <th scope="col">{t('contacts.email')}</th>
                  <th scope="col">{t('contacts.phone')}</th>
                  <th scope="col">{t('contacts.receiveEmail')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((c) => (
                  <tr key={c.Id}>
                    <td>{CONTACT_TYPE_LABELS[c.TypeId as ContactType]?.[locale] ?? c.TypeId}</td>
                    <td>{c.Name}</td>
                    <td>{c.Email ?? ''}</td>
                    <td>{c.Phone ?? ''}</td>
                    <td>{t(c.ReceiveEmail ? 'revisions.yes' : 'revisions.no')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {r.IsLocked ? (
            <p className="muted">{t('contacts.locked')}</p>
          ) : (
            <p>
              <button type="button" ref={editButton} onClick={() => setEditing(true)}>
                {t('contacts.edit')}
              </button>
            </p>
          )}
        </>
      )}
      {editing && (
        <ContactsForm
          r={r}
          initial={list}
          onDone={() => {
            setEditing(false);
            toast(t('contacts.saved'));
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </>
  );
}

function ContactsForm({
  r,
  initial,
  onDone,
  onCancel,
}: {
  r: ReservationDetail;
  initial: ReservationContact[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [rows, setRows] = useState<Row[]>(() => (initial.length ? initial.map(toRow) : [toRow(null)]));
  const save = useReservationWrite(r.Id, (contacts: ContactInput[]) =>
    reservationCalls.saveContacts(r.Id, contacts),
  );
  const problem = useProblem(save.error, 'contacts.saveFailed');
  const update = (key: number, change: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const err = (i: number, field: string) => problem.fields[`Contacts.${i}.${field}`];
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstField(form);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      rows.map((row) => ({
        TypeId: row.TypeId,
        Name: row.Name.trim(),
        Email: row.Email.trim() || null,
        Phone: row.Phone.trim() || null,
        ReceiveEmail: row.ReceiveEmail,
      })),
      { onSuccess: onDone },
    );
  }

  return (
    <form ref={form} onSubmit={submit} className="rows-form" aria-describedby="contacts-rules">
      <p id="contacts-rules" className="muted">
        {t('contacts.rules')}
      </p>
      {rows.map((row, i) => (
        <fieldset key={row.key} className="row">
          <legend>{t('contacts.row', { n: i + 1 })}</legend>
          <div className="fields">
            <Field label={t('contacts.type')} error={err(i, 'TypeId')}>
              {(props) => (
                <select
                  {...props}
                  value={row.TypeId}
                  onChange={(e) => update(row.key, { TypeId: Number(e.target.value) })}
                >
                  {TYPES.map((type) => (
                    <option key={type} value={type}>
                      {CONTACT_TYPE_LABELS[type][locale]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('contacts.name')} error={err(i, 'Name')}>
              {(props) => (
                <input
                  {...props}
                  required
                  maxLength={200}
                  autoComplete="off"
                  value={row.Name}
                  onChange={(e) => update(row.key, { Name: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('contacts.email')} error={err(i, 'Email')}>
              {(props) => (
                <input
                  {...props}
                  type="email"
                  maxLength={254}
                  autoComplete="off"
                  required={row.ReceiveEmail}
                  value={row.Email}
                  onChange={(e) => update(row.key, { Email: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('contacts.phone')} error={err(i, 'Phone')}>
              {(props) => (
                <input
                  {...props}
                  type="tel"
                  maxLength={40}
                  autoComplete="off"
                  value={row.Phone}
                  onChange={(e) => update(row.key, { Phone: e.target.value })}
                />
              )}
            </Field>
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={row.ReceiveEmail}
              onChange={(e) => update(row.key, { ReceiveEmail: e.target.checked })}
            />
            {t('contacts.receiveEmailLong')}
          </label>
          {err(i, 'ReceiveEmail') && <p className="error">{err(i, 'ReceiveEmail')}</p>}
          <p>
            <button
              type="button"
              className="secondary"
              disabled={rows.length === 1}
              onClick={() => setRows((all) => all.filter((x) => x.key !== row.key))}
            >
              {t('contacts.remove', { n: i + 1 })}
            </button>
          </p>
        </fieldset>
      ))}
      <p>
        <button
          type="button"
          className="secondary"
          disabled={rows.length >= MAX_CONTACTS}
          onClick={() => setRows((all) => [...all, toRow(null)])}
        >
          {t('contacts.add')}
        </button>
      </p>
      <ProblemAlert
        problem={problem}
        shown={(f) => /^Contacts\.\d+\.(TypeId|Name|Email|Phone|ReceiveEmail)$/.test(f)}
      />
      <p className="actions">
        <button type="submit" disabled={save.isPending}>
          {t('contacts.save')}
        </button>{' '}
        <button type="button" className="secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
      </p>
    </form>
  );
}
