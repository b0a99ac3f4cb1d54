/** Why a notification call refuses. */
export const NotificationErrorCode = {
  /** The newsletter is mailed only: it has no inbox switch. */
  NewsletterHasNoInbox: 'newsletter_has_no_inbox',
} as const;
export type NotificationErrorCode = (typeof NotificationErrorCode)[keyof typeof NotificationErrorCode];
