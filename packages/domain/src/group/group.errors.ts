/** Why a group call refuses (field error codes; the web maps each to a sentence). */
export const GroupErrorCode = {
  /** The last admin cannot leave or step down: make another member admin first. */
  GroupAdminRequired: 'group_admin_required',
  /** The group is a draft: only its admins see it, nobody joins it. */
  GroupNotPublished: 'group_not_published',
  /** The member is already in the group (or their request waits). */
  AlreadyMember: 'already_member',
  /** The profile is not a member of the group (promote, demote, approve a request that is not there). */
  NotAGroupMember: 'not_a_group_member',
  /** The group has this feature switched off (its stories, events, members or questions). */
  GroupFeatureOff: 'group_feature_off',
  /** Publishing failed: a group needs a name and a description to be published. */
  GroupPublishFailed: 'group_publish_failed',
  /** The picture is not an uploaded group image of this member. */
  GroupImageInvalid: 'group_image_invalid',
} as const;
