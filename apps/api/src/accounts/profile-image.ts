import {
  imageVersionOf,
  type RenderedImage,
  removeImageVersionsExcept,
  renderImage,
  writeImage,
} from '../kernel/images/images.ts';

export { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, type RenderedImage } from '../kernel/images/images.ts';

const folderOf = (profileId: number) => ['profiles', String(profileId)];

/**
 * `PUT /v1/profile/image`'s picture: JPEG or PNG, through the platform's image pipeline
 * (`kernel/images`), as JPEGs in the four sizes. Nothing is written.
 */
export function renderProfileImage(image: string): Promise<RenderedImage> {
  return renderImage(image, { field: 'Image', accept: ['jpeg', 'png'], webp: false });
}

/**
 * Writes a picture as a new version of the member's pictures:
 * `<uploadDir>/profiles/<id>/<random>/<w>x<h>.jpg`. Returns the public paths; the 640x480 one is
 * the profile's ImageUrl.
 */
export async function writeProfileImage(
  uploadDir: string,
  profileId: number,
  rendered: RenderedImage,
  version?: string,
) {
  const stored = await writeImage(uploadDir, folderOf(profileId), rendered, version);
  const images = Object.fromEntries(Object.entries(stored.files).map(([size, f]) => [size, f.jpeg]));
  return { imageUrl: images['640x480'] as string, images };
}

/**
 * Removes a member's stored pictures but the version `keepUrl` names (all of them when it names
 * none): what the profile no longer shows is no longer public.
 */
export async function removeProfileImages(
  uploadDir: string,
  profileId: number,
  keepUrl: string | null,
): Promise<void> {
  const keep = imageVersionOf(folderOf(profileId), keepUrl);
  await removeImageVersionsExcept(uploadDir, folderOf(profileId), new Set(keep ? [keep] : []));
}
