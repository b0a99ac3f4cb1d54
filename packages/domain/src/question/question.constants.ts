import { PAGE_SIZES } from '../constants/limits.ts';

/** Questions per page (the spec's constant: 25). */
export const QUESTIONS_PER_PAGE = PAGE_SIZES.questions;
export const QUESTION_TITLE_MIN = 5;
export const QUESTION_TITLE_MAX = 150;
export const QUESTION_TEXT_MIN = 10;
export const QUESTION_TEXT_MAX = 4000;
export const ANSWER_TEXT_MIN = 2;
export const ANSWER_TEXT_MAX = 4000;
export const QUESTION_TAG_MAX = 30;
export const QUESTION_TAGS_MAX = 8;
/** Where a question is asked: the channel (every member) or a group (its members). */
export const QUESTION_TYPES = ['channel', 'group'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_STATUSES = ['open', 'closed'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
/** The one channel of the product. */
export const QUESTION_CHANNEL_ID = 1;
