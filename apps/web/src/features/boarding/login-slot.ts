import type { ComponentType } from 'react';

/** The in-place login and registration the app gives the wizard (from the auth feature). */
export type BoardingLogin = ComponentType<{ intro: string }>;
