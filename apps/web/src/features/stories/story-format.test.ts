import type { ArticleLink } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import {
  draftErrors,
  emptyDraft,
  linkChanges,
  parseTags,
  sourceProblem,
  storyBadges,
  storyPath,
} from './story-format.ts';

describe('story rules of the pages', () => {
  it('links a public story to its public page and any other to the network', () => {
    expect(storyPath({ Key: 'ab12', Slug: 'hi', IsPublic: true }, 'nl')).toBe('/nl/verhalen/ab12/hi');
    expect(storyPath({ Key: 'ab12', Slug: 'hi', IsPublic: false }, 'en')).toBe('/en/network/stories/ab12/hi');
    expect(storyPath({ Key: 'ab12', Slug: 'hi', IsPublic: true }, 'en', true)).toBe(
      '/en/network/stories/ab12/hi',
    );
  });

  it('badges a published story scheduled before its day and expired from its end day', () => {
    const base = { Status: 'Published' as const, PublishFrom: null, ExpiresAt: null };
    expect(storyBadges(base, '2026-05-01')).toEqual(['Published']);
    expect(storyBadges({ ...base, PublishFrom: '2026-05-02' }, '2026-05-01')).toEqual([
      'Published',
      'scheduled',
    ]);
    expect(storyBadges({ ...base, PublishFrom: '2026-05-01' }, '2026-05-01')).toEqual(['Published']);
    expect(storyBadges({ ...base, ExpiresAt: '2026-05-01' }, '2026-05-01')).toEqual(['Published', 'expired']);
    expect(storyBadges({ ...base, Status: 'Draft', ExpiresAt: '2026-01-01' }, '2026-05-01')).toEqual([
      'Draft',
    ]);
  });

  it('checks a source by its kind', () => {
    expect(sourceProblem('video', 'https://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(sourceProblem('video', 'https://example.com/v/1')).toBe('video');
    expect(sourceProblem('link', 'https://example.com/a')).toBeNull();
    expect(sourceProblem('link', 'javascript:alert(1)')).toBe('link');
    expect(sourceProblem('internal', '/nl/evenementen')).toBeNull();
    expect(sourceProblem('internal', '//evil.example')).toBe('internal');
    expect(sourceProblem('link', '  ')).toBe('required');
  });

  it('finds the draft’s own problems before sending', () => {
    expect(draftErrors(emptyDraft('nl'))).toEqual({ Title: 'title', Links: 'links' });
    const ok = { ...emptyDraft('en', 4), Title: 'T' };
    expect(draftErrors(ok)).toEqual({});
    expect(draftErrors({ ...ok, PublishFrom: '2026-05-02', ExpiresAt: '2026-05-02' })).toEqual({
      ExpiresAt: 'expiry',
    });
    expect(draftErrors({ ...ok, Sources: [{ Kind: 'video', Title: '', Url: 'https://x.test' }] })).toEqual({
      'Sources.0.Url': 'source.video',
    });
  });

  it('tells which links to add and remove', () => {
    const current: ArticleLink[] = [
      { Id: 1, Entity: 'channel', ItemId: 1, Name: 'Meetspace', Slug: '' },
      { Id: 2, Entity: 'group', ItemId: 4, Name: 'G', Slug: 'g' },
    ];
    const changes = linkChanges(current, [
      { Entity: 'channel', ItemId: 1 },
      { Entity: 'group', ItemId: 5 },
    ]);
    expect(changes.add).toEqual([{ Entity: 'group', ItemId: 5 }]);
    expect(changes.remove.map((l) => l.Id)).toEqual([2]);
  });

  it('reads tags from one line', () => {
    expect(parseTags(' coworking, Utrecht ,,utrecht, x')).toEqual(['coworking', 'Utrecht', 'x']);
  });
});
