import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A modal dialog on the native `<dialog>` (`showModal`): the browser traps focus, makes the page
 * behind it inert and closes it on Escape. Focus goes to the first field (or `autoFocus` element)
 * on opening and back to the control that opened it on closing. The content is only rendered
 * while open, so a form starts fresh each time.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // The first field rather than the close button in the heading.
      dialog.querySelector<HTMLElement>('.dialog-body :is(input, select, textarea, button)')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="dialog"
      onClose={() => {
        // The close event comes a moment after closing; when it was opened again in between, it
        // is not for this opening.
        if (ref.current?.open) return;
        onClose();
        // Back to the control that opened it; when the answer removed that control, to the
        // page's marked fallback (the section heading).
        const target = opener.current?.isConnected
          ? opener.current
          : document.querySelector<HTMLElement>('[data-focus-fallback]');
        target?.focus();
      }}
    >
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="link" onClick={onClose}>
          {t('dialog.close')}
        </button>
      </div>
      <div className="dialog-body">{open && children}</div>
    </dialog>
  );
}
