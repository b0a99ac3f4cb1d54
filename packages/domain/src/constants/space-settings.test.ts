import { describe, expect, it } from 'vitest';
import { isSpaceSettingId, SPACE_SETTING_IDS, SPACE_SETTINGS, spaceSettingName } from './space-settings.ts';

const SPEC_NAMES =
  '1 Different, 2 Cabaret, 3 Carre, 4 Creative setting, 5 Exam, 6 School, 7 Circle, 8 Theater, 9 U-shape, ' +
  '10 Meeting, 11 Diner, 12 Party, 13 Lunch, 14 Reception, 15 Buffet, 16 Sit-down, 17 Fish, 19 Knowledge, ' +
  '20 Conference, 21 Workshop, 22 Creative session, 23 Workspace, 24 Block, 25 Corona, 26 Lounge, 27 Go crazy, ' +
  '28 Stand up, 29 Board room, 30 Round tables';

describe('space settings', () => {
  it('has 29 settings numbered 1 to 30 without 18', () => {
    expect(SPACE_SETTINGS).toHaveLength(29);
    expect(SPACE_SETTING_IDS).not.toContain(18);
    const expected = Array.from({ length: 30 }, (_, i) => i + 1).filter((id) => id !== 18);
    expect(SPACE_SETTING_IDS).toEqual(expected);
  });

  it('keeps the English names of the spec', () => {
    const listed = SPACE_SETTINGS.map((setting) => `${setting.Id} ${setting.spec}`).join(', ');
    expect(listed).toBe(SPEC_NAMES);
  });

  it('has a distinct Dutch name for every setting', () => {
    const names = SPACE_SETTINGS.map((setting) => setting.nl);
    expect(names.every((name) => name.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has a distinct, plain English name for every setting ("Go crazy" is not one)', () => {
    const names = SPACE_SETTINGS.map((setting) => setting.en);
    expect(new Set(names).size).toBe(names.length);
    for (const bad of ['Go crazy', 'Fish', 'Different', 'Carre', 'Diner', 'Knowledge'])
      expect(names).not.toContain(bad);
  });

  it('recognises ids', () => {
    expect(isSpaceSettingId(1)).toBe(true);
    expect(isSpaceSettingId(30)).toBe(true);
    expect(isSpaceSettingId(18)).toBe(false);
    expect(isSpaceSettingId(0)).toBe(false);
    expect(isSpaceSettingId(31)).toBe(false);
    expect(isSpaceSettingId('2')).toBe(false);
  });

  it('names a setting per locale', () => {
    expect(spaceSettingName(9, 'en')).toBe('U-shape');
    expect(spaceSettingName(9, 'nl')).toBe('U-vorm');
    expect(spaceSettingName(29, 'en')).toBe('Boardroom');
    expect(spaceSettingName(27, 'en')).toBe('Anything goes');
    expect(spaceSettingName(18, 'en')).toBeUndefined();
  });
});
