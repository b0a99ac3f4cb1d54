import sanitizeHtml from 'sanitize-html';

// A story's body is HTML from the editor; only this allowlist is kept, whatever the client sends.
// Links: http, https and mailto only, always rel="noopener noreferrer nofollow" (a target only
// `_blank`). Pictures: our own uploads (`/uploads/...`) or https. Everything else (script, style,
// iframes, event handlers, javascript: and data: URLs, classes, inline styles) is dropped; the text
// inside script, style, textarea and the like goes with its tag.

const LINK_HREF = /^(https?:\/\/|mailto:)/i;
const IMAGE_SRC = /^(\/uploads\/(?!\/)|https:\/\/)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    's',
    'u',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'br',
    'hr',
    'img',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      return {
        tagName,
        attribs: {
          ...(href && LINK_HREF.test(href) ? { href } : {}),
          ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
          rel: 'noopener noreferrer nofollow',
        },
      };
    },
  },
  // A picture from anywhere else (or whose address was dropped) goes entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SRC.test(frame.attribs.src?.trim() ?? ''),
};

/** A story's body as it is stored and shown: the editor's HTML reduced to the allowlist. */
export function sanitizeStoryBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
