export * from './common/common.schemas.ts';
export * from './constants/index.ts';
export * from './location/geo.ts';
export * from './location/location.schemas.ts';
export * from './reference/reference.schemas.ts';
export * from './routes/index.ts';
export * from './text/text.ts';
