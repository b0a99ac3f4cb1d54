import {
  ARTICLE_MAX_SOURCES,
  ARTICLE_SOURCE_KINDS,
  type ArticleSourceKind,
  videoEmbed,
} from '@meetspace/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type SourceDraft, sourceProblem } from '../story-format.ts';

/**
 * The story's sources: each a link, a link inside the site (a path) or a Youtube/Vimeo video,
 * checked as it is typed (a video by `videoEmbed`, the rule the API uses too). `errors` are the
 * API's, by `Sources.{n}.Url`.
 */
export function SourcesInput({
  sources,
  onChange,
  errors,
}: {
  sources: SourceDraft[];
  onChange: (next: SourceDraft[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (index: number, change: Partial<SourceDraft>) =>
    onChange(sources.map((s, i) => (i === index ? { ...s, ...change } : s)));
  return (
    <fieldset className="story-sources-input">
      <legend>{t('editor.sources.title')}</legend>
      <p className="muted">{t('editor.sources.hint')}</p>
      {sources.length > 0 && (
        <ol>
          {sources.map((source, index) => {
            const problem = source.Url.trim() ? sourceProblem(source.Kind, source.Url) : null;
            const apiError = errors[`Sources.${index}.Url`] ?? errors[`Sources.${index}`];
            const error = problem ? t(`editor.sources.errors.${problem}`) : apiError;
            const embed = source.Kind === 'video' && !problem ? videoEmbed(source.Url) : undefined;
            const base = `${id}-${index}`;
            return (
              // Sources are a plain ordered list without ids; the row's inputs keep no state of their own.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="story-source">
                <div className="field">
                  <label htmlFor={`${base}-kind`}>{t('editor.sources.kind')}</label>
                  <select
                    id={`${base}-kind`}
                    value={source.Kind}
                    onChange={(e) => set(index, { Kind: e.target.value as ArticleSourceKind })}
                  >
                    {ARTICLE_SOURCE_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`editor.sources.kinds.${kind}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={`${base}-url`}>{t(`editor.sources.url.${source.Kind}`)}</label>
                  <input
                    id={`${base}-url`}
                    type={source.Kind === 'internal' ? 'text' : 'url'}
                    value={source.Url}
                    maxLength={500}
                    onChange={(e) => set(index, { Url: e.target.value })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={`${base}-status`}
                    data-testid={`story-source-url-${index}`}
                  />
                  <small id={`${base}-status`} className={error ? 'error' : 'muted'} aria-live="polite">
                    {error ||
                      (embed
                        ? t('editor.sources.videoOk', {
                            provider: t(`editor.sources.providers.${embed.Provider}`),
                          })
                        : '')}
                  </small>
                </div>
                <div className="field">
                  <label htmlFor={`${base}-title`}>{t('editor.sources.titleLabel')}</label>
                  <input
                    id={`${base}-title`}
                    value={source.Title}
                    maxLength={200}
                    onChange={(e) => set(index, { Title: e.target.value })}
                  />
                </div>
                <button
                  type="button"
                  className="link"
                  onClick={() => onChange(sources.filter((_, i) => i !== index))}
                  aria-label={t('editor.sources.removeNumber', { number: index + 1 })}
                >
                  {t('editor.sources.remove')}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {sources.length < ARTICLE_MAX_SOURCES && (
        <button type="button" onClick={() => onChange([...sources, { Kind: 'link', Title: '', Url: '' }])}>
          {t('editor.sources.add')}
        </button>
      )}
    </fieldset>
  );
}
