/** What a group page's questions tab gets (`network-group-questions` and `-question`). */
export interface GroupQuestionsProps {
  groupId: number;
  groupSlug: string;
}
