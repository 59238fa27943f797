import { readFile } from 'node:fs/promises';
import type { DocumentType } from '@shata/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from '../auth/background-tasks';
import { findPartner } from '../partners/access';
import { readQrCodes } from './read-qr-image';
import { recordSecureQr, type SecureQrContext } from './service';

/** Pictures zxing reads: the types an upload's bytes are checked to be. */
const readableTypes = new Set(['image/jpeg', 'image/png']);

/** A card photo is a few megabytes; a bigger file is not held in memory for this. */
const maxPictureBytes = 20 * 1024 * 1024;

/** An uploaded document as it waits in the spool, its type decided from its bytes. */
export interface SpooledDocument {
  type: DocumentType;
  contentType: string;
  sizeBytes: number;
  localPath: string;
}

/**
 * The Secure QR of an uploaded Aadhaar picture, read and checked after the
 * upload is answered, so the partner who sends a clear photo of the card's
 * back is verified without scanning. A picture without a readable code
 * leaves the partner's last check as it was.
 */
export interface AadhaarPictures {
  /**
   * Holds the picture's bytes while the spooled file is still there; answers
   * what to call once the document is saved, or undefined when it is no
   * Aadhaar picture to read.
   */
  hold(partnerId: string, document: SpooledDocument): Promise<(() => void) | undefined>;
}

export function createAadhaarPictures(
  context: SecureQrContext,
  tasks: BackgroundTasks,
  log: FastifyBaseLogger,
): AadhaarPictures {
  async function check(partnerId: string, picture: Uint8Array) {
    for (const text of await readQrCodes(picture)) {
      const partner = await findPartner(context.db, partnerId);
      const recorded = await recordSecureQr(context, partner, text.trim(), 'upload');
      if (recorded.result !== 'unreadable') {
        log.info(
          { partnerId, result: recorded.result },
          'read the Secure QR of an Aadhaar picture',
        );
        return;
      }
    }
  }
  let reading: Promise<unknown> = Promise.resolve();
  return {
    async hold(partnerId, document) {
      if (
        document.type !== 'aadharCard' ||
        !readableTypes.has(document.contentType) ||
        document.sizeBytes > maxPictureBytes
      ) {
        return undefined;
      }
      const picture = await readFile(document.localPath).catch((error: unknown) => {
        log.warn({ err: error, partnerId }, 'could not hold an Aadhaar picture to read its QR');
        return undefined;
      });
      if (!picture) return undefined;
      return () => {
        // One picture at a time: decoding runs on the event loop and holds the picture's pixels.
        const turn = reading.then(() => check(partnerId, picture));
        reading = turn.catch(() => undefined);
        tasks.run(() => turn);
      };
    },
  };
}
