import { REVIEW_ASPECTS, REVIEW_SCORE_MAX, REVIEW_SCORE_MIN, type ReviewAspect } from './review.constants.ts';
import { ReviewErrorCode } from './review.errors.ts';

/** One decimal, as every score is shown (4.25 -> 4.3; 0 stays 0). */
export function roundScore(value: number): number {
  return Math.round(value * 10 + Number.EPSILON * 10) / 10;
}

/** A review's overall score: the mean of the aspects it scored, one decimal. */
export function overallScore(scores: Partial<Record<ReviewAspect, number | null | undefined>>): number {
  const given = REVIEW_ASPECTS.map((a) => scores[a]).filter((s): s is number => typeof s === 'number');
  if (given.length === 0) return 0;
  return roundScore(given.reduce((sum, s) => sum + s, 0) / given.length);
}

/** The whole stars (1 to 5) an overall score shows: 4.5 is 5 stars, 4.4 is 4. */
export function starsOf(overall: number): number {
  return Math.min(REVIEW_SCORE_MAX, Math.max(REVIEW_SCORE_MIN, Math.round(overall)));
}

/** Dutch surname prefixes (tussenvoegsels): "van der Berg" is filed under B. */
const NAME_PREFIXES = new Set([
  'van',
  'de',
  'der',
  'den',
  'het',
  'ten',
  'ter',
  'te',
  'op',
  'in',
  "'t",
  'la',
  'le',
  'du',
]);

/** The reviewer as the public sees them: "Anna J." (the first name alone when there is no last name). */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const words = lastName.trim().split(/\s+/).filter(Boolean);
  const main = words.find((w) => !NAME_PREFIXES.has(w.toLowerCase())) ?? words[0] ?? '';
  const initial = main.charAt(0);
  const name = [first, initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ');
  return name || '—';
}

/** What a booker's submission lacks: a score per aspect (catering only when booked) and the text. */
export function submissionProblems(
  input: {
    scores: Partial<Record<ReviewAspect, number | null | undefined>> | undefined;
    text: string | undefined;
  },
  cateringBooked: boolean,
): { Field: string; Code: string }[] {
  const problems: { Field: string; Code: string }[] = [];
  for (const aspect of REVIEW_ASPECTS) {
    const required = aspect !== 'Catering' || cateringBooked;
    const value = input.scores?.[aspect];
    if (required && (value === undefined || value === null))
      problems.push({ Field: `Scores.${aspect}`, Code: ReviewErrorCode.ReviewScoreRequired });
  }
  if (input.text === undefined || input.text.trim() === '')
    problems.push({ Field: 'Text', Code: ReviewErrorCode.ReviewTextRequired });
  return problems;
}
