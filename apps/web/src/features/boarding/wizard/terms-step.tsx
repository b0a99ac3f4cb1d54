import type { Locale } from '@meetspace/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TermBody } from '../../../components/term-body.tsx';
import { downloadLicencePdf, useLicenceTerms } from '../api/boarding.ts';
import type { BoardingAction, BoardingState } from './boarding-state.ts';

/**
 * Step 4: the licence terms (loaded when the step opens), their PDF, the agreement and the button
 * that creates the location (step 5).
 */
export function TermsStep({
  state,
  locale,
  busy,
  problem,
  agreeError,
  dispatch,
  onSubmit,
  onBack,
}: {
  state: BoardingState;
  locale: Locale;
  busy: boolean;
  /** Why creating failed (announced). */
  problem: string | null;
  agreeError?: string;
  dispatch: (action: BoardingAction) => void;
  onSubmit: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const terms = useLicenceTerms(locale, true);
  const [pdfFailed, setPdfFailed] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  return (
    <form onSubmit={submit} noValidate className="boarding-form">
      {terms.isPending ? (
        <p role="status">{t('terms.loading')}</p>
      ) : terms.isError ? (
        <p role="alert" className="error">
          {t('terms.loadFailed')}
        </p>
      ) : (
        <div className="boarding-terms">
          <h3>{terms.data.Title}</h3>
          <p className="muted">{t('terms.version', { version: terms.data.Version })}</p>
          <div className="boarding-terms-body">
            <TermBody body={terms.data.Body} headingLevel={3} />
          </div>
        </div>
      )}
      <p>
        <button
          type="button"
          className="link"
          onClick={() => {
            setPdfFailed(false);
            downloadLicencePdf(locale, `licence-terms-${locale}.pdf`).catch(() => setPdfFailed(true));
          }}
        >
          {t('terms.pdf')}
        </button>
      </p>
      {pdfFailed && (
        <p role="alert" className="error">
          {t('terms.pdfFailed')}
        </p>
      )}
      <label className="check">
        <input
          type="checkbox"
          name="agree"
          checked={state.agreedToLicense}
          aria-invalid={agreeError ? true : undefined}
          aria-describedby={agreeError ? 'boarding-agree-error' : undefined}
          onChange={(e) => dispatch({ type: 'agree', agreed: e.target.checked })}
        />
        {t('terms.agree')}
      </label>
      {agreeError && (
        <p id="boarding-agree-error" className="error">
          {agreeError}
        </p>
      )}
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      {busy && <p role="status">{t('terms.submitting')}</p>}
      <div className="boarding-actions">
        <button type="button" className="secondary" onClick={onBack} disabled={busy}>
          {t('terms.back')}
        </button>
        <button type="submit" disabled={busy}>
          {t('terms.submit')}
        </button>
      </div>
    </form>
  );
}
