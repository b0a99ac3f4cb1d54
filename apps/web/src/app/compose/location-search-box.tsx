import { localizedPath } from '@meetspace/domain';
import { useNavigate } from 'react-router';
import type { SearchBox } from '../../features/locations/index.ts';
import { SearchForm } from '../../features/search/index.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';

/** A location page's search box: the search form fixed to the location, opening the wizard on the home page. */
export const LocationSearchBox: SearchBox = ({ location }) => {
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <SearchForm
      locale={locale}
      location={location}
      onSearched={(key) => navigate(`${localizedPath('index', locale)}?sk=${key}`)}
    />
  );
};
