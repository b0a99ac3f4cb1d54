import { endpoint } from '../api/endpoint.ts';
import { saveSearchBody, search, searchStepParams } from '../availability/search.schemas.ts';

const tags = ['Search and location'];

/** Saved searches: save and set the wizard step (the widget state of a search is the widgets area's). */
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
};
