import { type ReactNode, useEffect, useRef } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** The first field of a dialog's body (rather than the close button in its heading). */
const firstField = (root: HTMLElement) =>
  root.querySelector<HTMLElement>('.dialog-body :is(input:not(:disabled), select, textarea, button)');

/**
 * Where focus goes after a dialog closed when the control that opened it is gone, or when nothing
 * had the focus (a dialog that opened by itself): the page's marked fallback (e.g. the section
 * heading of a reservation), else the start of the page's content (`<main>`), never the bare page.
 * React Aria puts focus back on the opener one frame after closing; this looks one frame later.
 */
function useFocusAfterClose(open: boolean) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    // Also when the dialog itself is gone by then: it only acts on focus left on the bare page.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active && active !== document.body && active.isConnected) return;
        (
          document.querySelector<HTMLElement>('[data-focus-fallback]') ?? document.getElementById('main')
        )?.focus();
      }),
    );
  }, [open]);
}

/** Moves focus into a dialog once it shows: `pick` chooses the element (none: React Aria's choice). */
function useFocusOnOpen(open: boolean, pick: (root: HTMLElement) => HTMLElement | null) {
  const ref = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening only, with the pick of that moment
  useEffect(() => {
    if (open && ref.current) pick(ref.current)?.focus();
  }, [open]);
  return ref;
}

/**
 * A modal dialog (React Aria's Modal and Dialog): focus is kept inside, the page behind is hidden
 * from assistive technology and cannot be scrolled, Escape closes it, and focus goes back to the
 * control that opened it (see `useFocusAfterClose` when there is none). Focus starts in the first
 * field (or where `initialFocus` says). The content is only rendered while open, so a form starts
 * fresh each time.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  describedBy,
  className = '',
  initialFocus = firstField,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The heading's close button (default: "Close"). */
  closeLabel?: string;
  /** The id of an element in `children` that describes the dialog. */
  describedBy?: string;
  className?: string;
  initialFocus?: (root: HTMLElement) => HTMLElement | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useFocusOnOpen(open, initialFocus);
  useFocusAfterClose(open);
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      className="dialog-overlay"
    >
      <Modal className={`dialog ${className}`.trim()}>
        <AriaDialog ref={ref} aria-describedby={describedBy} className="dialog-content">
          <div className="dialog-head">
            <Heading slot="title">{title}</Heading>
            <button type="button" className="link" onClick={onClose}>
              {closeLabel ?? t('dialog.close')}
            </button>
          </div>
          <div className="dialog-body">{children}</div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * A panel from the side of the screen (the header's menu below 768 px): a modal dialog like
 * `Dialog`, which a click beside it closes too. Focus starts on its first control.
 */
export function Drawer({
  open,
  onClose,
  id,
  labelledBy,
  children,
}: {
  open: boolean;
  onClose: () => void;
  id?: string;
  /** The id of its heading, in `children`. */
  labelledBy: string;
  children: ReactNode;
}) {
  const ref = useFocusOnOpen(open, (root) => root.querySelector<HTMLElement>('a, button'));
  useFocusAfterClose(open);
  return (
    <ModalOverlay
      isOpen={open}
      isDismissable
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      className="drawer-overlay"
    >
      <Modal className="drawer">
        <AriaDialog ref={ref} id={id} aria-labelledby={labelledBy} className="drawer-body">
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
