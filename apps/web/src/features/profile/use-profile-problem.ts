import { useTranslation } from 'react-i18next';
import { useProblem } from '../../components/problem-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import type { Problem } from '../../lib/problems.ts';
import { NAMESPACE } from './i18n.ts';
import { profileFieldWords } from './profile-form.ts';

/**
 * A failed profile or billing call in words: field errors in these forms' own sentences, and a
 * 403/404 (the shared catalog speaks of reservations there) as `goneKey`.
 */
export function useProfileProblem(error: unknown, fallbackKey: string, goneKey = fallbackKey): Problem {
  const { t, i18n } = useTranslation();
  const problem = profileFieldWords(
    useProblem(error, fallbackKey),
    (key) => i18n.exists(key, { ns: NAMESPACE }),
    t,
  );
  if (error instanceof ApiError && (error.status === 403 || error.status === 404))
    return { ...problem, message: t(goneKey) };
  return problem;
}
