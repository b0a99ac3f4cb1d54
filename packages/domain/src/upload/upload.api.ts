import { endpoint } from '../api/endpoint.ts';
import { uploadedImage, uploadImageBody } from './upload.schemas.ts';

/** The one upload call for pictures of events, articles and groups (their rules per Type). */
export const uploadApi = {
  uploadImage: endpoint({
    method: 'POST',
    path: '/v1/upload/image',
    summary:
      "Uploads a picture (base64, the data URL's part after the comma) for an event (JPEG wider than 1024 px), article or group; answers the URL its Image field takes",
    tags: ['Uploads'],
    auth: 'member',
    body: uploadImageBody,
    response: uploadedImage,
    errors: [400, 401, 403],
  }),
};
