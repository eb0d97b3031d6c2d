// A search's results: a page of cards, one card in the search's context, the count (product.md, Searches).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const searchResultsRoutes: FastifyPluginAsyncZod = async () => {};
