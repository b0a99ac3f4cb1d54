import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../lib/problems.ts';
import { unreadablePaths } from './form-values.ts';

/**
 * A form's field errors: numbers it could not read (marked before sending) over the API's answer.
 * `check(body)` says whether the body may be sent; `alert` is what the form's alert shows.
 */
export function useFormErrors(problem: Problem) {
  const { t } = useTranslation();
  const [unreadable, setUnreadable] = useState<readonly string[]>([]);
  return {
    error: (field: string): string | undefined =>
      unreadable.includes(field) ? t('notANumber') : problem.fields[field],
    check(body: object): boolean {
      const paths = unreadablePaths(body);
      setUnreadable(paths);
      return paths.length === 0;
    },
    alert: unreadable.length > 0 ? t('problems.checkFields') : problem,
  };
}
