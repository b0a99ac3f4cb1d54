// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n.ts';
import { AmountStepper } from './amount-stepper.tsx';

// React's act() in a test DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A stepper that keeps its amount, as the options step does; `changes` records every change. */
function Stepper({
  start,
  min,
  max,
  changes,
}: {
  start: number;
  min?: number;
  max: number | null;
  changes: number[];
}) {
  const [value, setValue] = useState(start);
  return (
    <AmountStepper
      value={value}
      min={min}
      max={max}
      label="Coffee"
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

function stepper(start: number, max: number | null, min?: number) {
  const changes: number[] = [];
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <Stepper start={start} min={min} max={max} changes={changes} />
    </I18nextProvider>,
  );
  return {
    changes,
    field: screen.getByRole('textbox', { name: 'Coffee' }) as HTMLInputElement,
    less: screen.getByRole('button', { name: 'Fewer Coffee' }),
    more: screen.getByRole('button', { name: 'More Coffee' }),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const type = (field: HTMLInputElement, text: string) => {
  act(() => field.focus());
  fireEvent.change(field, { target: { value: text } });
};

describe('AmountStepper in use', () => {
  it('keeps a typed amount to its bounds when it is taken over (blur or Enter)', () => {
    const { field, changes } = stepper(3, 8, 1);
    type(field, '12');
    act(() => field.blur());
    expect(changes).toEqual([8]);
    expect(field.value).toBe('8');
    type(field, '0');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(changes).toEqual([8, 1]);
  });

  it('steps with the arrow keys in the field, not past a bound', () => {
    const { field, changes } = stepper(7, 8);
    act(() => field.focus());
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(changes).toEqual([8, 7]);
  });

  it('steps once for a keyboard or assistive technology press, and not at the bound', () => {
    const { more, changes } = stepper(4, 5);
    fireEvent.click(more);
    fireEvent.click(more);
    expect(changes).toEqual([5]);
    expect(more.getAttribute('aria-disabled')).toBe('true');
  });

  it('repeats a held pointer press on the schedule and stops on release', () => {
    const { less, changes } = stepper(20, null);
    fireEvent.pointerDown(less, { pointerType: 'mouse', pointerId: 1, button: 0 });
    expect(changes).toEqual([19]);
    act(() => vi.advanceTimersByTime(599));
    expect(changes).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(changes).toEqual([19, 18]);
    act(() => vi.advanceTimersByTime(200));
    expect(changes).toEqual([19, 18, 17]);
    fireEvent.pointerUp(less, { pointerType: 'mouse', pointerId: 1, button: 0 });
    act(() => vi.advanceTimersByTime(5_000));
    expect(changes).toEqual([19, 18, 17]);
  });

  it('takes over a typed amount before a button press steps from it', () => {
    const { field, more, changes } = stepper(2, null);
    type(field, '10');
    fireEvent.click(more);
    expect(changes).toEqual([10, 11]);
  });
});
