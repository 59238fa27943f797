import path from 'node:path';

/**
 * apps/server. This module sits one folder below it both as source (src/)
 * and compiled into dist/, so files the server reads at run time (migrations,
 * the web build) are found the same way from either.
 */
export const serverPackageRoot = path.resolve(import.meta.dirname, '..');
