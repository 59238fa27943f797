import { engines } from '../../../package.json';

/**
 * The oldest Node.js major the portal runs on: the root package.json's
 * engines, `>=N`. npm scripts run on the Node the project installs, but an
 * operator may start a build by hand with the machine's own.
 */
export const minimumNodeMajor = Number(/^>=(\d+)$/.exec(engines.node)?.[1]);

/** Why this Node.js cannot run the portal, or undefined when it can. */
export function nodeTooOldMessage(version: string): string | undefined {
  if (Number(version.split('.')[0]) >= minimumNodeMajor) return undefined;
  return (
    `The Shata Partner Portal needs Node.js ${minimumNodeMajor} or newer, and this is Node.js ${version}. ` +
    `Start it with npm (npm start, npm run serve), which runs the Node.js the project installs, ` +
    `or install Node.js ${minimumNodeMajor} LTS or newer.`
  );
}
