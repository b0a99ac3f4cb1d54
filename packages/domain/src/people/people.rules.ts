import {
  MATCH_TAG_WEIGHT,
  MATCH_TYPE_IDS,
  MATCH_WORD_MIN,
  MATCHES_PROPOSED,
  MatchType,
  NETWORK_TAGS_MAX,
} from './people.constants.ts';

/** Tags as stored: trimmed, inner spaces collapsed, no `|` or `,`, distinct regardless of case, at most 20. */
export function normalizeNetworkTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/[|,]/g, ' ').replace(/\s+/g, ' ').trim();
    const key = tag.toLocaleLowerCase('nl');
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
    if (out.length === NETWORK_TAGS_MAX) break;
  }
  return out;
}

/** The words of a text that count in a match: lower case, letters and digits, 4 or more long, distinct. */
export function matchWords(text: string | null | undefined): Set<string> {
  const words = new Set<string>();
  for (const w of (text ?? '').toLocaleLowerCase('nl').split(/[^\p{L}\p{N}]+/u)) {
    if (w.length >= MATCH_WORD_MIN) words.add(w);
  }
  return words;
}

/** What a person brings to a match. */
export interface MatchFacts {
  profileId: number;
  tags: readonly string[];
  workingOn: string | null;
  knowledge: string | null;
}

export interface RankedMatch {
  profileId: number;
  score: number;
  /** Tags both have (as the candidate writes them). */
  sharedTags: string[];
  /** Words of what the candidate can help with that are in what I work on. */
  theyCanHelp: string[];
  /** Words of what I can help with that are in what the candidate works on. */
  iCanHelp: string[];
}

const intersect = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).sort();

/**
 * The best matches for `me` among `candidates` (myself excluded): score = 2 per shared tag (case
 * ignored) + 1 per word of their knowledge in what I work on + 1 per word of my knowledge in what
 * they work on, each part only when its type is asked for. Only people with a score above 0; the
 * highest first, ties by more shared tags, then by the lower profile id; at most `limit` (4).
 */
export function rankMatches(
  me: MatchFacts,
  candidates: readonly MatchFacts[],
  typeIds: readonly number[] = MATCH_TYPE_IDS,
  limit: number = MATCHES_PROPOSED,
): RankedMatch[] {
  const types = new Set(typeIds.length ? typeIds : MATCH_TYPE_IDS);
  const myTags = new Set(me.tags.map((t) => t.toLocaleLowerCase('nl')));
  const myWork = matchWords(me.workingOn);
  const myKnowledge = matchWords(me.knowledge);
  const seen = new Set<number>([me.profileId]);
  const ranked: RankedMatch[] = [];
  for (const c of candidates) {
    if (seen.has(c.profileId)) continue;
    seen.add(c.profileId);
    const sharedTags = types.has(MatchType.SharedTags)
      ? c.tags.filter((t) => myTags.has(t.toLocaleLowerCase('nl')))
      : [];
    const theyCanHelp = types.has(MatchType.TheyCanHelp) ? intersect(matchWords(c.knowledge), myWork) : [];
    const iCanHelp = types.has(MatchType.ICanHelp) ? intersect(myKnowledge, matchWords(c.workingOn)) : [];
    const score = MATCH_TAG_WEIGHT * sharedTags.length + theyCanHelp.length + iCanHelp.length;
    if (score > 0) ranked.push({ profileId: c.profileId, score, sharedTags, theyCanHelp, iCanHelp });
  }
  ranked.sort(
    (a, b) => b.score - a.score || b.sharedTags.length - a.sharedTags.length || a.profileId - b.profileId,
  );
  return ranked.slice(0, limit);
}

/** The stored form of tags: `|tag one|tag two|` (so one tag is found with `like '%|tag|%'`). */
export function tagsToColumn(tags: readonly string[]): string | null {
  return tags.length ? `|${tags.join('|')}|` : null;
}

export function tagsFromColumn(column: string | null | undefined): string[] {
  return (column ?? '').split('|').filter(Boolean);
}
