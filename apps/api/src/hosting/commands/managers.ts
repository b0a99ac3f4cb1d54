import {
  HostingErrorCode,
  type HostManagerList,
  type HostManagerResult,
  localeOfLanguageId,
  localizedPath,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { recordCatalogueChange } from '../../kernel/catalogue-changes/catalogue-changes.ts';
import { AppError } from '../../kernel/errors.ts';
import { lockRow } from '../../kernel/locks.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { hostLocationAccess } from '../hosting.access.ts';
import type { HostDeps } from '../hosting.deps.ts';
import { type HostLocationRow, hostingQueries } from '../hosting.queries.ts';
import { managersOf } from '../hosting.reads.ts';
import { managerAddedMail, managerInvitedMail } from '../mails/manager-mails.ts';

// Managers are not catalogue data (search and lists never read them): their changes go into the
// change log but do not bump the catalogue version.

const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

/**
 * Makes a member an active manager (role `host` unless an administrator), records it and mails them
 * the location's host page. Shared by the invite call and the accepted invitation.
 */
export async function makeManager(
  trx: Kysely<DB>,
  input: {
    location: Pick<HostLocationRow, 'id' | 'name'>;
    profile: { id: number; email: string; first_name: string; last_name: string; language_id: number };
    byProfileId: number | null;
    byName: string;
    publicUrl: string;
  },
  now: Date,
): Promise<void> {
  const { location, profile } = input;
  await hostingQueries.activateManager(trx, location.id, profile.id);
  await hostingQueries.makeHost(trx, profile.id);
  await recordCatalogueChange(
    trx,
    {
      locationId: location.id,
      profileId: input.byProfileId,
      subjectType: 'manager',
      subjectId: profile.id,
      action: 'create',
      changes: [{ Field: 'Manager', From: null, To: fullName(profile) }],
    },
    now,
  );
  const locale = localeOfLanguageId(profile.language_id);
  await enqueueMail(
    trx,
    managerAddedMail({
      locale,
      languageId: profile.language_id,
      toEmail: profile.email,
      toName: fullName(profile),
      profileId: profile.id,
      byName: input.byName,
      locationName: location.name,
      url: new URL(localizedPath('host-location', locale, { locationId: location.id }), input.publicUrl).href,
    }),
    now,
  );
}

/**
 * `POST /v1/host/location/{id}/manager`: a member with that e-mail manages the location at once;
 * an address without an account gets an invitation (a mail with a registration link) that turns
 * into a manager when the address is verified (`subscribers/accept-invites.ts`).
 */
export async function addManager(
  deps: HostDeps,
  actor: Actor,
  id: number,
  email: string,
): Promise<HostManagerResult> {
  await requireAccess({ db: deps.db }, actor, hostLocationAccess.manage, id);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    await lockRow(trx, 'locations', { column: 'id', value: id });
    const location = await hostingQueries.location(trx, id);
    const by = await hostingQueries.profileById(trx, actor.profileId);
    if (!location || !by) throw AppError.notFound('Location not found');
    const profile = await hostingQueries.profileByEmail(trx, email);
    if (profile) {
      if ((await hostingQueries.managerRow(trx, id, profile.id))?.is_active === 1)
        throw AppError.badRequest('This member already manages the location', [
          { Field: 'Email', Code: HostingErrorCode.AlreadyManager },
        ]);
      await makeManager(
        trx,
        { location, profile, byProfileId: actor.profileId, byName: fullName(by), publicUrl: deps.publicUrl },
        deps.now,
      );
      return 'added' as const;
    }
    if (!(await hostingQueries.invite(trx, id, email))) {
      await hostingQueries.insertInvite(trx, {
        location_id: id,
        email,
        invited_by: actor.profileId,
        created_at: deps.now.toISOString(),
      });
      await recordCatalogueChange(
        trx,
        {
          locationId: id,
          profileId: actor.profileId,
          subjectType: 'manager',
          subjectId: null,
          action: 'invite',
          changes: [{ Field: 'Invite', From: null, To: email }],
        },
        deps.now,
      );
    }
    // The invitation goes in the inviter's language (the address has no language of its own yet).
    const locale = localeOfLanguageId(by.language_id);
    await enqueueMail(
      trx,
      managerInvitedMail({
        locale,
        languageId: by.language_id,
        toEmail: email,
        byName: fullName(by),
        locationName: location.name,
        url: new URL(localizedPath('login', locale), deps.publicUrl).href,
      }),
      deps.now,
    );
    return 'invited' as const;
  });
  return { ...(await managersOf(deps.db, id)), Outcome: outcome };
}

/**
 * `DELETE /v1/host/location/{id}/manager/{profileId}`: ends a manager (yourself too), never the last
 * one (409 with a field error). The member keeps their role: they may manage other locations.
 */
export async function removeManager(
  deps: HostDeps,
  actor: Actor,
  id: number,
  profileId: number,
): Promise<HostManagerList> {
  await requireAccess({ db: deps.db }, actor, hostLocationAccess.manage, id);
  await deps.db.transaction().execute(async (trx) => {
    await lockRow(trx, 'locations', { column: 'id', value: id });
    const managers = await hostingQueries.activeManagers(trx, id);
    const manager = managers.find((m) => m.profile_id === profileId);
    if (!manager) throw AppError.notFound('This member does not manage the location');
    if (managers.length === 1)
      throw new AppError(409, 'A location keeps at least one manager', [
        { Field: 'ProfileId', Code: HostingErrorCode.LastManager },
      ]);
    await hostingQueries.deactivateManager(trx, id, profileId);
    await recordCatalogueChange(
      trx,
      {
        locationId: id,
        profileId: actor.profileId,
        subjectType: 'manager',
        subjectId: profileId,
        action: 'delete',
        changes: [{ Field: 'Manager', From: fullName(manager), To: null }],
      },
      deps.now,
    );
  });
  return managersOf(deps.db, id);
}
