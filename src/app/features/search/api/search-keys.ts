// Query keys of the search feature, general to specific.
export const searchKeys = {
  all: ['search'] as const,
  keyword: (searchKeyword: string) => [...searchKeys.all, 'keyword', searchKeyword] as const,
};
