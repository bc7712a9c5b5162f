// PLACEHOLDER — replaced by the staff sign-in work: reads the session cookie, answers 401 without one.
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';

export interface StaffPrincipal {
  id: string;
  email: string;
  permissions: string[];
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
}

export const sessionPlugin: FastifyPluginAsync<{ db: Database; config: Config }> = fp(
  async (app: import('fastify').FastifyInstance) => {
    app.decorateRequest('staff', null);
  },
);
