// The chat area's public face: the demo writes conversations through its queries.
export { chatQueries } from './chat.queries.ts';
