import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type ClientConfig, clientConfigQueryOptions } from '../../lib/client-config';
import { useText } from '../../lib/i18n/catalogue';
import { landingCatalogue } from './landing-text';
import { useNearView } from './use-near-view';

/**
 * How long the map may take before the address is shown in its place. A
 * frame gives no error event a page can read (blocked, offline, the map site
 * down), so waiting is the only sign; a slow phone connection needs seconds.
 */
export const mapLoadTimeoutMs = 15_000;

type Coordinates = NonNullable<ClientConfig['officeCoordinates']>;

/** Half the width of the OpenStreetMap view, in degrees of longitude (a few streets around). */
const span = 0.01;

function openStreetMapEmbed({ latitude, longitude }: Coordinates): string {
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2].join(
    ',',
  );
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
}

function openStreetMapPage({ latitude, longitude }: Coordinates): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

function googleEmbed(key: string, address: string): string {
  return `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${encodeURIComponent(address)}`;
}

/** Google's documented link to a place, which phones open in their maps app. */
function googlePage(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

interface OfficeMapLinks {
  /** The frame's address; null: nothing configured can draw the map. */
  embed: string | null;
  /** The office on a maps site, opened in a new tab. */
  page: string;
}

/** Google's map when a Maps Embed key is configured; OpenStreetMap's, which needs the coordinates, otherwise. */
function mapLinks(address: string, config: ClientConfig): OfficeMapLinks {
  if (config.mapsEmbedApiKey) {
    return { embed: googleEmbed(config.mapsEmbedApiKey, address), page: googlePage(address) };
  }
  if (config.officeCoordinates) {
    return {
      embed: openStreetMapEmbed(config.officeCoordinates),
      page: openStreetMapPage(config.officeCoordinates),
    };
  }
  return { embed: null, page: googlePage(address) };
}

/**
 * The map, loaded only as the visitor nears it; where it cannot be drawn or
 * does not load in time, the address as text in its place. The link to a
 * maps site is there either way.
 */
function MapOrAddress({ address, links }: { address: string; links: OfficeMapLinks }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearView(slot);
  const text = useText(landingCatalogue).contact;
  const [status, setStatus] = useState<'waiting' | 'loaded' | 'failed'>(
    links.embed ? 'waiting' : 'failed',
  );
  const loading = near && status === 'waiting';

  useEffect(() => {
    if (!loading) return;
    if (!navigator.onLine) {
      setStatus('failed');
      return;
    }
    const timer = setTimeout(() => setStatus('failed'), mapLoadTimeoutMs);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <div ref={slot} className="office-map">
      {status === 'failed' ? (
        <address className="office-map__address">{address}</address>
      ) : near && links.embed ? (
        <iframe
          className="office-map__frame"
          title={text.mapTitle}
          src={links.embed}
          referrerPolicy="no-referrer-when-downgrade"
          onLoad={() => setStatus('loaded')}
        />
      ) : (
        <div className="office-map--placeholder" />
      )}
      <a href={links.page} target="_blank" rel="noopener noreferrer">
        {text.openMap}
      </a>
    </div>
  );
}

/**
 * The office on a map (spec section 7): at the configured address, on
 * Google's map or OpenStreetMap's. No address configured: no map, rather
 * than a made-up place.
 */
export function OfficeMap() {
  const { data: config } = useQuery(clientConfigQueryOptions);
  if (!config) return <div className="office-map office-map--placeholder" />;
  if (!config.officeAddress) return null;
  return (
    <MapOrAddress address={config.officeAddress} links={mapLinks(config.officeAddress, config)} />
  );
}
