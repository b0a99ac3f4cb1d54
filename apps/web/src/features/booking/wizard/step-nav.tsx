import { useTranslation } from 'react-i18next';
import type { WizardStep } from './steps.ts';

/**
 * The wizard's progress: done steps are buttons back to them (what going back clears is the
 * wizard's business), the current one is marked for screen readers, later ones are plain text.
 */
export function StepNav({
  steps,
  current,
  locked,
  onGoTo,
}: {
  steps: readonly WizardStep[];
  current: number;
  /** True once booked: there is no going back. */
  locked: boolean;
  onGoTo: (n: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('wizard.progress')} className="wizard-steps">
      <ol>
        {steps.map((step, i) => {
          const n = i + 1;
          const label = t(`wizard.steps.${step}`);
          const state = n < current ? 'done' : n === current ? 'current' : 'todo';
          return (
            <li key={step} className={`wizard-step wizard-step-${state}`}>
              {state === 'done' && !locked ? (
                <button type="button" className="link" onClick={() => onGoTo(n)}>
                  <span className="wizard-step-number" aria-hidden="true">
                    {n}
                  </span>
                  <span className="visually-hidden">{t('wizard.backTo')} </span>
                  {label}
                </button>
              ) : (
                <span aria-current={state === 'current' ? 'step' : undefined}>
                  <span className="wizard-step-number" aria-hidden="true">
                    {n}
                  </span>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
