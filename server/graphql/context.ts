// What every resolver receives: the database, the signed-in staff user and the HTTP exchange.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { StaffPrincipal } from '../http/session';
import type { Mailer } from '../mail/mailer';

export interface GraphQLContext {
  db: Database;
  /** Always set: the session plugin answers 401 for /graphql before the context is built. */
  staff: StaffPrincipal;
  request: FastifyRequest;
  /** Mail that goes after a change committed (a new staff member's one-time link). */
  mailer: Mailer;
  /** Where staff open the console (the one-time links point there). */
  consoleUrl: string;
  reply: FastifyReply;
}
