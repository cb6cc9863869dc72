export const paths = {
  search: (query: string) => `/api/v1/search?${new URLSearchParams({ q: query }).toString()}`,
};
