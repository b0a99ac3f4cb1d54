export * from './widget.api.ts';
export * from './widget.errors.ts';
export * from './widget.schemas.ts';
