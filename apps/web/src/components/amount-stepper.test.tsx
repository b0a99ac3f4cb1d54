import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../lib/i18n.ts';
import { AmountStepper, type AmountStepperProps } from './amount-stepper.tsx';

/** Server-rendered HTML of a stepper (no DOM in this project: the behaviour is in press-and-hold.ts). */
function render(locale: 'nl' | 'en', props: Partial<AmountStepperProps> & { value: number }) {
  return renderToString(
    <I18nextProvider i18n={createI18n(locale)}>
      <AmountStepper max={null} label="Koffie & thee" onChange={() => undefined} {...props} />
    </I18nextProvider>,
  );
}

const buttons = (html: string) => html.match(/<button[^>]*>/g) ?? [];
/** The visible field (a form name adds a hidden input beside it). */
const input = (html: string) => /<input(?![^>]*type="hidden")[^>]*>/.exec(html)?.[0] ?? '';

describe('AmountStepper', () => {
  it('names the buttons after the option in the page language and hides the signs', () => {
    const [less, more] = buttons(render('en', { value: 2 }));
    expect(less).toContain('aria-label="Fewer Koffie &amp; thee"');
    expect(more).toContain('aria-label="More Koffie &amp; thee"');
    const nl = render('nl', { value: 2 });
    expect(nl).toContain('aria-label="Minder Koffie &amp; thee"');
    expect(nl).toContain('aria-label="Meer Koffie &amp; thee"');
    expect(nl).toContain('<span aria-hidden="true">−</span>');
    expect(nl).toContain('<span aria-hidden="true">+</span>');
  });

  it('renders a labelled numeric field with the amount (its bounds: amount-stepper.dom.test.tsx)', () => {
    const field = input(render('en', { value: 3, min: 1, max: 8 }));
    for (const attribute of ['inputMode="numeric"', 'aria-label="Koffie &amp; thee"', 'value="3"'])
      expect(field).toContain(attribute);
    expect(field).toContain('aria-roledescription="Number field"');
  });

  it('marks the button at a bound as disabled and keeps it focusable', () => {
    const [lessAtMin, moreAtMin] = buttons(render('en', { value: 0, max: 5 }));
    expect(lessAtMin).toContain('aria-disabled="true"');
    expect(lessAtMin).not.toContain('disabled=""');
    expect(moreAtMin).not.toContain('aria-disabled');
    const [lessAtMax, moreAtMax] = buttons(render('en', { value: 5, max: 5 }));
    expect(lessAtMax).not.toContain('aria-disabled');
    expect(moreAtMax).toContain('aria-disabled="true"');
    const [, moreUncapped] = buttons(render('en', { value: 500 }));
    expect(moreUncapped).not.toContain('aria-disabled');
  });

  it('disables both buttons and the field when disabled', () => {
    const html = render('en', { value: 2, max: 5, disabled: true });
    for (const button of buttons(html)) expect(button).toContain('disabled=""');
    expect(input(html)).toContain('disabled=""');
  });

  it('uses plain buttons that never submit the form around them', () => {
    for (const button of buttons(render('en', { value: 1 }))) expect(button).toContain('type="button"');
  });
});
