import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../lib/i18n.ts';
import { describeProblem } from '../lib/problems.ts';

/** A query that failed: what went wrong (or `fallback`) and a button that asks again. */
export function LoadError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation(COMMON_NAMESPACE);
  return (
    <p role="alert" className="error">
      {describeProblem(error, i18n, fallback).message}{' '}
      <button type="button" className="link" onClick={onRetry}>
        {t('list.retry')}
      </button>
    </p>
  );
}
