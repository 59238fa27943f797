import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGeocoder } from './geocoder';
import nominatim from './recorded/nominatim-bengaluru.json' with { type: 'json' };

/** When each request reached the provider, in the fake clock's milliseconds. */
let askedAt: number[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
  askedAt = [];
  // The provider is outside our system: stand in for its network answer only.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      askedAt.push(Date.now());
      return Response.json(nominatim);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const geocoder = () =>
  createGeocoder({
    googleApiKey: undefined,
    nominatimUrl: 'https://nominatim.example/reverse',
    googleUrl: 'https://google.example/geocode/json',
    userAgent: 'ShataPartnerPortal/1.0 (test)',
  });

describe('the Nominatim policy', () => {
  it('sends at most one request a second, queueing the others in order', async () => {
    const start = Date.now();
    const lookups = geocoder();

    const answers = Promise.all([
      lookups.reverse(12.97, 77.59),
      lookups.reverse(12.98, 77.6),
      lookups.reverse(12.99, 77.61),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(askedAt).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(askedAt).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(askedAt).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);

    expect(askedAt.map((time) => time - start)).toEqual([0, 1_000, 2_000]);
    expect((await answers).map((parts) => parts.city)).toEqual([
      'Bengaluru',
      'Bengaluru',
      'Bengaluru',
    ]);
  });

  it('does not make a request wait once a second has passed since the last one', async () => {
    const start = Date.now();
    const lookups = geocoder();

    await lookups.reverse(12.97, 77.59);
    await vi.advanceTimersByTimeAsync(5_000);
    await lookups.reverse(12.98, 77.6);

    expect(askedAt.map((time) => time - start)).toEqual([0, 5_000]);
  });
});
