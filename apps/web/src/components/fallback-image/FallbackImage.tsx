import './fallback-image.css';
import { useState } from 'react';

interface FallbackImageProps {
  src: string;
  alt: string;
  /** Above the fold: fetched at once. Everything else waits until it is near the view. */
  eager?: boolean;
  /** Added to the image and to its placeholder alike. */
  className?: string;
}

/** A 4:3 illustration that turns into a plain placeholder, keeping its description, if it fails to load. */
export function FallbackImage({ src, alt, eager = false, className }: FallbackImageProps) {
  const [failed, setFailed] = useState(false);
  const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
  if (failed) {
    return (
      <div
        className={classes('fallback-image', 'fallback-image--placeholder', className)}
        role="img"
        aria-label={alt}
      />
    );
  }
  return (
    <img
      className={classes('fallback-image', className)}
      src={src}
      alt={alt}
      width={400}
      height={300}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
