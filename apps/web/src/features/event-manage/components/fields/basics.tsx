import { EVENT_TYPES, hybridCapacityWarning } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/field.tsx';
import { useLocale } from '../../../../lib/hooks/use-locale.ts';
import { capacityOf } from '../../event-draft.ts';
import { type DraftFieldsProps, setterOf } from './shared.ts';

/** The event's name. */
export function NameField({ draft, setDraft, err }: DraftFieldsProps) {
  const { t } = useTranslation();
  const set = setterOf(setDraft);
  return (
    <Field label={t('fields.name')} error={err('Name')}>
      {(p) => (
        <input
          {...p}
          data-testid="em-name"
          value={draft.Name}
          maxLength={120}
          onChange={(e) => set('Name', e.target.value)}
        />
      )}
    </Field>
  );
}

/** The kind of event (congress, workshop, ...), named in the page's language. */
export function TypeSelect({ draft, setDraft }: Omit<DraftFieldsProps, 'err'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const set = setterOf(setDraft);
  return (
    <Field label={t('fields.type')}>
      {(p) => (
        <select {...p} value={draft.EventTypeId} onChange={(e) => set('EventTypeId', Number(e.target.value))}>
          {EVENT_TYPES.map((type) => (
            <option key={type.Id} value={type.Id}>
              {type[locale]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The description (plain text, kept with its line breaks). */
export function DescriptionField({ draft, setDraft, err }: DraftFieldsProps) {
  const { t } = useTranslation();
  const set = setterOf(setDraft);
  return (
    <Field label={t('fields.description')} error={err('Description')}>
      {(p) => (
        <textarea
          {...p}
          rows={8}
          maxLength={10_000}
          data-testid="em-description"
          value={draft.Description}
          onChange={(e) => set('Description', e.target.value)}
        />
      )}
    </Field>
  );
}

/** The most participants (empty: no limit), with the warning of a large hybrid event. */
export function CapacityField({ draft, setDraft, err }: DraftFieldsProps) {
  const { t } = useTranslation();
  const set = setterOf(setDraft);
  const capacity = capacityOf(draft);
  return (
    <>
      <Field label={t('fields.capacity')} hint={t('fields.capacityHint')} error={err('MaxCapacity')}>
        {(p) => (
          <input
            {...p}
            inputMode="numeric"
            data-testid="em-capacity"
            value={draft.MaxCapacity}
            onChange={(e) => set('MaxCapacity', e.target.value)}
          />
        )}
      </Field>
      {hybridCapacityWarning(draft.IsOnline, Number.isNaN(capacity) ? null : capacity) && (
        <p className="notice" data-testid="em-hybrid-warning">
          {t('wizard.hybridWarning')}
        </p>
      )}
    </>
  );
}

/** Public or private (radios named `${name}-public`). */
export function VisibilityChoice({
  draft,
  setDraft,
  name,
}: Omit<DraftFieldsProps, 'err'> & { name: string }) {
  const { t } = useTranslation();
  const set = setterOf(setDraft);
  return (
    <fieldset>
      <legend>{t('fields.visibility')}</legend>
      <label className="check">
        <input
          type="radio"
          name={`${name}-public`}
          checked={draft.IsPublic}
          onChange={() => set('IsPublic', true)}
        />{' '}
        {t('fields.public')}
      </label>
      <label className="check">
        <input
          type="radio"
          name={`${name}-public`}
          checked={!draft.IsPublic}
          onChange={() => set('IsPublic', false)}
        />{' '}
        {t('fields.private')}
      </label>
    </fieldset>
  );
}

/**
 * Tickets sold elsewhere, and the link: only when ticked, or (`alwaysUrl`) always, then named the
 * event's site when not ticked.
 */
export function TicketLinkFields({
  draft,
  setDraft,
  err,
  alwaysUrl = false,
}: DraftFieldsProps & { alwaysUrl?: boolean }) {
  const { t } = useTranslation();
  const set = setterOf(setDraft);
  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.IsTicketLink}
          data-testid="em-ticket-link"
          onChange={(e) => set('IsTicketLink', e.target.checked)}
        />{' '}
        {t('fields.ticketLink')}
      </label>
      {(draft.IsTicketLink || alwaysUrl) && (
        <Field label={t(draft.IsTicketLink ? 'fields.ticketUrl' : 'fields.siteUrl')} error={err('Url')}>
          {(p) => (
            <input
              {...p}
              type="url"
              data-testid="em-ticket-url"
              value={draft.Url}
              onChange={(e) => set('Url', e.target.value)}
            />
          )}
        </Field>
      )}
    </>
  );
}

/** The link of the online part, unless the event is only in person. */
export function OnlineUrlField({ draft, setDraft, err }: DraftFieldsProps) {
  const { t } = useTranslation();
  const set = setterOf(setDraft);
  if (draft.IsOnline === 'offline') return null;
  return (
    <Field label={t('fields.onlineUrl')} hint={t('fields.onlineUrlHint')} error={err('OnlineUrl')}>
      {(p) => (
        <input {...p} type="url" value={draft.OnlineUrl} onChange={(e) => set('OnlineUrl', e.target.value)} />
      )}
    </Field>
  );
}
