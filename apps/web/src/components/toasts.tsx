import { TOAST_MS } from '@meetspace/domain';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { type AriaToastProps, useToast as useAriaToast, useButton, useToastRegion } from 'react-aria';
import { useTranslation } from 'react-i18next';
import { ToastQueue, type ToastState, useToastQueue } from 'react-stately';

const ToastContext = createContext<(message: string) => void>(() => undefined);

/** Shows a short message ("The details are saved.") for 3 seconds, announced politely. */
export function useToast(): (message: string) => void {
  return useContext(ToastContext);
}

/**
 * The page's toasts on React Aria's toast hooks and queue: each stays 3 s (TOAST_MS), longer while
 * the pointer is on them or one has the focus (so it can be read), and can be closed; focus that
 * was on a closed toast moves to the next one or back where it was. They are announced politely:
 * they appear in one live region (role=status) that is always there, instead of React Aria's
 * assertive alerts.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(() => new ToastQueue<string>({ maxVisibleToasts: 5 }));
  const show = useCallback(
    (message: string) => {
      // The same message again replaces the one shown (and starts its 3 s anew).
      for (const toast of queue.visibleToasts) if (toast.content === message) queue.close(toast.key);
      queue.add(message, { timeout: TOAST_MS });
    },
    [queue],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastRegion queue={queue} />
    </ToastContext.Provider>
  );
}

function ToastRegion({ queue }: { queue: ToastQueue<string> }) {
  const { t } = useTranslation();
  const state = useToastQueue(queue);
  const ref = useRef<HTMLElement>(null);
  const { regionProps } = useToastRegion({ 'aria-label': t('app.notifications') }, state, ref);
  // A labelled complementary landmark (React Aria would make it a region), and the live region.
  const { role: _region, ...landmarkProps } = regionProps;
  return (
    <aside {...landmarkProps} ref={ref} className="toasts">
      <div role="status">
        {state.visibleToasts.map((toast) => (
          <Toast key={toast.key} toast={toast} state={state} closeLabel={t('app.closeNotification')} />
        ))}
      </div>
    </aside>
  );
}

function Toast({
  state,
  closeLabel,
  ...props
}: AriaToastProps<string> & { state: ToastState<string>; closeLabel: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { toastProps, contentProps, titleProps, closeButtonProps } = useAriaToast(props, state, ref);
  const { buttonProps } = useButton({ ...closeButtonProps, 'aria-label': closeLabel }, closeRef);
  // The live region around all toasts speaks for them (politely): no alert role of their own; and
  // no description but the message, which is the toast's name.
  const { role: _alert, ...messageProps } = contentProps;
  const { 'aria-describedby': _description, ...ownProps } = toastProps;
  return (
    <div {...ownProps} ref={ref} className="toast">
      <div {...messageProps}>
        <p {...titleProps}>{props.toast.content}</p>
      </div>
      <button {...buttonProps} ref={closeRef} className="link">
        ×
      </button>
    </div>
  );
}
