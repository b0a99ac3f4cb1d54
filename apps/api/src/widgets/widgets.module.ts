import { defineArea } from '../kernel/area.ts';
import { widgetRoutes } from './widget.routes.ts';
import { widgetScriptRoutes } from './widget-scripts.routes.ts';

/** The widgets area: hosts' booking widgets, the embed and WordPress scripts, the widget state of a search. */
export const widgetsArea = defineArea({
  name: 'widgets',
  routes: widgetRoutes,
  rootRoutes: widgetScriptRoutes,
});
