/** How a test file gets its own database: both suites run the same tests, one per engine. */
export type TestDatabaseSource =
  | {
      kind: 'pglite';
      /** A `dumpDataDir` tarball of the migrated template. */
      templateFile: string;
      /** The migrated template's folder, closed: what a portal keeps in `${DATA_DIR}/pglite`. */
      templateDataDir: string;
    }
  | {
      kind: 'postgres';
      adminUrl: string;
      /** A migrated database that each test's database is created from (`create database … template`). */
      templateName: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}
