import { uploadApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { uploadImage } from './commands/upload-image.ts';

/** `POST /v1/upload/image`: pictures of events, articles and groups (see README.md). */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  route(app, uploadApi.uploadImage, ({ actor, body }) =>
    uploadImage({ db: app.db, now: app.now(), uploadDir: app.uploadDir }, actor, body),
  );
};
