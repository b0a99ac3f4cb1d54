// The site's public face: serving the web app's pages (registered last by the app).
export { registerSite } from './site.plugin.ts';
export { type SitePage, sitePage } from './site-pages.ts';
