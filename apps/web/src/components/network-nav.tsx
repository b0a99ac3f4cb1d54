import { localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../lib/hooks/use-locale.ts';

const PARTS = [
  ['start', 'network'],
  ['groups', 'network-groups'],
  ['stories', 'network-stories'],
  ['people', 'network-people'],
  ['questions', 'network-questions'],
] as const;

export type NetworkPart = (typeof PARTS)[number][0];

/** The network's parts (start, groups, stories, people, questions), on every feature's network page. */
export function NetworkNav({ current }: { current: NetworkPart }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <nav className="section-nav network-nav" aria-label={t('networkNav.label')}>
      <ul>
        {PARTS.map(([part, route]) => (
          <li key={part}>
            <Link to={localizedPath(route, locale)} aria-current={current === part ? 'page' : undefined}>
              {t(`networkNav.${part}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
