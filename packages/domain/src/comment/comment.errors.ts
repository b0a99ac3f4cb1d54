/** Why a comment call refuses. */
export const CommentErrorCode = {
  UnknownType: 'unknown_type',
} as const;
