// The notifications area's public face: the one way another area tells a member something.
export { type Notice, notify } from './notify.ts';
