import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { describeProblem } from '../../../lib/problems.ts';

/** Why a payment (by its key) could not be shown: unknown (400, 404), or the problem in words. */
export function PaymentLoadError({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  return (
    <p role="alert" className="error">
      {error instanceof ApiError && [400, 404].includes(error.status)
        ? t('pay.notFound')
        : describeProblem(error, i18n, t('pay.failed')).message}
    </p>
  );
}
