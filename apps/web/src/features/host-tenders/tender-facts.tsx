import {
  type HostTenderRequest,
  type MeetingType,
  meetingTypeName,
  OPTION_CATEGORY_NAMES,
  type OptionCategory,
  spaceSettingName,
} from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { formatInstant, money } from '../../lib/format.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { period } from './labels.ts';

/** What the applicant asked for: the meeting, who asks, the options wanted, the budget and their text. */
export function TenderFacts({ request }: { request: HostTenderRequest }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const wanted = request.OptionCategoryIds.map(
    (id) => OPTION_CATEGORY_NAMES[id as OptionCategory]?.[locale] ?? String(id),
  );
  const facts: [string, string][] = [
    [
      t('facts.applicant'),
      request.CompanyName ? `${request.ApplicantName} (${request.CompanyName})` : request.ApplicantName,
    ],
    [t('facts.when'), period(request, locale)],
    [t('facts.seats'), String(request.Seats)],
    [t('facts.meetingType'), meetingTypeName(request.MeetingtypeId as MeetingType, locale)],
    [
      t('facts.setting'),
      request.SettingId ? (spaceSettingName(request.SettingId, locale) ?? '–') : t('facts.anySetting'),
    ],
    [
      t('facts.budget'),
      request.Budget !== null
        ? t('facts.budgetExcl', { amount: money(request.Budget, locale) })
        : t('facts.noBudget'),
    ],
    [t('facts.optionsWanted'), wanted.length > 0 ? wanted.join(', ') : t('facts.noOptions')],
    [t('facts.received'), formatInstant(request.ReceivedAt, locale)],
  ];
  if (request.PlaceName) facts.push([t('facts.near'), request.PlaceName]);
  return (
    <section aria-labelledby="ht-facts-title" className="ht-facts">
      <h2 id="ht-facts-title">{t('facts.title')}</h2>
      <dl className="facts">
        {facts.map(([label, value]) => (
          <div key={label} className="ht-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('facts.description')}</h3>
      <p className="pre">{request.Description || t('facts.noDescription')}</p>
    </section>
  );
}
