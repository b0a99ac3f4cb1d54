import {
  type BillingInfo,
  type LoginResult,
  localeOfLanguageId,
  type ProfilePublic,
  type ProfileState,
  tagsFromColumn,
} from '@meetspace/domain';
import type { ProfileRow, PublicProfileRow } from './account.queries.ts';
import type { BillingRow } from './billing.queries.ts';

/** The member as `GET /v1/profile/state` returns them (the whole body). */
export function presentProfile(p: ProfileRow): ProfileState {
  return {
    Id: p.id,
    FirstName: p.first_name,
    LastName: p.last_name,
    FullName: `${p.first_name} ${p.last_name}`.trim(),
    Email: p.email,
    LanguageId: p.language_id,
    Language: localeOfLanguageId(p.language_id),
    Role: p.role,
    IsActivated: p.is_activated === 1,
    CompanyId: p.company_id,
    Phone: p.phone,
    Bio: p.bio,
    ImageUrl: p.image_url,
    TermsId: p.terms_id,
    HasAgreedToTerms: p.agreed_terms_at !== null,
    CreatedAt: p.created_at,
    City: p.city,
    WorkingOn: p.working_on,
    Knowledge: p.knowledge,
    Tags: tagsFromColumn(p.network_tags),
    ShareEmail: p.share_email === 1,
    SharePhone: p.share_phone === 1,
  };
}

/** What every successful login answers: the member, a fresh profile token and its lifetime. */
export function presentLogin(p: ProfileRow, token: string, expiresIn: number): LoginResult {
  return { ...presentProfile(p), ProfileToken: token, ExpiresIn: expiresIn };
}

/** What a public profile is made of (the people search reads the same columns). */
export type PublicProfileFacts = Omit<PublicProfileRow, 'company'> & { company: string | null };

/**
 * What anyone may see of a member: names, bio, picture, company and the network's fields; the
 * e-mail address and phone number only when the member shares them.
 */
export function presentPublicProfile(row: PublicProfileFacts): ProfilePublic {
  return {
    Id: row.id,
    FirstName: row.first_name,
    LastName: row.last_name,
    FullName: `${row.first_name} ${row.last_name}`.trim(),
    Bio: row.bio,
    ImageUrl: row.image_url,
    CompanyName: row.company ?? null,
    City: row.city,
    WorkingOn: row.working_on,
    Knowledge: row.knowledge,
    Tags: tagsFromColumn(row.network_tags),
    Email: row.share_email === 1 ? row.email : null,
    Phone: row.share_phone === 1 ? row.phone : null,
  };
}

/** A billing row in the contract's shape. */
export function presentBilling(r: BillingRow): BillingInfo {
  return {
    Id: r.id,
    ProfileId: r.profile_id,
    CompanyId: r.company_id,
    Company: r.company,
    SendTo: r.send_to,
    Email: r.email,
    Address: r.address,
    PostalCode: r.postal_code,
    City: r.city,
    Country: r.country,
    PhoneNumber: r.phone_number,
    PoNumber: r.po_number,
    VatNumber: r.vat_number,
  };
}
