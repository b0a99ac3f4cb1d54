import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { type HostLocationRoute, HostShell } from '../../components/host/host-shell.tsx';
import { Loading } from '../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { useFocusHeading } from '../../lib/hooks/use-focus-heading.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';

/** The location id of the page's path. */
export function useLocationId(): number {
  return Number(useParams().locationId);
}

/**
 * A page of this feature: the host frame with the location's pages (once its name is known), the
 * page's heading (focused on arrival), the loading line and the failure of its first read.
 */
export function OfferingsFrame({
  current,
  locationId,
  locationName,
  title,
  pending,
  error,
  children,
}: {
  current: HostLocationRoute;
  locationId: number;
  locationName: string | undefined;
  title: string;
  pending: boolean;
  error: unknown;
  children: ReactNode;
}) {
  const heading = useFocusHeading<HTMLHeadingElement>(!pending);
  const problem = useProblem(error, 'loadFailed');
  usePageTitle(locationName ? `${title} · ${locationName}` : title);
  return (
    <HostShell
      current={current}
      location={locationName === undefined ? undefined : { id: locationId, name: locationName }}
    >
      <section aria-labelledby="offerings-title" className="offerings">
        <h1 id="offerings-title" ref={heading} tabIndex={-1}>
          {title}
          {locationName && <span className="muted offerings-location"> · {locationName}</span>}
        </h1>
        <Loading active={pending} />
        <ProblemAlert problem={problem} />
        {children}
      </section>
    </HostShell>
  );
}
