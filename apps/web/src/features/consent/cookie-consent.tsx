import './i18n.ts';
import './styles.css';
import type { Locale } from '@meetspace/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCookieSettings } from './api.ts';
import {
  acceptAll,
  type ConsentChoices,
  consentCookieString,
  consentFrom,
  initialChoices,
  needsConsent,
  readConsent,
  refuseOptional,
  type StoredConsent,
} from './consent.ts';
import { ConsentForm } from './consent-form.tsx';

/**
 * The footer's "Cookie settings" button and the consent dialog it opens. The dialog also opens by
 * itself when the consent cookie is missing or holds another Version than the latest settings.
 * A native modal `<dialog>`: focus moves to its first choice on opening and back to where it was
 * on closing; Escape closes it without saving (and it asks again on the next page load).
 */
export function CookieConsent({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const settings = useCookieSettings(locale);
  const [stored, setStored] = useState<StoredConsent | undefined>(() =>
    // On the server nothing is stored: the dialog is closed on first paint there and here.
    typeof document === 'undefined' ? undefined : readConsent(document.cookie),
  );
  const [open, setOpen] = useState(false);
  // Closed without an answer: not asked again until the next page load.
  const [dismissed, setDismissed] = useState(false);
  // The choices being edited; undefined: start from the stored ones and the defaults.
  const [choices, setChoices] = useState<ConsentChoices | undefined>();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const introId = useId();
  const data = settings.data;

  useEffect(() => {
    if (data && !dismissed && needsConsent(stored, data)) setOpen(true);
  }, [data, stored, dismissed]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Into the dialog once its choices are there: the first editable type, else the first button.
  const ready = Boolean(data);
  useEffect(() => {
    if (!open || !ready) return;
    ref.current?.querySelector<HTMLElement>('.consent-form :is(input:not(:disabled), button)')?.focus();
  }, [open, ready]);

  function store(consent: StoredConsent) {
    // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API is not in every browser we serve
    document.cookie = consentCookieString(consent, window.location.protocol === 'https:');
    setStored(consent);
    setOpen(false);
  }

  return (
    <>
      <button
        type="button"
        className="link"
        aria-haspopup="dialog"
        onClick={() => {
          setChoices(undefined);
          setOpen(true);
        }}
      >
        {t('consent.open')}
      </button>
      <dialog
        ref={ref}
        className="dialog consent-dialog"
        aria-labelledby={titleId}
        aria-describedby={introId}
        onClose={() => {
          // The close event comes a moment after closing: when the dialog was opened again in
          // between (a quick second press of the footer button), it is not for this opening.
          if (ref.current?.open) return;
          setOpen(false);
          setChoices(undefined);
          if (!stored || (data && needsConsent(stored, data))) setDismissed(true);
          const target = opener.current;
          if (target?.isConnected && target !== document.body) target.focus();
        }}
      >
        <div className="dialog-head">
          <h2 id={titleId}>{t('consent.title')}</h2>
          <button type="button" className="link" onClick={() => setOpen(false)}>
            {t('consent.close')}
          </button>
        </div>
        <p id={introId}>{t('consent.intro')}</p>
        {open &&
          (data ? (
            <ConsentForm
              settings={data}
              choices={choices ?? initialChoices(data, stored)}
              onChange={(key, value) =>
                setChoices({ ...(choices ?? initialChoices(data, stored)), [key]: value })
              }
              onAcceptAll={() => store(acceptAll(data))}
              onRefuseOptional={() => store(refuseOptional(data))}
              onSave={() => store(consentFrom(data, choices ?? initialChoices(data, stored)))}
            />
          ) : settings.isError ? (
            <div role="alert">
              <p>{t('consent.loadFailed')}</p>
              <button type="button" onClick={() => void settings.refetch()}>
                {t('consent.retry')}
              </button>
            </div>
          ) : (
            <p role="status">{t('consent.loading')}</p>
          ))}
      </dialog>
    </>
  );
}
