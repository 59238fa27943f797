import { nodeTooOldMessage } from './node-version';

// Checked before the server's code is even loaded: an older Node might not parse it.
const tooOld = nodeTooOldMessage(process.versions.node);
if (tooOld) {
  console.error(tooOld);
  process.exit(1);
}
await import('./serve');
