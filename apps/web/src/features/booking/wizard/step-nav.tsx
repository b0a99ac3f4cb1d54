import { useTranslation } from 'react-i18next';
import { StepNav as WizardProgress } from '../../../components/step-nav.tsx';
import type { WizardStep } from './steps.ts';

/** The booking wizard's progress: the shared step list with this wizard's step names. */
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
    <WizardProgress
      label={t('wizard.progress')}
      backTo={t('wizard.backTo')}
      steps={steps.map((step) => ({ key: step, label: t(`wizard.steps.${step}`) }))}
      current={current}
      locked={locked}
      onGoTo={onGoTo}
    />
  );
}
