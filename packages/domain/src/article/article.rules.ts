import { slugify } from '../text/text.ts';
import type { VideoProvider } from './article.constants.ts';

/** A story's slug for its links (`stories/{key}/{slug}`): its title, or `story`. */
export function articleSlug(title: string): string {
  return slugify(title).slice(0, 80).replace(/-+$/, '') || 'story';
}

/**
 * The embed URL of a Youtube or Vimeo address (built from the video's id, no oEmbed call), or
 * undefined when the address is not one of theirs.
 */
export function videoEmbed(url: string): { Provider: VideoProvider; EmbedUrl: string } | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  const host = parsed.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const youtubeId = /^[A-Za-z0-9_-]{11}$/;
  if (host === 'youtu.be') {
    const id = parsed.pathname.slice(1).split('/')[0] ?? '';
    return youtubeId.test(id) ? youtube(id) : undefined;
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const fromQuery = parsed.searchParams.get('v');
    const fromPath = /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(parsed.pathname)?.[1];
    const id = fromQuery ?? fromPath ?? '';
    return youtubeId.test(id) ? youtube(id) : undefined;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /^\/(?:video\/)?(\d{1,12})(?:\/|$)/.exec(parsed.pathname)?.[1];
    return id ? { Provider: 'vimeo', EmbedUrl: `https://player.vimeo.com/video/${id}` } : undefined;
  }
  return undefined;
}

function youtube(id: string) {
  return { Provider: 'youtube' as const, EmbedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
}

/** Whether a published story shows at `now` (yyyy-MM-dd): from PublishFrom, until before ExpiresAt. */
export function articleVisibleOn(
  facts: { Status: string; PublishFrom: string | null; ExpiresAt: string | null },
  today: string,
): boolean {
  if (facts.Status !== 'Published') return false;
  if (facts.PublishFrom && facts.PublishFrom > today) return false;
  if (facts.ExpiresAt && facts.ExpiresAt <= today) return false;
  return true;
}
