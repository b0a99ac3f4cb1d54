/**
 * One page of the site. `nl` and `en` are React Router 7 path patterns relative to the locale
 * prefix, without a leading slash: `:id` is a parameter, `:slug?` an optional one.
 */
export type RouteDef = {
  readonly name: string;
  readonly nl: string;
  readonly en: string;
  /** Needs a logged-in member; the layout shows the login flow otherwise. */
  readonly auth?: boolean;
  /** Only for visitors who are not logged in; a member is redirected to the root. */
  readonly guestOnly?: boolean;
  /** Kept out of search engines (robots noindex). */
  readonly noIndex?: boolean;
  /**
   * Paths the page had before, per locale (same syntax and parameters): a link to one of them is
   * redirected to the current path, with its parameters, query and hash.
   */
  readonly formerly?: { readonly nl?: string; readonly en?: string };
};

/** Flags of a page in the member area or the network: login required, not indexed. */
export const MEMBERS_ONLY = { auth: true, noIndex: true } as const;
