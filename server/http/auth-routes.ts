// PLACEHOLDER — replaced by the staff sign-in work: /api/auth/session/mfa, …/activate, /api/profile/me2, /api/auth/session2.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';

export const authRoutes: FastifyPluginAsync<{
  db: Database;
  config: Config;
  mailer: Mailer;
}> = async () => {};
