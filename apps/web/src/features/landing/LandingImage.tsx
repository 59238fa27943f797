import { useState } from 'react';

interface LandingImageProps {
  src: string;
  alt: string;
  /** Above the fold: fetched at once. Everything else waits until it is near the view. */
  eager?: boolean;
}

/** A landing illustration that turns into a plain placeholder, keeping its description, if it fails to load. */
export function LandingImage({ src, alt, eager = false }: LandingImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return <div className="landing-image landing-image--placeholder" role="img" aria-label={alt} />;
  return (
    <img
      className="landing-image"
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
