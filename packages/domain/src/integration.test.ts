import { describe, expect, it } from 'vitest';
import {
  externalIdSchema,
  integrationBookingInputSchema,
  integrationEventsQuerySchema,
  integrationPartnersQuerySchema,
  integrationRecordInputSchema,
  integrationVideoKycSchema,
} from './integration';
import { messages } from './messages';
import { issuesOf } from './test-helpers';

const m = messages.integration;

describe('externalIdSchema', () => {
  it('takes the ids a path carries unencoded, up to the router’s 100 characters', () => {
    for (const id of ['bk-1001', 'order:42.a_b', 'x'.repeat(100)]) {
      expect(issuesOf(externalIdSchema, id)).toEqual([]);
    }
    for (const id of ['', 'has space', 'a/b', 'x'.repeat(101), 'é']) {
      expect(issuesOf(externalIdSchema, id)).toEqual([['', m.externalIdInvalid]]);
    }
  });
});

describe('integrationBookingInputSchema', () => {
  const booking = {
    partnerId: '7b0e7c9e-4a4f-4a8e-9a55-2b7d2f1c1a10',
    eventType: ' Wedding ',
    dateFrom: '2026-12-12',
  };

  it('reads the booking with the console’s rules, its record by the caller’s id', () => {
    expect(integrationBookingInputSchema.parse(booking)).toEqual({
      ...booking,
      eventType: 'Wedding',
      status: 'pending',
      record: null,
    });
    expect(
      integrationBookingInputSchema.parse({
        ...booking,
        record: { collection: 'catering', externalId: 'cat-1' },
      }).record,
    ).toEqual({ collection: 'catering', externalId: 'cat-1' });
  });

  it('names each refusal', () => {
    expect(
      issuesOf(integrationBookingInputSchema, {
        ...booking,
        partnerId: 'p-1',
        status: 'maybe',
        record: { collection: 'venues', externalId: 'v 1' },
        eventId: 'x',
      }),
    ).toEqual([
      ['partnerId', m.partnerIdInvalid],
      ['status', messages.bookings.statusUnknown],
      ['record.collection', messages.bookings.collectionUnknown],
      ['record.externalId', m.externalIdInvalid],
      ['', messages.validation.unknownFields(['eventId'])],
    ]);
  });
});

describe('https addresses only', () => {
  it('for a thumbnail, which may be left out (kept) or null (removed)', () => {
    const parse = (thumbnailUrl: unknown) =>
      integrationRecordInputSchema.safeParse({ name: 'Sangeet', thumbnailUrl });
    expect(parse('https://cdn.example/a.jpg').data?.thumbnailUrl).toBe('https://cdn.example/a.jpg');
    expect(parse(null).data?.thumbnailUrl).toBeNull();
    expect(parse(undefined).data?.thumbnailUrl).toBeUndefined();
    for (const url of [
      'http://cdn.example/a.jpg',
      '/thumbnails/a.svg',
      'data:image/png;base64,AA',
    ]) {
      expect(parse(url).error?.issues[0]?.message).toBe(m.httpsUrlRequired('thumbnailUrl'));
    }
  });

  it('for a video KYC recording', () => {
    expect(issuesOf(integrationVideoKycSchema, { videoUrl: 'https://kyc.example/v/1' })).toEqual(
      [],
    );
    expect(issuesOf(integrationVideoKycSchema, { videoUrl: 'http://kyc.example/v/1' })).toEqual([
      ['videoUrl', m.httpsUrlRequired('videoUrl')],
    ]);
  });
});

describe('integrationEventsQuerySchema', () => {
  it('reads digits only: after from 0, limit from 1 to 1000, 100 by default', () => {
    expect(integrationEventsQuerySchema.parse({})).toEqual({ after: 0, limit: 100 });
    expect(integrationEventsQuerySchema.parse({ after: '42', limit: '1000' })).toEqual({
      after: 42,
      limit: 1000,
    });
    for (const after of ['', '-1', '1e3', '0x10', ' 1']) {
      expect(issuesOf(integrationEventsQuerySchema, { after })).toEqual([
        ['after', m.afterInvalid],
      ]);
    }
    for (const limit of ['0', '1001', 'ten']) {
      expect(issuesOf(integrationEventsQuerySchema, { limit })).toEqual([
        ['limit', m.limitInvalid],
      ]);
    }
  });
});

describe('integrationPartnersQuerySchema', () => {
  it('says once what is wrong with an updatedSince that is no instant', () => {
    const issues = integrationPartnersQuerySchema.safeParse({ updatedSince: 'yesterday' }).error
      ?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual([
      'updatedSince must be an ISO 8601 instant, such as 2026-01-31T09:30:00Z.',
    ]);
  });
});
