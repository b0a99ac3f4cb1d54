import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newsletterSignupUrl } from './footer-config.ts';

type Problem = 'required' | 'invalid';

/**
 * The newsletter signup. There is no newsletter call in the API: the address goes to an external
 * provider (`VITE_NEWSLETTER_URL`), opened in a new tab as a GET with the address, where the
 * provider confirms the subscription. It is opened from script rather than by submitting the form
 * natively, because the site's Content Security Policy allows forms to post to the site itself only
 * (`form-action 'self'`). The field is checked in the page first with the browser's own e-mail rule
 * (`type="email"`, `required`), and the message is said in the page's language, beside the field.
 */
export function NewsletterForm({ action, field }: { action: string; field: string }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [opened, setOpened] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const control = input.current;
    if (!control) return;
    const found: Problem | null = control.validity.valueMissing
      ? 'required'
      : control.validity.valid
        ? null
        : 'invalid';
    setProblem(found);
    if (found) {
      setOpened(false);
      control.focus();
      return;
    }
    window.open(newsletterSignupUrl(action, field, control.value), '_blank', 'noopener');
    setOpened(true);
  }

  const described = [`${id}-hint`, problem ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <form
      className="newsletter-form"
      action={action}
      method="get"
      target="_blank"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      rel="noopener"
    >
      <h2 id={`${id}-title`}>{t('footer.newsletter.title')}</h2>
      <p id={`${id}-hint`}>{t('footer.newsletter.hint')}</p>
      <label htmlFor={`${id}-email`}>{t('footer.newsletter.email')}</label>
      <div className="newsletter-row">
        <input
          ref={input}
          id={`${id}-email`}
          type="email"
          name={field}
          required
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          aria-describedby={described}
          {...(problem ? { 'aria-invalid': true } : {})}
          onChange={() => {
            if (opened) setOpened(false);
          }}
        />
        <button type="submit">{t('footer.newsletter.submit')}</button>
      </div>
      {problem && (
        <small id={`${id}-error`} className="error">
          {t(`footer.newsletter.${problem}`)}
        </small>
      )}
      <p role="status" className="newsletter-status">
        {opened ? t('footer.newsletter.opened') : ''}
      </p>
    </form>
  );
}
