import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../errors.ts';
import type { SessionMember } from './session.queries.ts';

/** Who acts: a logged-in member (only the id and role matter to access). */
export type Actor = Pick<SessionMember, 'profileId'> & Partial<Pick<SessionMember, 'role'>>;

/** What a permission's rule may read besides the row. */
export interface AccessContext {
  db: Kysely<DB>;
  /** The app's clock, for rules that depend on the day (a story shows from a date); else the real one. */
  now?: Date;
}

/**
 * One action on one kind of thing (`reservation.update`): how to read the thing, whether a visitor
 * without a login is turned away first, and which relations allow it. Declared by the area that
 * owns the thing; checked with `requireAccess`, once per action.
 */
export interface Permission<Row, Id = number> {
  name: string;
  /**
   * `always`: a visitor gets 401 before anything is read; `per-row`: the row is read first and a
   * visitor gets 401 only when `needsMember` says so (an anonymous cart is its key holder's).
   */
  member: 'always' | 'per-row';
  needsMember?(row: Row): boolean;
  /** The thing, or undefined (404). */
  load(db: Kysely<DB>, id: Id): Promise<Row | undefined>;
  /** Whether the actor may (403 otherwise); relations from relations.ts. May throw its own AppError. */
  allow(actor: Actor | undefined, row: Row, ctx: AccessContext): boolean | Promise<boolean>;
  messages: { unauthorized?: string; notFound: string; forbidden: string };
}

/** Declares a permission (an identity function that keeps the types). */
export function definePermission<Row, Id = number>(permission: Permission<Row, Id>): Permission<Row, Id> {
  return permission;
}

/**
 * The first line of every action on member data: 401 without a member (when the permission needs
 * one), 404 when the thing is not there, 403 when no relation allows the actor. Returns the row.
 */
export async function requireAccess<Row, Id>(
  ctx: AccessContext,
  actor: Actor | undefined,
  permission: Permission<Row, Id>,
  id: Id,
): Promise<Row> {
  const unauthorized = () => AppError.unauthorized(permission.messages.unauthorized ?? 'Log in first');
  if (permission.member === 'always' && !actor) throw unauthorized();
  const row = await permission.load(ctx.db, id);
  if (row === undefined) throw AppError.notFound(permission.messages.notFound);
  if (!actor && permission.member === 'per-row' && (permission.needsMember?.(row) ?? true))
    throw unauthorized();
  if (!(await permission.allow(actor, row, ctx))) throw AppError.forbidden(permission.messages.forbidden);
  return row;
}
