import { describe, expect, it } from 'vitest';
import { checkPictureFile, initialsOf, MAX_PICTURE_BYTES } from './picture-file.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkPictureFile', () => {
  it('wants a file', () => {
    expect(checkPictureFile(null)).toBe('required');
    expect(checkPictureFile(undefined)).toBe('required');
  });

  it('takes a JPEG or PNG up to the API limit', () => {
    expect(checkPictureFile(file('me.png', 'image/png'))).toBeNull();
    expect(checkPictureFile(file('me.jpg', 'image/jpeg', MAX_PICTURE_BYTES))).toBeNull();
    expect(checkPictureFile(file('me.jpg', 'image/jpeg', MAX_PICTURE_BYTES + 1))).toBe('size');
  });

  it('refuses other types, by the type or, without one, by the name', () => {
    expect(checkPictureFile(file('notes.txt', 'text/plain'))).toBe('type');
    expect(checkPictureFile(file('me.gif', 'image/gif'))).toBe('type');
    expect(checkPictureFile(file('me.png', 'image/webp'))).toBe('type');
    expect(checkPictureFile(file('ME.JPEG', ''))).toBeNull();
    expect(checkPictureFile(file('me.heic', ''))).toBe('type');
  });

  it('calls an empty file unreadable', () => {
    expect(checkPictureFile(file('me.png', 'image/png', 0))).toBe('unreadable');
  });
});

describe('initialsOf', () => {
  it('takes the first name and the last word of the last name', () => {
    expect(initialsOf('Bente', 'Boeker')).toBe('BB');
    expect(initialsOf('jan', 'de Vries')).toBe('JV');
    expect(initialsOf(' ', ' ')).toBe('?');
  });
});
