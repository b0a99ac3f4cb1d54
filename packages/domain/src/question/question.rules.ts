import { QUESTION_TAG_MAX, QUESTION_TAGS_MAX } from './question.constants.ts';

/** Tags as stored and compared: trimmed, lower case, inner spaces single, no duplicates, at most 8. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, QUESTION_TAG_MAX);
    if (tag && !tag.includes('|')) seen.add(tag);
    if (seen.size >= QUESTION_TAGS_MAX) break;
  }
  return [...seen];
}

/** A comma-separated tag filter (`?tags=a,b`) as tags. */
export function parseTagFilter(value: string | undefined): string[] {
  return value ? normalizeTags(value.split(',')) : [];
}

export type Vote = 'up' | 'down';

/**
 * What a member's vote on an answer becomes: voting the same way again withdraws the vote, voting
 * the other way switches it. Returns the new vote (null: none) and the change of the counters.
 */
export function nextVote(current: Vote | null, asked: Vote): { vote: Vote | null; up: number; down: number } {
  if (current === asked) return { vote: null, up: asked === 'up' ? -1 : 0, down: asked === 'down' ? -1 : 0 };
  return {
    vote: asked,
    up: (asked === 'up' ? 1 : 0) - (current === 'up' ? 1 : 0),
    down: (asked === 'down' ? 1 : 0) - (current === 'down' ? 1 : 0),
  };
}

/** Answers in the order a question shows them: the best first, then by score (up minus down), then oldest first. */
export function sortAnswers<T extends { IsBest: boolean; Score: number; CreatedOn: string; Id: number }>(
  answers: readonly T[],
): T[] {
  return [...answers].sort(
    (a, b) =>
      Number(b.IsBest) - Number(a.IsBest) ||
      b.Score - a.Score ||
      a.CreatedOn.localeCompare(b.CreatedOn) ||
      a.Id - b.Id,
  );
}
