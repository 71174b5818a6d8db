export * from './app-config.js';
export * from './auth.js';
export * from './common.js';
export * from './http.js';
export * from './routes.js';
