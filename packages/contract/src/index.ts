export * from './catalogue';
export * from './client';
export * from './common';
export * from './config';
export * from './endpoint';
export * from './endpoints/index';
export * from './errors';
