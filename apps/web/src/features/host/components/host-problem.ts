import { useTranslation } from 'react-i18next';
import { useProblem } from '../../../components/problem-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { Problem } from '../../../lib/problems.ts';

/**
 * A failed host call in words: the shared catalog's sentences, but a 403 or 404 (which it words for
 * reservations) says the location is not one the member manages.
 */
export function useHostProblem(error: unknown, fallbackKey: string): Problem {
  const { t } = useTranslation();
  const problem = useProblem(error, fallbackKey);
  if (error instanceof ApiError && (error.status === 403 || error.status === 404))
    return { ...problem, message: t('host:notYours') };
  return problem;
}
