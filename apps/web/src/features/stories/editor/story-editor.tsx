import {
  ARTICLE_IMAGE_MIN_HEIGHT,
  ARTICLE_IMAGE_MIN_WIDTH,
  ARTICLE_INTRO_MAX,
  ARTICLE_TITLE_MAX,
  type ArticleView,
  articleSlug,
  type Locale,
  localizedPath,
} from '@meetspace/domain';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Dialog } from '../../../components/dialog.tsx';
import { Field } from '../../../components/field.tsx';
import { Loading } from '../../../components/loading.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import { readAsDataUrl } from '../../../lib/image-file.ts';
import { describeProblem } from '../../../lib/problems.ts';
import { calls, isNotFound, useRefreshStories, useStory } from '../api/stories.ts';
import { storyParams } from '../components/story-page.tsx';
import {
  createBodyOf,
  draftErrors,
  draftOf,
  emptyDraft,
  fieldsOf,
  linkChanges,
  parseTags,
  type StoryDraft,
} from '../story-format.ts';
import { SourcesInput } from './sources-input.tsx';
import { WhereInput } from './where-input.tsx';

// TipTap loads with the editor only (its own chunk), never with the other stories pages.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export type EditRoute =
  | 'story-edit'
  | 'network-story-edit'
  | 'network-group-article-edit'
  | 'my-activities-article-edit';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The picture's size in pixels, or null when the browser cannot read it. */
async function imageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/**
 * The story editor (key `new`: a new story; `?group=<id>` shows it in that group). An existing
 * story is edited by its author or an administrator only.
 */
export function StoryEditorPage({ route }: { route: EditRoute }) {
  const params = useParams();
  const { t } = useTranslation();
  const key = params.key ?? 'new';
  const query = useStory(key);
  if (key === 'new') return <StoryEditor route={route} story={null} />;
  if (query.isPending) return <Loading active label={t('story.loading')} />;
  if (query.isError && !query.data) {
    if (isNotFound(query.error)) return <NotFoundPage />;
    return (
      <p role="alert" className="error">
        {t('story.failed')}
      </p>
    );
  }
  const story = query.data;
  if (!story) return <NotFoundPage />;
  if (!story.CanEdit)
    return (
      <p role="alert" className="stories-page">
        {t('editor.notYours')}
      </p>
    );
  return <StoryEditor key={story.Id} route={route} story={story} />;
}

