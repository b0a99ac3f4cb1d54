import type { Checkin, KnowledgeItem, SocialCapitalWorkspace } from '@meetspace/domain';
import { tagsFromColumn } from '@meetspace/domain';

const fullName = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`.trim();

export function presentCheckin(r: {
  id: number;
  profile_id: number;
  location_id: number;
  day: string;
  working_on: string;
  knowledge: string;
  reservation_id: number | null;
  created_at: string;
  updated_at: string;
  first_name: string;
  last_name: string;
  image_url: string | null;
  location_name: string;
}): Checkin {
  return {
    Id: r.id,
    ProfileId: r.profile_id,
    FullName: fullName(r),
    ImageUrl: r.image_url,
    LocationId: r.location_id,
    LocationName: r.location_name,
    Date: r.day,
    WorkingOn: r.working_on,
    Knowledge: r.knowledge,
    ReservationId: r.reservation_id,
    CreatedAt: r.created_at,
    UpdatedAt: r.updated_at,
  };
}

export function presentKnowledge(r: {
  profile_id: number;
  working_on: string;
  knowledge: string;
  first_name: string;
  last_name: string;
  image_url: string | null;
  network_tags: string | null;
}): KnowledgeItem {
  return {
    ProfileId: r.profile_id,
    FullName: fullName(r),
    ImageUrl: r.image_url,
    Knowledge: r.knowledge,
    WorkingOn: r.working_on,
    Tags: tagsFromColumn(r.network_tags),
  };
}

export function presentWorkspace(
  r: {
    location_id: number;
    location_name: string;
    url_name: string;
    city: string;
    space_id: number;
    name_nl: string;
    name_en: string;
    capacity: number;
  },
  language: string | undefined,
): SocialCapitalWorkspace {
  return {
    LocationId: r.location_id,
    LocationName: r.location_name,
    UrlName: r.url_name,
    City: r.city,
    SpaceId: r.space_id,
    SpaceName: language === 'en' && r.name_en ? r.name_en : r.name_nl,
    Capacity: r.capacity,
  };
}

export { fullName };
