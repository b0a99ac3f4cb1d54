/**
 * A demo drawing (SVG) as the JPEG file an upload would send: where the demo's uploaded pictures
 * (events, groups and stories, profile pictures) start before the platform's image pipeline.
 */
export async function jpegSourceOfSvg(svg: string, quality = 85): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp(Buffer.from(svg)).jpeg({ quality }).toBuffer();
}
