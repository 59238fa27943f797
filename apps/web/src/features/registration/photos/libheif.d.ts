/**
 * The parts of libheif-js used here, from its WASM build with the WASM inlined
 * (the package ships no types for that file).
 */
declare module 'libheif-js/libheif-wasm/libheif-bundle.mjs' {
  interface Pixels {
    width: number;
    height: number;
    data: Uint8ClampedArray<ArrayBuffer>;
  }

  interface HeifImage {
    get_width(): number;
    get_height(): number;
    is_primary(): boolean;
    /** Writes the picture as RGBA into `target`, then calls `done` with it, or with null on failure. */
    display<Target extends Pixels>(target: Target, done: (result: Target | null) => void): void;
    free(): void;
  }

  interface HeifDecoder {
    /** The libheif context of the last `decode`. */
    decoder: unknown;
    /** The file's top-level images; none when it cannot be parsed. */
    decode(bytes: Uint8Array): HeifImage[];
  }

  export interface LibHeif {
    HeifDecoder: new () => HeifDecoder;
    heif_context_free(context: unknown): void;
  }

  /** Starts the library, compiling its WASM synchronously. */
  export default function createLibHeif(): LibHeif;
}
