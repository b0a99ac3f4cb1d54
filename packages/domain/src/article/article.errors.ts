/** Why a story call refuses (field error codes; the web maps each to a sentence). */
export const ArticleErrorCode = {
  /** Publishing on the channel needs granted blog rights (ask with a motivation). */
  BlogRightsRequired: 'blog_rights_required',
  /** A request for blog rights waits already, or they were granted. */
  BlogRightsRequested: 'blog_rights_requested',
  /** The expiry date is not after the publish-from date. */
  ArticleExpiryBeforePublish: 'article_expiry_before_publish',
  /** A video source is not a Youtube or Vimeo address we can embed. */
  VideoUrlInvalid: 'video_url_invalid',
  /** The story cannot be shown there: not a member of the group with stories on, not the location's manager. */
  ArticleLinkForbidden: 'article_link_forbidden',
  /** The story is linked there already. */
  ArticleLinkExists: 'article_link_exists',
  /** The picture is not an uploaded story image of this member. */
  ArticleImageInvalid: 'article_image_invalid',
  /** Comments are closed on this story. */
  CommentsClosed: 'comments_closed',
  /** A story must be shown somewhere: at least one link (channel, group or location). */
  ArticleLinkRequired: 'article_link_required',
} as const;
