import { defineArea } from '../kernel/area.ts';
import { uploadRoutes } from './upload.routes.ts';

/** Uploads: pictures for events, articles and groups (`POST /v1/upload/image`), rules per Type. */
export const uploadsArea = defineArea({ name: 'uploads', routes: uploadRoutes });
