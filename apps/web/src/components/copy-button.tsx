import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Copies `value` to the clipboard; "Copied" (or that it could not) is said in a polite live region
 * beside it. `label` names what is copied ("Copy IBAN").
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(''), 4_000);
    return () => clearTimeout(timer);
  }, [said]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setSaid(t('money.copied'));
    } catch {
      setSaid(t('money.copyFailed'));
    }
  }

  return (
    <>
      <button type="button" className="link copy-button" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="copy-said">
        {said}
      </span>
    </>
  );
}
