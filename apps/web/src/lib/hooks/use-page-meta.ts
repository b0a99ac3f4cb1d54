import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The page's `<meta name="description">`, added when the shell has none. */
function descriptionElement(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/**
 * The tab's title ("<title> · Meetspace") and the meta description while the page is shown, in the
 * page's language (search engines and link previews read both). Without a description of its own a
 * page gets the site's (`meta.description`); leaving the page puts the site's title and description
 * back.
 */
export function usePageMeta(title: string, description?: string) {
  const { t } = useTranslation();
  const siteName = t('app.name');
  const siteDescription = t('meta.description');
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
    descriptionElement().content = description ?? siteDescription;
    return () => {
      document.title = siteName;
      descriptionElement().content = siteDescription;
    };
  }, [title, description, siteName, siteDescription]);
}
