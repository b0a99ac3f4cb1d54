import { Component, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from './loading.tsx';

class Boundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Waits for lazily loaded code (a loading line after 200 ms) and says so when it cannot be loaded. */
export function LoadBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Boundary
      fallback={
        <p role="alert" className="error">
          {t('app.loadFailed')}{' '}
          <button type="button" className="link" onClick={() => window.location.reload()}>
            {t('app.reload')}
          </button>
        </p>
      }
    >
      <Suspense fallback={<Loading active />}>{children}</Suspense>
    </Boundary>
  );
}
