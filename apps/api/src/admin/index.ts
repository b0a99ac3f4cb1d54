// The administration's public face: who may use it (other areas may offer administrators more).
export { adminAccess } from './admin.access.ts';
