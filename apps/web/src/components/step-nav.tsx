/** One step of a wizard's progress: a stable key and its label in the page's language. */
export interface StepNavStep {
  key: string;
  label: string;
}

/**
 * A wizard's progress (the booking and boarding wizards): done steps are buttons back to them (what
 * going back clears is the wizard's business), the current one is marked for screen readers
 * (`aria-current="step"`), later ones are plain text.
 */
export function StepNav({
  label,
  backTo,
  steps,
  current,
  locked,
  onGoTo,
}: {
  /** The navigation's name ("Booking steps"). */
  label: string;
  /** Read before a done step's label ("Back to"). */
  backTo: string;
  steps: readonly StepNavStep[];
  /** The current step, 1-based. */
  current: number;
  /** True when there is no going back (booked, boarded). */
  locked: boolean;
  onGoTo: (n: number) => void;
}) {
  return (
    <nav aria-label={label} className="wizard-steps">
      <ol>
        {steps.map((step, i) => {
          const n = i + 1;
          const state = n < current ? 'done' : n === current ? 'current' : 'todo';
          return (
            <li key={step.key} className={`wizard-step wizard-step-${state}`}>
              {state === 'done' && !locked ? (
                <button type="button" className="link" onClick={() => onGoTo(n)}>
                  <span className="wizard-step-number" aria-hidden="true">
                    {n}
                  </span>
                  <span className="visually-hidden">{backTo} </span>
                  {step.label}
                </button>
              ) : (
                <span aria-current={state === 'current' ? 'step' : undefined}>
                  <span className="wizard-step-number" aria-hidden="true">
                    {n}
                  </span>
                  {step.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
