// What every resolver receives: the database, the signed-in staff user and the HTTP exchange.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { StaffPrincipal } from '../http/session';

export interface GraphQLContext {
  db: Database;
  /** Always set: the session plugin answers 401 for /graphql before the context is built. */
  staff: StaffPrincipal;
  request: FastifyRequest;
  reply: FastifyReply;
}
