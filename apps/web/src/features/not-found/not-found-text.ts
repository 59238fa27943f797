export const notFoundText = {
  title: 'Page not found',
  body: 'The page you are looking for does not exist or may have moved.',
} as const;
