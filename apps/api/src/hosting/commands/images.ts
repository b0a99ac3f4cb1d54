import { ErrorCode, type HostImage, type HostImageList, HostingErrorCode } from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError, type FieldError } from '../../kernel/errors.ts';
import { imageVersionOf, removeImageVersion, renderImage, writeImage } from '../../kernel/images/images.ts';
import { changeCatalogue } from '../catalogue-write.ts';
import { hostLocationAccess } from '../hosting.access.ts';
import type { HostDeps } from '../hosting.deps.ts';
import { imageFolderOf, presentHostImage } from '../hosting.presenter.ts';
import { hostingQueries } from '../hosting.queries.ts';
import { imagesOf } from '../hosting.reads.ts';

/** The size public pages show (`location_images.url`). */
const SHOWN_SIZE = '1024x768';

/**
 * `POST /v1/host/location/{id}/image`: renders the upload (outside any transaction: decoding is the
 * costly part), writes its files, then adds the photo last. Should the transaction fail, the files
 * go again.
 */
export async function addLocationImage(
  deps: HostDeps,
  actor: Actor,
  id: number,
  body: { Base64Image: string; AltNl: string; AltEn: string },
): Promise<HostImage> {
  await requireAccess({ db: deps.db }, actor, hostLocationAccess.manage, id);
  const rendered = await renderImage(body.Base64Image, {
    field: 'Base64Image',
    accept: ['jpeg', 'png', 'webp'],
    webp: true,
  });
  const folder = imageFolderOf(id);
  const stored = await writeImage(deps.uploadDir, folder, rendered);
  const url = stored.files[SHOWN_SIZE]?.jpeg as string;
  try {
    return await changeCatalogue(deps, id, async (trx) => {
      const existing = await hostingQueries.images(trx, id);
      const rank = existing.reduce((max, image) => Math.max(max, image.rank + 1), 0);
      const imageId = await hostingQueries.insertImage(trx, {
        location_id: id,
        url,
        alt: body.AltNl,
        alt_en: body.AltEn,
        rank,
      });
      const row = (await hostingQueries.images(trx, id)).find((image) => image.id === imageId);
      if (!row) throw new Error('the new image is not there');
      return {
        result: presentHostImage(row),
        changes: [
          {
            profileId: actor.profileId,
            subjectType: 'photo',
            subjectId: imageId,
            action: 'create',
            changes: [{ Field: 'Url', From: null, To: url }],
          },
        ],
      };
    });
  } catch (error) {
    await removeImageVersion(deps.uploadDir, folder, stored.version);
    throw error;
  }
}

/** `DELETE /v1/host/location/{id}/image/{imageId}`: the photo goes, and after the commit its files. */
export async function removeLocationImage(
  deps: HostDeps,
  actor: Actor,
  id: number,
  imageId: number,
): Promise<HostImageList> {
  await requireAccess({ db: deps.db }, actor, hostLocationAccess.manage, id);
  const folder = imageFolderOf(id);
  const { list, version } = await changeCatalogue(deps, id, async (trx) => {
    const image = (await hostingQueries.images(trx, id)).find((i) => i.id === imageId);
    if (!image) throw AppError.notFound('No such photo at this location');
    await hostingQueries.deleteImage(trx, imageId);
    const stillUsed = (await hostingQueries.imageUrls(trx, id)).some((u) => u === image.url);
    return {
      result: {
        list: await imagesOf(trx, id),
        version: stillUsed ? undefined : imageVersionOf(folder, image.url),
      },
      changes: [
        {
          profileId: actor.profileId,
          subjectType: 'photo',
          subjectId: imageId,
          action: 'delete',
          changes: [{ Field: 'Url', From: image.url, To: null }],
        },
      ],
    };
  });
  if (version) await removeImageVersion(deps.uploadDir, folder, version);
  return list;
}

/** `PUT /v1/host/location/{id}/image/order`: every photo of the location once, first shown first. */
export async function orderLocationImages(
  deps: HostDeps,
  actor: Actor,
  id: number,
  imageIds: readonly number[],
): Promise<HostImageList> {
  await requireAccess({ db: deps.db }, actor, hostLocationAccess.manage, id);
  return changeCatalogue(deps, id, async (trx) => {
    const images = await hostingQueries.images(trx, id);
    const known = new Set(images.map((i) => i.id));
    const errors: FieldError[] = imageIds.flatMap((imageId, i): FieldError[] =>
      known.has(imageId) ? [] : [{ Field: `ImageIds[${i}]`, Code: HostingErrorCode.UnknownImage }],
    );
    if (new Set(imageIds).size !== imageIds.length)
      errors.push({ Field: 'ImageIds', Code: ErrorCode.Duplicate });
    else if (errors.length === 0 && imageIds.length !== images.length)
      errors.push({ Field: 'ImageIds', Code: ErrorCode.Required });
    if (errors.length > 0) throw AppError.badRequest('Name every photo of the location once', errors);
    const before = images.map((i) => i.id);
    for (const [rank, imageId] of imageIds.entries()) await hostingQueries.setImageRank(trx, imageId, rank);
    const same = before.every((imageId, i) => imageIds[i] === imageId);
    return {
      result: await imagesOf(trx, id),
      changes: [
        {
          profileId: actor.profileId,
          subjectType: 'photo',
          subjectId: null,
          action: 'update',
          changes: same ? [] : [{ Field: 'Order', From: before, To: [...imageIds] }],
        },
      ],
    };
  });
}
