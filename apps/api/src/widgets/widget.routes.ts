import { widgetApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { parseLanguageParam } from '../kernel/http/language-param.ts';
import { provideWidgetScope } from '../search/index.ts';
import { createWidget, deleteWidget, updateWidget } from './commands/save-widget.ts';
import {
  legacyLocations,
  listHostWidgets,
  readHostWidget,
  readPublicWidget,
  widgetChoicesOf,
  widgetScope,
  widgetStateOfSearch,
} from './widget.reads.ts';

/** Widgets: the host's configuration calls, the public configuration, and the state of a search. */
export const widgetRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  // Searches made through a widget are limited to its scope (the search area asks us).
  provideWidgetScope(widgetScope);
  route(app, widgetApi.list, ({ actor }) => listHostWidgets(db, actor));
  route(app, widgetApi.choices, ({ actor, query }) =>
    widgetChoicesOf(db, actor, parseLanguageParam(query.language, 'nl').locale),
  );
  route(app, widgetApi.create, async ({ actor, body }) => {
    const id = await createWidget(db, actor, body, app.now());
    return readHostWidget(db, actor, id);
  });
  route(app, widgetApi.detail, ({ actor, params }) => readHostWidget(db, actor, params.id));
  route(app, widgetApi.update, async ({ actor, params, body }) => {
    await updateWidget(db, actor, params.id, body, app.now());
    return readHostWidget(db, actor, params.id);
  });
  route(app, widgetApi.remove, ({ actor, params }) => deleteWidget(db, actor, params.id));
  route(app, widgetApi.byKey, ({ params }) => readPublicWidget(db, params.key));
  route(app, widgetApi.searchState, ({ params }) => widgetStateOfSearch(db, params.key));
  // The WordPress plugin's venue list: the raw query string is the JSON question.
  route(app, widgetApi.legacyLocations, ({ request }) => legacyLocations(db, request.raw.url ?? ''));
};
