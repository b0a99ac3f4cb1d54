// The groups area's public face: how another area checks a group and a member's place in it.
export {
  type GroupFacts,
  groupFacts,
  groupFactsOf,
  groupsAdminedAmong,
  groupsWhereMemberReadsQuestions,
  groupsWhereMemberReadsStories,
  joinedMemberIds,
  type MembershipFacts,
  membershipFacts,
} from './group-facts.ts';
