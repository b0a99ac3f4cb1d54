import { type Locale, type MeetingType, meetingTypeName, type Subscription } from '@meetspace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../lib/format.ts';

/** A licence: its price per seat per person per day, monthly fee (excl. VAT) and kinds of space. */
export function LicenceCard({
  subscription,
  locale,
  headingLevel = 3,
  children,
}: {
  subscription: Subscription;
  locale: Locale;
  headingLevel?: 3 | 4;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const headingId = `licence-${subscription.Id}`;
  return (
    <article className="licence-card" aria-labelledby={headingId}>
      <Heading id={headingId}>{subscription.Name}</Heading>
      <p>{subscription.Description}</p>
      <ul className="licence-prices">
        <li>
          <strong>{t('licence.perSeat', { price: money(subscription.PricePerSeat, locale) })}</strong>
        </li>
        <li>
          {subscription.MonthlyFee > 0
            ? t('licence.monthly', { price: money(subscription.MonthlyFee, locale) })
            : t('licence.noMonthly')}
        </li>
      </ul>
      <p className="muted">{t('licence.exclVat')}</p>
      <p className="licence-types">
        {t('licence.covers')}:{' '}
        {subscription.Meetingtypes.map((m) => meetingTypeName(m.MeetingtypeId as MeetingType, locale)).join(
          ', ',
        )}
      </p>
      {children}
    </article>
  );
}
