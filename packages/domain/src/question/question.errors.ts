/** Why a question call refuses (field error codes; the web maps each to a sentence in nl and en). */
export const QuestionErrorCode = {
  /** The question is closed: it takes no new answers or replies until its asker reopens it. */
  QuestionClosed: 'question_closed',
  /** A reply answers an answer of the same question, never another reply. */
  AnswerNotReplyable: 'answer_not_replyable',
  /** Members do not vote on their own answers. */
  OwnAnswerVote: 'own_answer_vote',
  /** The best answer is an answer of the question (not a reply). */
  BestAnswerInvalid: 'best_answer_invalid',
  /** A question in a group needs a group whose questions the member may read and write. */
  QuestionGroupInvalid: 'question_group_invalid',
} as const;
