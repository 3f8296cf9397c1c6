import { controlCharacterPaths } from '@playfair/contracts/text';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * DESIGN §5 "bad input gets a 4xx and changes nothing": a path parameter, query value or body
 * field holding a control character (NUL above all, which PostgreSQL refuses in text) is refused
 * with 400 VALIDATION_ERROR naming the fields, before any route reads it.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...controlCharacterPaths(request.params),
      ...controlCharacterPaths(request.query),
      ...controlCharacterPaths(request.body),
    ];
    if (paths.length === 0) return;
    throw new AppError('VALIDATION_ERROR', {
      fields: Object.fromEntries(paths.map((path) => [path, 'error_validation'])),
    });
  });
}
