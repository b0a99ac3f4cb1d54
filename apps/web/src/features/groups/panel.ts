import type { ComponentType } from 'react';

/** A group's questions tab (the questions feature's, handed in by the app). */
export type QuestionsPanel = ComponentType<{ groupId: number; groupSlug: string }>;
