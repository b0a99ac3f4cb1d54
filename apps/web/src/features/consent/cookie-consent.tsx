import './i18n.ts';
import './styles.css';
import type { Locale } from '@meetspace/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
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
 * A modal dialog (`components/dialog.tsx`): focus moves to its first choice once the choices are
 * there, and on closing back to the button that opened it, or, when it opened by itself, to the
 * start of the page's content; Escape closes it without saving (and it asks again on the next
 * page load).
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
  const content = useRef<HTMLDivElement>(null);
  const introId = useId();
  const data = settings.data;

  useEffect(() => {
    if (data && !dismissed && needsConsent(stored, data)) setOpen(true);
  }, [data, stored, dismissed]);

  // Into the dialog once its choices are there: the first editable type, else the first button.
  const ready = Boolean(data);
  useEffect(() => {
    if (!open || !ready) return;
    content.current?.querySelector<HTMLElement>('.consent-form :is(input:not(:disabled), button)')?.focus();
  }, [open, ready]);

  function close() {
    setOpen(false);
    setChoices(undefined);
    if (!stored || (data && needsConsent(stored, data))) setDismissed(true);
  }

  function store(consent: StoredConsent) {
    // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API is not in every browser we serve
    document.cookie = consentCookieString(consent, window.location.protocol === 'https:');
    setStored(consent);
    setOpen(false);
    setChoices(undefined);
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
      <Dialog
        open={open}
        onClose={close}
        title={t('consent.title')}
        closeLabel={t('consent.close')}
        describedBy={introId}
        className="consent-dialog"
        // The choices may still be loading: the effect above moves focus in once they are there.
        initialFocus={() => null}
      >
        <div ref={content}>
          <p id={introId}>{t('consent.intro')}</p>
          {data ? (
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
          )}
        </div>
      </Dialog>
    </>
  );
}
