// PLACEHOLDER — replaced by the contract work: mercurius over server/graphql/schema.graphql.
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';

export const graphqlPlugin: FastifyPluginAsync<{ db: Database }> = async () => {};
