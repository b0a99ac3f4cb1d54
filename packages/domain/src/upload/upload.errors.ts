/** Why an image upload refuses (beside `invalid_image` and `image_too_large` of the image pipeline). */
export const UploadErrorCode = {
  /** The picture is narrower than its kind needs (events: wider than 1024 px; articles, groups: 600 px). */
  ImageTooSmall: 'image_too_small',
} as const;
