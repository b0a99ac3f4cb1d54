import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampAmount, PressAndHold, typedAmount } from './press-and-hold.ts';

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

/**
 * An amount with "−" and "+" buttons around a number field. A button steps once on a click, on
 * Enter or Space, and on a pointer press, which then repeats while held (`PressAndHold`) until the
 * pointer lifts, leaves or is cancelled, the button loses focus, or the bound is reached. At a
 * bound the button is `aria-disabled` (it keeps focus; a real `disabled` would drop it). A typed
 * amount is kept to the bounds on blur or Enter; Escape restores the field; arrow keys step.
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
  const [draft, setDraft] = useState<string | null>(null);

  // The latest props for the repeat's timer callbacks. Every step also moves the amount on here,
  // so a hold does not depend on the parent re-rendering between two steps.
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

  const atMin = value <= min;
  const atMax = max !== null && value >= max;

  /** Takes over a typed amount (kept to the bounds); the field then shows the amount again. */
  function commit(text: string) {
    setDraft(null);
    const next = typedAmount(text, value, min, max);
    if (next === value) return;
    latest.current.value = next;
    onChange(next);
  }

  // A press on a button comes before the field's blur: the typed amount is taken over first.
  const commitDraft = () => {
    if (draft !== null) commit(draft);
  };

  function onFieldKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(event.currentTarget.value);
    } else if (event.key === 'Escape' && draft !== null) {
      event.preventDefault();
      setDraft(null);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const base = draft === null ? value : typedAmount(draft, value, min, max);
      commit(String(base + (event.key === 'ArrowUp' ? 1 : -1)));
    }
  }

  return (
    <div className="amount-stepper">
      <StepButton
        step={steps.less}
        beforePress={commitDraft}
        sign="−"
        name={t('stepper.less', { label })}
        atBound={atMin}
        disabled={disabled}
      />
      <input
        type="number"
        name={name}
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max ?? undefined}
        step={1}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitDraft}
        onKeyDown={onFieldKey}
      />
      <StepButton
        step={steps.more}
        beforePress={commitDraft}
        sign="+"
        name={t('stepper.more', { label })}
        atBound={atMax}
        disabled={disabled}
      />
    </div>
  );
}

/** One of the two buttons: a pointer press steps and repeats while held; a keyboard click steps once. */
function StepButton({
  step,
  beforePress,
  sign,
  name,
  atBound,
  disabled,
}: {
  /** Steps once; false when the bound is reached. */
  step: () => boolean;
  beforePress: () => void;
  sign: string;
  name: string;
  atBound: boolean;
  disabled: boolean;
}) {
  const [hold] = useState(() => new PressAndHold(step));
  // Set by a pointer press (which stepped already), so the click that follows it does not step again.
  const pressed = useRef(false);

  useEffect(() => () => hold.stop(), [hold]);
  useEffect(() => {
    if (atBound || disabled) hold.stop();
  }, [atBound, disabled, hold]);

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0 || disabled) return;
    pressed.current = true;
    beforePress();
    if (!atBound) hold.start();
  }

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    const fromPointer = pressed.current;
    pressed.current = false;
    // The click of a pointer press (detail > 0) stepped on pointerdown already. A keyboard or
    // assistive technology click (detail 0) steps here, also past a mark left by a pointer that
    // was dragged off or cancelled (no click followed it). The mark is not cleared on pointerleave:
    // a touch fires pointerleave between pointerup and its click.
    if (fromPointer && event.detail !== 0) return;
    if (atBound || disabled) return;
    beforePress();
    step();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Enter' || event.key === ' ') pressed.current = false;
  }

  return (
    <button
      type="button"
      className="amount-step"
      aria-label={name}
      aria-disabled={atBound || undefined}
      disabled={disabled}
      onPointerDown={onPointerDown}
      onPointerUp={() => hold.stop()}
      onPointerLeave={() => hold.stop()}
      onPointerCancel={() => hold.stop()}
      onBlur={() => hold.stop()}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onContextMenu={(event) => event.preventDefault()}
    >
      <span aria-hidden="true">{sign}</span>
    </button>
  );
}
