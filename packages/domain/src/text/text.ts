/** Lower-case, accents stripped, whitespace folded: the form search terms and `search_text` are compared in. */
export function normalizeSearchText(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a search text in normalized form, as `search_text` holds them (empty for no text). */
export function searchWords(text: string | undefined | null): string[] {
  return text ? normalizeSearchText(text).split(' ').filter(Boolean) : [];
}

/** A lower-case URL slug: `'Café De Zwaan, Den Haag'` → `'cafe-de-zwaan-den-haag'`. */
export function slugify(input: string): string {
  return normalizeSearchText(input).replace(/ /g, '-');
}
