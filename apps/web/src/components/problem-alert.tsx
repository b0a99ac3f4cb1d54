import { useTranslation } from 'react-i18next';
import { describeProblem, type Problem } from '../lib/problems.ts';

const NONE: Problem = { message: '', fields: {}, codes: {} };

/** The words of a failed call (or none while there is no failure). */
export function useProblem(error: unknown, fallbackKey: string): Problem {
  const { t, i18n } = useTranslation();
  return error ? describeProblem(error, i18n, t(fallbackKey)) : NONE;
}

/**
 * A failure announced to screen readers at once (role="alert"). Field errors that no control on
 * the page shows (`shown` says which are) are listed beneath the sentence, so none goes unseen.
 */
export function ProblemAlert({
  problem,
  shown = () => false,
}: {
  problem: Problem | string | null;
  shown?: (field: string) => boolean;
}) {
  const message = typeof problem === 'string' ? problem : problem?.message;
  if (!message) return null;
  const rest =
    typeof problem === 'string' || !problem ? [] : Object.entries(problem.fields).filter(([f]) => !shown(f));
  return (
    <div role="alert" className="error">
      <p>{message}</p>
      {rest.length > 0 && (
        <ul>
          {rest.map(([field, text]) => (
            <li key={field}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
