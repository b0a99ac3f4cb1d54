/** Why an account call refuses (registration, login, social login, profile picture). */
export const AccountErrorCode = {
  Exists: 'exists',
  NotActivated: 'not_activated',
  NoEmail: 'no_email',
  InvalidImage: 'invalid_image',
  /** A picture of more decoded pixels than the server accepts (MAX_IMAGE_PIXELS). */
  ImageTooLarge: 'image_too_large',
  /**
   * Too many wrong passwords for this account lately: password logins wait, a code by e-mail (pin
   * login) and a remembered login still work.
   */
  PasswordLoginLocked: 'password_login_locked',
  NotConfigured: 'not_configured',
  ProviderRefused: 'provider_refused',
  UnknownState: 'unknown_state',
  /** A pin that does not match (an expired one is `expired`). */
  WrongPin: 'wrong',
  /** The password rules (PASSWORD_RULES): each one a password breaks. */
  PasswordSpecial: 'special',
  PasswordNumber: 'number',
  PasswordLowercase: 'lowercase',
  PasswordUppercase: 'uppercase',
} as const;
