import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
// The domain's module itself: the config loader runs the package's TypeScript only when bundled in.
import {
  operatorRoutePatterns,
  recoveryPaths,
  routePatterns,
} from '../../../packages/domain/src/routes.ts';

/**
 * Each page's route pattern and the screen module it renders, as
 * `src/app/routes.tsx` routes them (`page-preloads.test.ts` keeps the two in
 * step). Any page may be the first one opened: a bookmark, a mailed link.
 */
export const screenModules: Record<string, string> = {
  [routePatterns.home]: 'src/features/landing/LandingPage.tsx',
  [routePatterns.login]: 'src/features/auth/LoginPage.tsx',
  [routePatterns.signup]: 'src/features/auth/SignupPage.tsx',
  [routePatterns.terms]: 'src/features/terms/TermsPage.tsx',
  [recoveryPaths.forgotPassword]: 'src/features/auth/ForgotPasswordPage.tsx',
  [recoveryPaths.resetPassword]: 'src/features/auth/ResetPasswordPage.tsx',
  [routePatterns.verifyEmail]: 'src/features/verify-email/VerifyEmailPage.tsx',
  [routePatterns.dashboardNew]: 'src/features/registration/dashboard/DashboardNewPage.tsx',
  [routePatterns.dashboardError]: 'src/features/registration/dashboard/DashboardErrorPage.tsx',
  [routePatterns.dashboard]: 'src/features/registration/RegistrationPage.tsx',
  [routePatterns.status]: 'src/features/status/StatusPage.tsx',
  [routePatterns.myBookings]: 'src/features/bookings/MyBookingsPage.tsx',
  [routePatterns.myAccount]: 'src/features/account/AccountPage.tsx',
  [operatorRoutePatterns.queue]: 'src/features/operators/OperatorQueuePage.tsx',
  [operatorRoutePatterns.partner]: 'src/features/operators/OperatorPartnerPage.tsx',
  [operatorRoutePatterns.integrations]: 'src/features/integrations/IntegrationsPage.tsx',
  [operatorRoutePatterns.team]: 'src/features/team/TeamPage.tsx',
};

/** What the server links from a page's HTML beside the entry's own preloads. */
export interface PagePreload {
  /** The screen's chunk and the chunks it imports. */
  scripts: string[];
  /** Their style sheets. */
  styles: string[];
  /** The Hindi catalogues the shell and the screen fetch when the page is in Hindi. */
  hindi: string[];
}

/** Where the build writes the table, beside Vite's manifest: not a file the server serves. */
const pagePreloadsFile = '.vite/page-preloads.json';

const isHindiModule = (moduleId: string) =>
  /(\.hi\.tsx?$)|([\\/]domain[\\/]src[\\/]hi[\\/])/.test(moduleId);
/** A chunk of Hindi words only: a catalogue, or a group of them (build/chunk-groups.ts). */
const isHindiCatalogue = (chunk: OutputChunk) =>
  chunk.moduleIds.length > 0 && chunk.moduleIds.every(isHindiModule);

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
}

/** A chunk and every chunk it imports statically, by file name. */
function staticClosure(byName: Map<string, OutputChunk>, start: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return seen;
}

function preloadOf(
  byName: Map<string, OutputChunk>,
  screen: OutputChunk,
  entry: Set<string>,
): PagePreload {
  const page = [...staticClosure(byName, screen)].filter((name) => !entry.has(name));
  const loaded = new Set([...entry, ...page]);
  const hindi = new Set<string>();
  for (const name of loaded) {
    for (const dynamic of byName.get(name)?.dynamicImports ?? []) {
      const catalogue = byName.get(dynamic);
      if (!catalogue || !isHindiCatalogue(catalogue)) continue;
      for (const part of staticClosure(byName, catalogue)) if (!loaded.has(part)) hindi.add(part);
    }
  }
  const styles = page.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]);
  const url = (name: string) => `/${name}`;
  return { scripts: page.map(url), styles: styles.map(url), hindi: [...hindi].map(url) };
}

/**
 * Writes, for each page's route pattern, the chunks its screen needs: the
 * server links them from the page's HTML, so they download with the entry
 * instead of after it has run and matched the route (a round trip and the
 * router's start-up work less before the page shows), and a Hindi page's
 * catalogues with them.
 */
export function pagePreloads(root: string): Plugin {
  return {
    name: 'shata:page-preloads',
    apply: 'build',
    // After Vite's own passes, which drop the chunks that held only a style sheet.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entryChunk = chunks.find((chunk) => chunk.isEntry);
        if (!entryChunk) this.error('The build has no entry chunk.');
        const entry = staticClosure(byName, entryChunk);
        const table: Record<string, PagePreload> = {};
        for (const [page, module] of Object.entries(screenModules)) {
          const screen = chunks.find((chunk) => chunk.facadeModuleId === path.join(root, module));
          if (!screen) this.error(`No chunk renders ${module}, the screen of ${page}.`);
          table[page] = preloadOf(byName, screen, entry);
        }
        const missing = Object.values(table)
          .flatMap(({ scripts, styles, hindi }) => [...scripts, ...styles, ...hindi])
          .filter((url) => !(url.slice(1) in bundle));
        if (missing.length > 0)
          this.error(`Preloads name files the build has not: ${missing.join(', ')}`);
        this.emitFile({
          type: 'asset',
          fileName: pagePreloadsFile,
          source: `${JSON.stringify(table, null, 2)}\n`,
        });
      },
    },
  };
}
