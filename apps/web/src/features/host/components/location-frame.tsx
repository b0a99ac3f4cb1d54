import type { HostLocation } from '@meetspace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type HostLocationRoute, HostShell } from '../../../components/host/host-shell.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert } from '../../../components/problem-alert.tsx';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import { useHostLocation } from '../api.ts';
import { useHostProblem } from './host-problem.ts';

/** The location id of a host page's path (0 when it is not a number). */
export function useLocationId(): number {
  const id = Number(useParams().locationId);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/**
 * A location's host page: the host area's frame with the location's pages, the page's heading
 * (`<title> · <location>`), and the page once the location is loaded; a location the member does
 * not manage says so.
 */
export function LocationFrame({
  current,
  titleKey,
  children,
}: {
  current: HostLocationRoute;
  titleKey: string;
  children: (location: HostLocation) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useLocationId();
  const location = useHostLocation(id);
  const problem = useHostProblem(id === 0 ? new Error('no id') : location.error, 'host:loadFailed');
  const title = t(titleKey);
  const data = location.data;
  usePageTitle(data ? `${title} · ${data.Name}` : title);
  const heading = useFocusHeading<HTMLHeadingElement>(Boolean(data));
  return (
    <HostShell current={current} location={data ? { id: data.Id, name: data.Name } : undefined}>
      <section aria-labelledby="host-page-title" className="host">
        <h1 id="host-page-title" ref={heading} tabIndex={-1}>
          {title}
          {data && <span className="host-subtitle">{data.Name}</span>}
        </h1>
        <Loading active={location.isPending && id > 0} />
        <ProblemAlert problem={problem} />
        {data && children(data)}
      </section>
    </HostShell>
  );
}
