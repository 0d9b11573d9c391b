import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export type RoutePlugin = FastifyPluginAsyncTypebox;
