import { type ArticleLink, type ArticleLinkTarget, CHANNEL_ID } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { useChannelRights, useMyGroups } from '../api/stories.ts';
import { BlogRightsPanel } from './blog-rights-panel.tsx';

/**
 * Where the story is shown: the channel (only with blog rights; else the panel to ask for them),
 * the groups the member has joined, and the places it is shown already (a location, kept as is).
 */
export function WhereInput({
  links,
  stored,
  onChange,
  error,
}: {
  links: ArticleLinkTarget[];
  /** The story's links as stored (names of places the member cannot choose here). */
  stored: ArticleLink[];
  onChange: (next: ArticleLinkTarget[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const channel = useChannelRights();
  const groups = useMyGroups();
  const has = (entity: ArticleLinkTarget['Entity'], id: number) =>
    links.some((l) => l.Entity === entity && l.ItemId === id);
  const toggle = (entity: ArticleLinkTarget['Entity'], id: number, on: boolean) =>
    onChange(
      on
        ? [...links, { Entity: entity, ItemId: id }]
        : links.filter((l) => !(l.Entity === entity && l.ItemId === id)),
    );
  const joined = (groups.data ?? []).filter((g) => g.MembershipStatus === 'Joined');
  const others = stored.filter(
    (l) => l.Entity === 'location' || (l.Entity === 'group' && !joined.some((g) => g.Id === l.ItemId)),
  );
  const canPublish = channel.data?.CanPublish ?? false;
  const onChannel = has('channel', CHANNEL_ID);
  return (
    <fieldset className="story-where-input" aria-describedby={error ? 'story-where-error' : undefined}>
      <legend>{t('editor.where.title')}</legend>
      <Loading active={channel.isPending || groups.isPending} label={t('editor.where.loading')} />
      {channel.data && (canPublish || onChannel) && (
        <div className="check">
          <input
            id="story-where-channel"
            type="checkbox"
            checked={onChannel}
            disabled={!canPublish}
            onChange={(e) => toggle('channel', CHANNEL_ID, e.target.checked)}
          />
          <label htmlFor="story-where-channel">{t('editor.where.channel')}</label>
        </div>
      )}
      {channel.data && !canPublish && <BlogRightsPanel rights={channel.data.BlogRights} />}
      {joined.map((group) => (
        <div className="check" key={group.Id}>
          <input
            id={`story-where-group-${group.Id}`}
            type="checkbox"
            checked={has('group', group.Id)}
            onChange={(e) => toggle('group', group.Id, e.target.checked)}
          />
          <label htmlFor={`story-where-group-${group.Id}`}>
            {t('editor.where.group', { name: group.Name })}
          </label>
        </div>
      ))}
      {others.map((link) => (
        <div className="check" key={`${link.Entity}-${link.ItemId}`}>
          <input
            id={`story-where-${link.Entity}-${link.ItemId}`}
            type="checkbox"
            checked={has(link.Entity, link.ItemId)}
            onChange={(e) => toggle(link.Entity, link.ItemId, e.target.checked)}
          />
          <label htmlFor={`story-where-${link.Entity}-${link.ItemId}`}>
            {t(`editor.where.${link.Entity === 'location' ? 'location' : 'group'}`, { name: link.Name })}
          </label>
        </div>
      ))}
      {groups.data && joined.length === 0 && <p className="muted">{t('editor.where.noGroups')}</p>}
      {error && (
        <p id="story-where-error" className="error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
