/**
 * The domain package's public surface: every subject file's exports (each file says what it holds: rules,
 * constants and messages of one subject).
 */
export * from './access';
export * from './account';
export * from './ai-pictures';
export * from './assistant';
export * from './carts';
export * from './catalog';
export * from './chat';
export * from './column-values';
export * from './columns';
export * from './constants';
export * from './cutout';
export * from './dimensions';
export * from './entities';
export * from './error-report';
export * from './errors';
export * from './export';
export * from './factory-console';
export * from './fields';
export * from './guards';
export * from './imports';
export * from './jobs';
export * from './library-lines';
export * from './listings';
export * from './mail';
export * from './messages';
export * from './payment';
export * from './payments';
export * from './pricing';
export * from './quotation-numbers';
export * from './quotation-sheet';
export * from './quotations';
export * from './roles';
export * from './routes';
export * from './schedules';
export * from './search-terms';
export * from './search-uploads';
export * from './showrooms';
export * from './sync';
export * from './tabs';
export * from './time';
export * from './validation';
export * from './website';
export * from './working-set';
