/** Parameter values of a matched path and how specific the match is (static segments weigh most). */
export type SegmentMatch = { params: Record<string, string>; score: number };

// Weights as React Router ranks routes: a static segment beats a parameter.
const STATIC_SCORE = 10;
const PARAM_SCORE = 3;

/** Splits a path or pattern into its non-empty segments. */
export function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * Matches path segments against pattern segments: a static segment matches itself (case-insensitive,
 * like React Router), `:p` one segment, `:p?` one segment or none. Values are URI-decoded.
 */
export function matchSegments(pattern: readonly string[], path: readonly string[]): SegmentMatch | undefined {
  return matchFrom(pattern, 0, path, 0);
}

function matchFrom(
  pattern: readonly string[],
  patternIndex: number,
  path: readonly string[],
  pathIndex: number,
): SegmentMatch | undefined {
  const segment = pattern[patternIndex];
  const value = path[pathIndex];
  if (segment === undefined) return value === undefined ? { params: {}, score: 0 } : undefined;
  if (!segment.startsWith(':')) {
    if (value === undefined || value.toLowerCase() !== segment.toLowerCase()) return undefined;
    return addScore(matchFrom(pattern, patternIndex + 1, path, pathIndex + 1), STATIC_SCORE);
  }
  const isOptional = segment.endsWith('?');
  const name = segment.slice(1, isOptional ? -1 : undefined);
  let taken: SegmentMatch | undefined;
  if (value !== undefined) {
    const rest = matchFrom(pattern, patternIndex + 1, path, pathIndex + 1);
    if (rest) {
      taken = { params: { [name]: safeDecode(value), ...rest.params }, score: rest.score + PARAM_SCORE };
    }
  }
  const skipped = isOptional ? matchFrom(pattern, patternIndex + 1, path, pathIndex) : undefined;
  return moreSpecific(taken, skipped);
}

function addScore(match: SegmentMatch | undefined, score: number): SegmentMatch | undefined {
  return match && { params: match.params, score: match.score + score };
}

/** The more specific of two matches; the first wins a tie. */
export function moreSpecific(
  a: SegmentMatch | undefined,
  b: SegmentMatch | undefined,
): SegmentMatch | undefined {
  if (!a) return b;
  if (!b) return a;
  return b.score > a.score ? b : a;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
