import { endpoint } from '../api/endpoint.ts';
import { searchKeyParams } from '../availability/availability.schemas.ts';
import { saveSearchBody, search, searchStepParams, widgetState } from '../availability/search.schemas.ts';

const tags = ['Search and location'];

/** Saved searches: save, set the wizard step, and the widget state of a search. */
export const searchApi = {
  save: endpoint({
    method: 'POST',
    path: '/v1/search',
    summary: 'Saves a search (normalized by the spec rules) and returns it with Id and Key',
    tags,
    auth: 'public',
    body: saveSearchBody,
    response: search,
    errors: [400],
  }),
  setStep: endpoint({
    method: 'PUT',
    path: '/v1/search/:key/step/:n',
    summary: 'Sets the last wizard step (1..6) of a saved search',
    tags,
    auth: 'public',
    params: searchStepParams,
    response: search,
    errors: [400, 404],
  }),
  widgetState: endpoint({
    method: 'GET',
    path: '/v1/widget/search/:key/state',
    summary: 'The widget/channel state of a saved search',
    tags,
    auth: 'public',
    params: searchKeyParams,
    response: widgetState,
    errors: [404],
  }),
};
