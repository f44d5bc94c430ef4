export * from './accounts';
export * from './catalogue';
export * from './customer';
export * from './geo';
export * from './marketing';
export * from './orders';
export * from './search';
export * from './staff';
