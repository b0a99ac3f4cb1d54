import { type MouseEvent, useContext, useEffect, useRef, useState } from 'react';
import { mergeProps, usePress } from 'react-aria';
import { Input, NumberField, NumberFieldStateContext } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { clampAmount, PressAndHold } from './press-and-hold.ts';

export interface AmountStepperProps {
  value: number;
  /** The smallest amount; 0 unless told. */
  min?: number;
  /** The largest amount; null: no cap. */
  max: number | null;
  onChange(next: number): void;
  /** The option's name: names the field and the buttons ("Fewer <label>", "More <label>"). */
  label: string;
  disabled?: boolean;
  /** The field's form name. */
  name?: string;
}

/** Whole amounts without thousands separators: "1000", as people type them. */
const WHOLE = { maximumFractionDigits: 0, useGrouping: false } as const;

/**
 * An amount with "−" and "+" buttons around a number field (React Aria's NumberField: the typed
 * amount is kept to the bounds on blur or Enter, the arrow keys step, Home and End go to the
 * bounds). A button steps once on a click, on Enter or Space, and on a pointer press, which then
 * repeats while held on the spec's schedule (`PressAndHold`) until the pointer lifts, leaves or is
 * cancelled, the button loses focus, or the bound is reached. At a bound the button is
 * `aria-disabled` (it keeps focus; a real `disabled` would drop it). The buttons stay in the tab
 * order (React Aria's own step buttons would leave it and repeat on their own schedule).
 */
export function AmountStepper({
  value,
  min = 0,
  max,
  onChange,
  label,
  disabled = false,
  name,
}: AmountStepperProps) {
  const { t } = useTranslation();

  // The latest props for the repeat's timer callbacks. Every step (and every typed amount taken
  // over) also moves the amount on here, so a hold does not depend on the parent re-rendering.
  const latest = useRef({ value, min, max, onChange, disabled });
  useEffect(() => {
    latest.current = { value, min, max, onChange, disabled };
  });

  const [steps] = useState(() => {
    const stepBy = (direction: 1 | -1) => (): boolean => {
      const current = latest.current;
      if (current.disabled) return false;
      const next = clampAmount(current.value + direction, current.min, current.max);
      if (next === current.value) return false;
      current.value = next;
      current.onChange(next);
      return direction > 0 ? current.max === null || next < current.max : next > current.min;
    };
    return { less: stepBy(-1), more: stepBy(1) };
  });

  return (
    <NumberField
      className="amount-stepper"
      aria-label={label}
      name={name}
      value={value}
      minValue={min}
      maxValue={max ?? undefined}
      step={1}
      formatOptions={WHOLE}
      isDisabled={disabled}
      isWheelDisabled
      onChange={(next) => {
        // An emptied field keeps the amount it had (React Aria shows it again).
        if (Number.isNaN(next) || next === latest.current.value) return;
        latest.current.value = next;
        onChange(next);
      }}
    >
      <StepButton
        step={steps.less}
        sign="−"
        name={t('stepper.less', { label })}
        atBound={value <= min}
        disabled={disabled}
      />
      <Input />
      <StepButton
        step={steps.more}
        sign="+"
        name={t('stepper.more', { label })}
        atBound={max !== null && value >= max}
        disabled={disabled}
      />
    </NumberField>
  );
}

/**
 * One of the two buttons (React Aria's `usePress` tells pointer, keyboard and assistive technology
 * presses apart): a pointer press steps and repeats while held; a keyboard or assistive technology
 * press steps once. A typed amount not yet taken over is taken over first.
 */
function StepButton({
  step,
  sign,
  name,
  atBound,
  disabled,
}: {
  /** Steps once; false when the bound is reached. */
  step: () => boolean;
  sign: string;
  name: string;
  atBound: boolean;
  disabled: boolean;
}) {
  const field = useContext(NumberFieldStateContext);
  const [hold] = useState(() => new PressAndHold(step));
  const bound = useRef(atBound);
  bound.current = atBound;

  useEffect(() => () => hold.stop(), [hold]);
  useEffect(() => {
    if (atBound || disabled) hold.stop();
  }, [atBound, disabled, hold]);

  const { pressProps } = usePress({
    isDisabled: disabled,
    onPressStart(event) {
      if (event.pointerType === 'keyboard' || event.pointerType === 'virtual') return;
      field?.commit();
      if (!bound.current) hold.start();
    },
    onPressEnd: () => hold.stop(),
    onPress(event) {
      if (event.pointerType !== 'keyboard' && event.pointerType !== 'virtual') return;
      field?.commit();
      if (!bound.current) step();
    },
  });

  return (
    <button
      {...mergeProps(pressProps, {
        onBlur: () => hold.stop(),
        onContextMenu: (event: MouseEvent) => event.preventDefault(),
      })}
      type="button"
      className="amount-step"
      aria-label={name}
      aria-disabled={atBound || undefined}
      disabled={disabled}
    >
      <span aria-hidden="true">{sign}</span>
    </button>
  );
}
