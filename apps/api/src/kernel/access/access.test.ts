import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../errors.ts';
import { type Actor, definePermission, requireAccess } from './access.ts';
import { isAdmin, isSelf } from './relations.ts';

interface Thing {
  id: number;
  owner: number | null;
}
const things = new Map<number, Thing>([
  [1, { id: 1, owner: 10 }],
  [2, { id: 2, owner: null }],
]);
const loads: number[] = [];
const load = async (_db: Kysely<DB>, id: number) => {
  loads.push(id);
  return things.get(id);
};
const messages = {
  notFound: 'Thing not found',
  forbidden: 'Not your thing',
  unauthorized: 'Log in for things',
};
const ownOrAdmin = (actor: Actor | undefined, row: Thing) => isSelf(actor, row.owner) || isAdmin(actor);
const membersOnly = definePermission<Thing>({
  name: 'thing.read',
  member: 'always',
  load,
  allow: ownOrAdmin,
  messages,
});
const keyHolders = definePermission<Thing>({
  name: 'thing.open',
  member: 'per-row',
  needsMember: (row) => row.owner !== null,
  load,
  allow: (actor, row) => row.owner === null || ownOrAdmin(actor, row),
  messages,
});
const ctx = { db: {} as Kysely<DB> };
const owner: Actor = { profileId: 10, role: 'member' };
const other: Actor = { profileId: 11, role: 'member' };
const admin: Actor = { profileId: 12, role: 'admin' };

async function status(actor: Actor | undefined, permission: typeof membersOnly, id: number): Promise<number> {
  try {
    await requireAccess(ctx, actor, permission, id);
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.httpStatus;
    throw error;
  }
}

describe('requireAccess', () => {
  it.each([
    ['the owner', owner, 1, 200],
    ['an administrator', admin, 1, 200],
    ['another member', other, 1, 403],
    ['a visitor', undefined, 1, 401],
    ['anyone, for a thing that is not there', owner, 99, 404],
    ['a visitor, for a thing that is not there', undefined, 99, 401],
  ] as const)('members-only: %s gets %#', async (_who, actor, id, expected) => {
    expect(await status(actor, membersOnly, id)).toBe(expected);
  });

  it('turns a visitor away before reading anything', async () => {
    loads.length = 0;
    await status(undefined, membersOnly, 1);
    expect(loads).toEqual([]);
  });

  it.each([
    ['a visitor, for an unowned thing', undefined, 2, 200],
    ['a visitor, for an owned thing', undefined, 1, 401],
    ['a visitor, for a thing that is not there', undefined, 99, 404],
    ['another member, for an owned thing', other, 1, 403],
    ['the owner', owner, 1, 200],
  ] as const)('per row: %s gets %#', async (_who, actor, id, expected) => {
    expect(await status(actor, keyHolders, id)).toBe(expected);
  });

  it('returns the row and says the permission’s own words', async () => {
    expect(await requireAccess(ctx, owner, membersOnly, 1)).toEqual({ id: 1, owner: 10 });
    await expect(requireAccess(ctx, other, membersOnly, 1)).rejects.toThrow('Not your thing');
    await expect(requireAccess(ctx, undefined, membersOnly, 1)).rejects.toThrow('Log in for things');
  });
});
