/** How a test file gets its own database: both suites run the same tests, one per engine. */
export type TestDatabaseSource =
  | { kind: 'pglite'; templateFile: string }
  | { kind: 'postgres'; adminUrl: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}
