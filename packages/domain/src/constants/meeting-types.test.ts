import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MEETING_TYPE,
  isMeetingTypeId,
  MEETING_TYPE_IDS,
  MEETING_TYPE_NAMES,
  MeetingType,
  meetingTypeName,
} from './meeting-types.ts';

describe('meeting types', () => {
  it('numbers 1 meeting room, 2 workspace, 3 temporary office', () => {
    expect(MeetingType).toEqual({ MeetingRoom: 1, Workspace: 2, TemporaryOffice: 3 });
    expect(MEETING_TYPE_IDS).toEqual([1, 2, 3]);
    expect(DEFAULT_MEETING_TYPE).toBe(1);
  });

  it('names every type in both languages', () => {
    expect(MEETING_TYPE_NAMES[1].en).toBe('Meeting room');
    expect(MEETING_TYPE_NAMES[2].en).toBe('Workspace');
    expect(MEETING_TYPE_NAMES[3].en).toBe('Temporary office');
    expect(meetingTypeName(1, 'nl')).toBe('Vergaderruimte');
    expect(meetingTypeName(2, 'nl')).toBe('Flexplek');
    expect(meetingTypeName(3, 'nl')).toBe('Tijdelijk kantoor');
  });

  it('recognises only the three ids', () => {
    expect(isMeetingTypeId(1)).toBe(true);
    expect(isMeetingTypeId(3)).toBe(true);
    expect(isMeetingTypeId(0)).toBe(false);
    expect(isMeetingTypeId(4)).toBe(false);
    expect(isMeetingTypeId('1')).toBe(false);
  });
});
