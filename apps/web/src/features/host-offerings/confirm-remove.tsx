import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';

/**
 * A delete button that asks first, in a dialog: what will happen (deleted, or only deactivated
 * when bookings point at it) and a button that does it. Focus starts on "Cancel".
 */
export function ConfirmRemove({
  label,
  name,
  disabled,
  onConfirm,
}: {
  /** The button's words ("Delete space"). */
  label: string;
  /** What is deleted, for the question. */
  name: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="danger" onClick={() => setOpen(true)} disabled={disabled}>
        {label}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('remove.title', { name })}
        describedBy="remove-explained"
        initialFocus={(root) => root.querySelector<HTMLElement>('.dialog-body button.secondary')}
      >
        <p id="remove-explained">{t('remove.explained')}</p>
        <div className="offerings-actions">
          <button type="button" className="secondary" onClick={() => setOpen(false)}>
            {t('remove.cancel')}
          </button>
          <button
            type="button"
            className="danger"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {label}
          </button>
        </div>
      </Dialog>
    </>
  );
}
