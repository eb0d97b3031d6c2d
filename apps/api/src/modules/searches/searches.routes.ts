// POST /search, GET and PUT /search/{id}, decisions and undo, the account's search history (product.md, Searches).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const searchesRoutes: FastifyPluginAsyncZod = async () => {};
