import { localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/hooks/use-locale.ts';

const PARTS = [
  ['start', 'network'],
  ['groups', 'network-groups'],
  ['stories', 'network-stories'],
  ['people', 'network-people'],
  ['questions', 'network-questions'],
] as const;

/** The network's parts: start, groups, stories, people and questions (the last two: issue 21). */
export function NetworkNav({ current }: { current: (typeof PARTS)[number][0] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <nav className="section-nav network-nav" aria-label={t('network.nav')}>
      <ul>
        {PARTS.map(([part, route]) => (
          <li key={part}>
            <Link to={localizedPath(route, locale)} aria-current={current === part ? 'page' : undefined}>
              {t(`network.parts.${part}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
