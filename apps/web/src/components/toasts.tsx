import { TOAST_MS } from '@meetspace/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Toast {
  id: number;
  message: string;
}

const ToastContext = createContext<(message: string) => void>(() => undefined);

/** Shows a short message ("The details are saved.") for 3 seconds, announced politely. */
export function useToast(): (message: string) => void {
  return useContext(ToastContext);
}

let lastId = 0;

/**
 * The page's toasts: each stays 3 s (TOAST_MS), longer while the pointer is on it or it has the
 * focus (so it can be read), and can be closed. They live in one polite live region.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((message: string) => {
    lastId += 1;
    const id = lastId;
    setToasts((list) => [...list.filter((x) => x.message !== message), { id, message }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((x) => x.id !== id)), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <aside className="toasts" aria-label={t('app.notifications')}>
        <div role="status">
          {toasts.map((toast) => (
            <ToastItem
              key={toast.id}
              toast={toast}
              onDone={dismiss}
              closeLabel={t('app.closeNotification')}
            />
          ))}
        </div>
      </aside>
    </ToastContext.Provider>
  );
}

function ToastItem({
  toast,
  onDone,
  closeLabel,
}: {
  toast: Toast;
  onDone: (id: number) => void;
  closeLabel: string;
}) {
  const [held, setHeld] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => done.current(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [held, toast.id]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only hold the timer; the close button is the control
    <div
      className="toast"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p>{toast.message}</p>
      <button type="button" className="link" aria-label={closeLabel} onClick={() => onDone(toast.id)}>
        ×
      </button>
    </div>
  );
}
