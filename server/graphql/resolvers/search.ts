// The header search: translates fuzzySearch to the domain search and its refusals to BAD_USER_INPUT.
import type { Resolvers } from '../generated/resolvers-types';
import { badUserInput } from '../guards';
import { fuzzySearch } from '../../domain/search';

export const searchResolvers: Resolvers = {
  Query: {
    fuzzySearch: async (_root, { searchKeyword }, ctx) => {
      const outcome = await fuzzySearch(ctx.db.orm, searchKeyword);
      if (!outcome.ok) throw badUserInput(outcome.message, 'searchKeyword');
      return outcome.result;
    },
  },
};