function StoryEditor({ route, story }: { route: EditRoute; story: ArticleView | null }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const refresh = useRefreshStories();
  const heading = useFocusHeading<HTMLHeadingElement>();
  const ids = { body: useId(), bodyHint: useId(), intro: useId(), image: useId() };
  const groupId =
    Number(route === 'network-group-article-edit' ? params.id : search.get('group')) || undefined;
  const [draft, setDraft] = useState<StoryDraft>(() =>
    story ? draftOf(story) : emptyDraft(locale, groupId),
  );
  const [tagsText, setTagsText] = useState(draft.Tags.join(', '));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const [imageState, setImageState] = useState<'idle' | 'checking' | 'uploading'>('idle');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  usePageTitle(story ? t('editor.editTitle', { title: story.Title }) : t('editor.newTitle'));

  const set = <K extends keyof StoryDraft>(field: K, value: StoryDraft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const err = (field: string) => errors[field];

  async function chooseImage() {
    const file = fileRef.current?.files?.[0];
    if (!file) return;
    setErrors((e) => ({ ...e, Image: '' }));
    if (!IMAGE_TYPES.includes(file.type)) {
      setErrors((e) => ({ ...e, Image: t('editor.image.type') }));
      return;
    }
    setImageState('checking');
    const size = await imageSize(file);
    if (!size) {
      setImageState('idle');
      setErrors((e) => ({ ...e, Image: t('editor.image.unreadable') }));
      return;
    }
    if (size.width < ARTICLE_IMAGE_MIN_WIDTH || size.height < ARTICLE_IMAGE_MIN_HEIGHT) {
      setImageState('idle');
      setErrors((e) => ({
        ...e,
        Image: t('editor.image.small', { width: ARTICLE_IMAGE_MIN_WIDTH, height: ARTICLE_IMAGE_MIN_HEIGHT }),
      }));
      return;
    }
    setImageState('uploading');
    try {
      const data = await readAsDataUrl(file);
      const uploaded = await calls.upload(data.slice(data.indexOf(',') + 1), story?.Id);
      set('Image', uploaded.Url);
    } catch (error) {
      const described = describeProblem(error, i18n, t('editor.image.failed'));
      setErrors((e) => ({ ...e, Image: described.fields.Base64Image ?? described.message }));
    } finally {
      setImageState('idle');
    }
  }

  /** Saves the draft (a new story, or the changed fields and places); answers its id and key. */
  async function save(): Promise<{ Id: number; Key: string } | null> {
    const own = draftErrors(draft);
    if (Object.keys(own).length > 0) {
      setErrors(Object.fromEntries(Object.entries(own).map(([f, code]) => [f, t(`editor.errors.${code}`)])));
      setProblem(t('editor.checkFields'));
      return null;
    }
    setErrors({});
    setProblem('');
    try {
      if (!story) return await calls.create(createBodyOf(draft));
      await calls.update(story.Id, fieldsOf(draft));
      const changes = linkChanges(story.Links, draft.Links);
      for (const target of changes.add) await calls.link(story.Id, target);
      for (const link of changes.remove) await calls.unlink(story.Id, link.Id);
      return { Id: story.Id, Key: story.Key };
    } catch (error) {
      const described = describeProblem(error, i18n, t('editor.saveFailed'));
      setErrors(described.fields);
      setProblem(described.message);
      return null;
    }
  }

  const editPath = (key: string, title: string) =>
    localizedPath(route, locale, storyParams(route, params, key, articleSlug(title)));

  async function act(kind: 'draft' | 'publish' | 'retract') {
    if (busy) return;
    setBusy(true);
    setSaved('');
    try {
      const done = kind === 'retract' && story ? { Id: story.Id, Key: story.Key } : await save();
      if (!done) return;
      if (kind !== 'draft') await calls.setStatus(done.Id, kind === 'publish' ? 'Published' : 'Retracted');
      await refresh();
      if (kind === 'publish') {
        navigate(publishedPath(done.Key, draft, locale, params));
        return;
      }
      setSaved(kind === 'retract' ? t('editor.retracted') : t('editor.saved'));
      if (!story) navigate(editPath(done.Key, draft.Title), { replace: true });
    } catch (error) {
      setProblem(describeProblem(error, i18n, t('editor.saveFailed')).message);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!story) return;
    setBusy(true);
    try {
      await calls.remove(story.Id);
      await refresh();
      navigate(localizedPath('my-activities-articles', locale));
    } catch (error) {
      setProblem(describeProblem(error, i18n, t('editor.deleteFailed')).message);
      setConfirmDelete(false);
    } finally {
      setBusy(false);
    }
  }

  const introLeft = ARTICLE_INTRO_MAX - draft.ShortDescription.length;
  return (
    <div className="story-editor">
      <h1 ref={heading} tabIndex={-1}>
        {story ? t('editor.editTitle', { title: story.Title }) : t('editor.newTitle')}
      </h1>
      {story && (
        <p>
          {t('editor.status', { status: t(`status.${story.Status}`) })}{' '}
          <Link to={localizedPath('my-activities-article', locale, { key: story.Key })}>
            {t('editor.view')}
          </Link>
        </p>
      )}
      <form
        className="story-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void act('draft');
        }}
      >
        <Field label={t('editor.title')} error={err('Title')}>
          {(p) => (
            <input
              {...p}
              value={draft.Title}
              maxLength={ARTICLE_TITLE_MAX}
              required
              onChange={(e) => set('Title', e.target.value)}
              data-testid="story-title"
            />
          )}
        </Field>
        <div className="field">
          <label htmlFor={ids.intro}>{t('editor.intro')}</label>
          <textarea
            id={ids.intro}
            rows={3}
            value={draft.ShortDescription}
            maxLength={ARTICLE_INTRO_MAX}
            onChange={(e) => set('ShortDescription', e.target.value)}
            aria-invalid={err('ShortDescription') ? true : undefined}
            aria-describedby={`${ids.intro}-count${err('ShortDescription') ? ` ${ids.intro}-error` : ''}`}
            data-testid="story-intro"
          />
          <small
            id={`${ids.intro}-count`}
            className={introLeft < 20 ? 'story-counter near' : 'story-counter muted'}
          >
            {t('editor.counter', { count: draft.ShortDescription.length, max: ARTICLE_INTRO_MAX })}
          </small>
          {err('ShortDescription') && (
            <small id={`${ids.intro}-error`} className="error">
              {err('ShortDescription')}
            </small>
          )}
        </div>
        <div className="field">
          <label htmlFor={ids.image}>{t('editor.image.label')}</label>
          <input
            id={ids.image}
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={() => void chooseImage()}
            aria-invalid={err('Image') ? true : undefined}
            aria-describedby={`${ids.image}-hint${err('Image') ? ` ${ids.image}-error` : ''}`}
            data-testid="story-image"
          />
          <small id={`${ids.image}-hint`} className="muted">
            {t('editor.image.hint', { width: ARTICLE_IMAGE_MIN_WIDTH, height: ARTICLE_IMAGE_MIN_HEIGHT })}
          </small>
          {err('Image') && (
            <small id={`${ids.image}-error`} className="error">
              {err('Image')}
            </small>
          )}
          <p role="status" className="muted">
            {imageState === 'checking'
              ? t('editor.image.checking')
              : imageState === 'uploading'
                ? t('editor.image.uploading')
                : ''}
          </p>
          {draft.Image && (
            <div className="story-image-preview">
              <img src={draft.Image} alt={t('editor.image.preview')} data-testid="story-image-preview" />
              <button type="button" className="link" onClick={() => set('Image', null)}>
                {t('editor.image.remove')}
              </button>
            </div>
          )}
        </div>
        <div className="field">
          <span id={ids.body} className="label">
            {t('editor.body')}
          </span>
          <Suspense fallback={<Loading active label={t('editor.loadingEditor')} />}>
            <RichTextEditor
              value={draft.Body}
              onChange={(html) => set('Body', html)}
              labelId={ids.body}
              describedBy={err('Body') ? `${ids.body}-error` : undefined}
            />
          </Suspense>
          {err('Body') && (
            <small id={`${ids.body}-error`} className="error">
              {err('Body')}
            </small>
          )}
        </div>
        <Field label={t('editor.tags')} hint={t('editor.tagsHint')} error={err('Tags')}>
          {(p) => (
            <input
              {...p}
              value={tagsText}
              onChange={(e) => {
                setTagsText(e.target.value);
                set('Tags', parseTags(e.target.value));
              }}
            />
          )}
        </Field>
        <div className="story-dates">
          <Field label={t('editor.publishFrom')} error={err('PublishFrom')}>
            {(p) => (
              <input
                {...p}
                type="date"
                value={draft.PublishFrom}
                onChange={(e) => set('PublishFrom', e.target.value)}
              />
            )}
          </Field>
          <Field label={t('editor.expiresAt')} error={err('ExpiresAt')}>
            {(p) => (
              <input
                {...p}
                type="date"
                value={draft.ExpiresAt}
                onChange={(e) => set('ExpiresAt', e.target.value)}
              />
            )}
          </Field>
        </div>
        <Field label={t('editor.language')}>
          {(p) => (
            <select {...p} value={draft.Language} onChange={(e) => set('Language', e.target.value as Locale)}>
              <option value="nl">{t('editor.languages.nl')}</option>
              <option value="en">{t('editor.languages.en')}</option>
            </select>
          )}
        </Field>
        <div className="check">
          <input
            id="story-allow-comments"
            type="checkbox"
            checked={draft.AllowComments}
            onChange={(e) => set('AllowComments', e.target.checked)}
          />
          <label htmlFor="story-allow-comments">{t('editor.allowComments')}</label>
        </div>
        {draft.Links.some((l) => l.Entity === 'group') && (
          <div className="check">
            <input
              id="story-open-outside"
              type="checkbox"
              checked={draft.OpenOutsideGroup}
              onChange={(e) => set('OpenOutsideGroup', e.target.checked)}
            />
            <label htmlFor="story-open-outside">{t('editor.openOutsideGroup')}</label>
          </div>
        )}
        <SourcesInput sources={draft.Sources} onChange={(s) => set('Sources', s)} errors={errors} />
        <WhereInput
          links={draft.Links}
          stored={story?.Links ?? []}
          onChange={(l) => set('Links', l)}
          error={err('Links')}
        />
        {problem && (
          <p role="alert" className="error">
            {problem}
          </p>
        )}
        <p role="status" className="story-saved">
          {saved}
        </p>
        <p className="actions story-actions">
          <button type="submit" disabled={busy}>
            {t('editor.saveDraft')}
          </button>
          <button type="button" className="primary" disabled={busy} onClick={() => void act('publish')}>
            {story?.Status === 'Published' ? t('editor.savePublished') : t('editor.publish')}
          </button>
          {story?.Status === 'Published' && (
            <button type="button" disabled={busy} onClick={() => void act('retract')}>
              {t('editor.retract')}
            </button>
          )}
          {story && (
            <button type="button" className="danger" disabled={busy} onClick={() => setConfirmDelete(true)}>
              {t('editor.delete')}
            </button>
          )}
        </p>
      </form>
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} title={t('editor.deleteTitle')}>
        <p>{t('editor.deleteText', { title: story?.Title ?? '' })}</p>
        <p className="actions">
          <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
            {t('editor.deleteConfirm')}
          </button>
          <button type="button" onClick={() => setConfirmDelete(false)}>
            {t('editor.cancel')}
          </button>
        </p>
      </Dialog>
    </div>
  );
}

/** Where a just-published story is read: its group's page, the public page, or the member's own. */
function publishedPath(
  key: string,
  draft: StoryDraft,
  locale: Locale,
  params: Record<string, string | undefined>,
) {
  const slug = articleSlug(draft.Title);
  if (params.id && params.slug)
    return localizedPath('network-group-article', locale, {
      id: params.id,
      slug: params.slug,
      key,
      articleSlug: slug,
    });
  if (draft.Links.some((l) => l.Entity === 'channel')) return localizedPath('story', locale, { key, slug });
  return localizedPath('my-activities-article', locale, { key });
}
