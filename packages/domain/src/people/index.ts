export * from './people.api.ts';
export * from './people.constants.ts';
export * from './people.rules.ts';
export * from './people.schemas.ts';
