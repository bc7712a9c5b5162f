// The staff member's console language (behind the session like every /api route; each member reads and sets only
// their own):
//   GET /api/preferences/language  → { language: 'ja' | 'en' | null }  (null: not chosen yet, the browser decides)
//   PUT /api/preferences/language  { language: 'ja' | 'en' } → { language }; anything else is 400 and changes nothing
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';
import { readStaffLanguage, saveStaffLanguage } from '../domain/staff-language';
import { LANGUAGES, type Language } from '../../src/shared/language';
import { ERROR_ANSWER, refuseInvalidInput, refuseWith, validateAsSent } from './route-schema';

const NOT_A_LANGUAGE = 'language must be ja or en';

const answers = (language: object) => ({
  200: { type: 'object', properties: { language } },
  '4xx': ERROR_ANSWER,
  '5xx': ERROR_ANSWER,
});

export const preferenceRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  validateAsSent(app);
  refuseInvalidInput(app);

  const readSchema = { response: answers({ type: ['string', 'null'], enum: [...LANGUAGES, null] }) };
  app.get('/preferences/language', { schema: readSchema }, async (request, reply) => {
    const language = await readStaffLanguage(db.orm, request.staff!.id);
    return reply.header('cache-control', 'no-store').send({ language });
  });

  const saveSchema = {
    body: {
      type: 'object',
      required: ['language'],
      properties: { language: { enum: LANGUAGES } },
    },
    response: answers({ type: 'string', enum: LANGUAGES }),
  };
  app.put<{ Body: { language: Language } }>(
    '/preferences/language',
    { bodyLimit: 1024, schema: saveSchema, schemaErrorFormatter: refuseWith({}, NOT_A_LANGUAGE) },
    async (request, reply) => {
      const { language } = request.body;
      // A plain upsert of the member's own setting, like the CSV encoding: repeating it changes nothing more, so an
      // Idempotency-Key adds nothing, and a personal display setting is not an audited change of data.
      await saveStaffLanguage(db.orm, request.staff!.id, language, new Date());
      return reply.header('cache-control', 'no-store').send({ language });
    },
  );
};
