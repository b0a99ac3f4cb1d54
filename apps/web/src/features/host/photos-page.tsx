import type { HostImage } from '@meetspace/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field.tsx';
import { Loading } from '../../components/loading.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useToast } from '../../components/toasts.tsx';
import { useImageFile } from '../../lib/hooks/use-image-file.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useAddImage, useImages, useOrderImages, useRemoveImage } from './api.ts';
import { useHostProblem } from './components/host-problem.ts';
import { LocationFrame } from './components/location-frame.tsx';
import { moved } from './hours.ts';
import { PHOTO_RULES, PHOTO_TYPES } from './photo-file.ts';

/** `/host/locations/:id/photos`: upload, reorder (buttons) and remove the location's photos. */
export function PhotosPage() {
  return (
    <LocationFrame current="host-location-photos" titleKey="host:photos.title">
      {(location) => (
        <>
          <PhotoList locationId={location.Id} />
          <Upload locationId={location.Id} />
        </>
      )}
    </LocationFrame>
  );
}

function PhotoList({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const images = useImages(locationId);
  const order = useOrderImages(locationId);
  const remove = useRemoveImage(locationId);
  const toast = useToast();
  const problem = useHostProblem(order.error ?? remove.error, 'host:photos.changeFailed');
  const listRef = useRef<HTMLOListElement>(null);
  const list = images.data?.Results ?? [];
  const busy = order.isPending || remove.isPending;

  function move(index: number, step: -1 | 1) {
    if (busy) return;
    const ids = moved(
      list.map((i) => i.Id),
      index,
      step,
    );
    order.mutate(ids, {
      onSuccess: () => {
        toast(t('host:photos.moved', { position: index + step + 1 }));
        // The button pressed moved with its photo: keep focus on the same button of that photo.
        requestAnimationFrame(() =>
          listRef.current
            ?.querySelectorAll<HTMLButtonElement>(`[data-move="${step}"]`)
            [index + step]?.focus(),
        );
      },
    });
  }

  const alt = (image: HostImage) =>
    locale === 'en' ? image.AltEn || image.AltNl : image.AltNl || image.AltEn;

  return (
    <section aria-labelledby="host-photos-list" className="host-section">
      <h2 id="host-photos-list">{t('host:photos.list')}</h2>
      <Loading active={images.isPending} />
      <ProblemAlert problem={problem} />
      {images.data && list.length === 0 && <p>{t('host:photos.none')}</p>}
      {list.length > 0 && (
        <ol ref={listRef} className="host-photos" aria-busy={busy}>
          {list.map((image, i) => {
            const sizes = image.Sizes['320x240'];
            const label = alt(image) || t('host:photos.number', { number: i + 1 });
            return (
              <li key={image.Id}>
                <picture>
                  {sizes && <source type="image/webp" srcSet={sizes.Webp} />}
                  <img src={sizes?.Jpeg ?? image.Url} alt={label} width={320} height={240} loading="lazy" />
                </picture>
                <div className="host-photo-actions">
                  <span>{t('host:photos.position', { position: i + 1, count: list.length })}</span>
                  <button
                    type="button"
                    data-move="-1"
                    disabled={i === 0}
                    aria-disabled={busy || undefined}
                    onClick={() => move(i, -1)}
                  >
                    {t('host:photos.up')}
                    <span className="visually-hidden"> {label}</span>
                  </button>
                  <button
                    type="button"
                    data-move="1"
                    disabled={i === list.length - 1}
                    aria-disabled={busy || undefined}
                    onClick={() => move(i, 1)}
                  >
                    {t('host:photos.down')}
                    <span className="visually-hidden"> {label}</span>
                  </button>
                  <button
                    type="button"
                    className="danger"
                    aria-disabled={busy || undefined}
                    onClick={() =>
                      !busy &&
                      window.confirm(t('host:photos.confirmRemove')) &&
                      remove.mutate(image.Id, { onSuccess: () => toast(t('host:photos.removed')) })
                    }
                  >
                    {t('host:photos.remove')}
                    <span className="visually-hidden"> {label}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function Upload({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const upload = useAddImage(locationId);
  const toast = useToast();
  const problem = useHostProblem(upload.error, 'host:photos.uploadFailed');
  const { inputRef, fileError, reading, choose: check, read } = useImageFile(PHOTO_RULES);
  const [altNl, setAltNl] = useState('');
  const [altEn, setAltEn] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const busy = reading || upload.isPending;
  const apiError = problem.codes.Base64Image
    ? t([`host:photos.errors.${problem.codes.Base64Image}`, 'host:photos.errors.invalid_image'])
    : problem.fields.Base64Image;
  const error = fileError ? t(`host:photos.errors.${fileError}`) : apiError;

  function choose() {
    upload.reset();
    check();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    upload.reset();
    const image = await read();
    if (image === null) return;
    upload.mutate(
      { Base64Image: image, AltNl: altNl, AltEn: altEn },
      {
        onSuccess: () => {
          formRef.current?.reset();
          setAltNl('');
          setAltEn('');
          toast(t('host:photos.uploaded'));
        },
        onError: () => inputRef.current?.focus(),
      },
    );
  }

  return (
    <section aria-labelledby="host-photos-upload" className="host-section">
      <h2 id="host-photos-upload">{t('host:photos.upload')}</h2>
      <form ref={formRef} onSubmit={submit} noValidate className="host-form" aria-busy={busy}>
        <Field label={t('host:photos.file')} hint={t('host:photos.fileHint')} error={error}>
          {(props) => (
            <input
              {...props}
              ref={inputRef}
              type="file"
              name="photo"
              accept={PHOTO_TYPES.join(',')}
              onChange={choose}
            />
          )}
        </Field>
        <div className="fields">
          <Field label={t('host:photos.altNl')} error={problem.fields.AltNl}>
            {(props) => (
              <input
                {...props}
                lang="nl"
                maxLength={200}
                value={altNl}
                onChange={(e) => setAltNl(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('host:photos.altEn')} error={problem.fields.AltEn}>
            {(props) => (
              <input
                {...props}
                lang="en"
                maxLength={200}
                value={altEn}
                onChange={(e) => setAltEn(e.target.value)}
              />
            )}
          </Field>
        </div>
        <ProblemAlert problem={problem} shown={(f) => ['Base64Image', 'AltNl', 'AltEn'].includes(f)} />
        <Loading active={busy} label={t('host:photos.uploading')} />
        <p className="actions">
          <button type="submit" aria-disabled={busy || undefined}>
            {t('host:photos.submit')}
          </button>
        </p>
      </form>
    </section>
  );
}
