import { useQuery } from '@tanstack/react-query';
import { clientConfigQueryOptions } from '../../lib/client-config';
import { landingText } from './landing-text';

/** Where the office is: MG Road, Bengaluru. */
const office = { latitude: 12.9752, longitude: 77.6069 };
const span = 0.01;

function openStreetMapEmbed(): string {
  const { latitude, longitude } = office;
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2].join(
    ',',
  );
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
}

function googleEmbed(key: string): string {
  const place = encodeURIComponent(landingText.contact.office.address);
  return `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${place}`;
}

const openStreetMapPage = `https://www.openstreetmap.org/?mlat=${office.latitude}&mlon=${office.longitude}#map=16/${office.latitude}/${office.longitude}`;

/**
 * The office on a map (spec section 7): OpenStreetMap's embed, which needs no
 * key, or Google's when a Maps Embed key is configured. The frame loads only
 * when scrolled near, so it costs nothing before.
 */
export function OfficeMap() {
  const { data: config } = useQuery(clientConfigQueryOptions);
  if (!config) return <div className="office-map office-map--placeholder" />;
  const src = config.mapsEmbedApiKey ? googleEmbed(config.mapsEmbedApiKey) : openStreetMapEmbed();
  return (
    <div className="office-map">
      <iframe
        className="office-map__frame"
        title={landingText.contact.mapTitle}
        src={src}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
      <a href={openStreetMapPage} target="_blank" rel="noopener noreferrer">
        {landingText.contact.openMap}
      </a>
    </div>
  );
}
