import { describe, expect, it } from 'vitest';
import {
  type Booking,
  bookingInputSchema,
  bookingKind,
  bookingKinds,
  bookingRecordInputSchema,
  bookingStatusColor,
  bookingsQuerySchema,
  formatBookingDate,
  isBookingCancelled,
  knownBookingStatus,
} from './bookings';
import { issuesOf } from './test-helpers';

const booking: Booking = {
  id: 'b1',
  partnerId: 'p1',
  eventType: 'Wedding',
  partnerName: 'Rao Caterers',
  dateFrom: '2025-03-05',
  status: 'pending',
};

describe('bookingKind', () => {
  it('has three kinds', () => {
    expect(bookingKinds).toEqual(['Catering', 'Photography', 'Event']);
  });

  it('is Catering when a catering record is linked, even with a photography one', () => {
    expect(bookingKind({ ...booking, cateringEvent: 'c1' })).toBe('Catering');
    expect(bookingKind({ ...booking, cateringEvent: 'c1', photographyEvent: 'ph1' })).toBe(
      'Catering',
    );
  });

  it('is Photography when only a photography record is linked', () => {
    expect(bookingKind({ ...booking, photographyEvent: 'ph1' })).toBe('Photography');
    expect(bookingKind({ ...booking, cateringEvent: '', photographyEvent: 'ph1' })).toBe(
      'Photography',
    );
  });

  it('is Event otherwise', () => {
    expect(bookingKind(booking)).toBe('Event');
    const withEvent: Booking = { ...booking, eventId: 'e1' };
    expect(bookingKind(withEvent)).toBe('Event');
    expect(bookingKind({ ...booking, cateringEvent: null, photographyEvent: '  ' })).toBe('Event');
  });
});

describe('bookingStatusColor', () => {
  it('colours pending red, confirmed green, completed blue', () => {
    expect(bookingStatusColor('pending')).toBe('red');
    expect(bookingStatusColor('confirmed')).toBe('green');
    expect(bookingStatusColor('completed')).toBe('blue');
  });

  it('ignores case and surrounding spaces', () => {
    expect(bookingStatusColor('PENDING')).toBe('red');
    expect(bookingStatusColor(' Confirmed ')).toBe('green');
    expect(bookingStatusColor('Completed\n')).toBe('blue');
  });

  it('colours anything else grey', () => {
    for (const status of ['cancelled', '', 'complete', 'constructor', null, undefined]) {
      expect(bookingStatusColor(status)).toBe('grey');
    }
  });
});

describe('formatBookingDate', () => {
  it('prints day, short month and year in British English', () => {
    expect(formatBookingDate('2025-03-05')).toBe('5 Mar 2025');
    expect(formatBookingDate('2024-12-25')).toBe('25 Dec 2024');
  });

  it('accepts ISO date-times and Date objects', () => {
    expect(formatBookingDate('2025-03-05T10:00:00Z')).toBe('5 Mar 2025');
    expect(formatBookingDate(new Date(Date.UTC(2025, 0, 31, 12)))).toBe('31 Jan 2025');
  });

  it('uses India time, whatever the machine', () => {
    // 20:00 UTC on 5 March is 01:30 on 6 March in India.
    expect(formatBookingDate('2025-03-05T20:00:00Z')).toBe('6 Mar 2025');
    expect(formatBookingDate('2025-03-05T23:30:00+05:30')).toBe('5 Mar 2025');
  });

  it('prints the day in Hindi for a Hindi screen', () => {
    expect(formatBookingDate('2025-03-05', 'hi')).toBe('5 मार्च 2025');
  });

  it('gives an empty string for an invalid or missing date', () => {
    expect(formatBookingDate('not a date')).toBe('');
    expect(formatBookingDate('')).toBe('');
    expect(formatBookingDate(new Date(Number.NaN))).toBe('');
    expect(formatBookingDate(null)).toBe('');
    expect(formatBookingDate(undefined)).toBe('');
  });
});

describe('bookingsQuerySchema', () => {
  it('defaults to pages of 20 and takes up to 100', () => {
    expect(bookingsQuerySchema.parse({})).toEqual({ pageSize: 20 });
    expect(bookingsQuerySchema.parse({ pageSize: '100', cursor: 'abc' })).toEqual({
      pageSize: 100,
      cursor: 'abc',
    });
  });

  it.each(['0', '101', '2.5', 'ten', '-1'])('refuses the page size %s', (pageSize) => {
    expect(issuesOf(bookingsQuerySchema, { pageSize })).toEqual([
      ['pageSize', 'Page size must be a whole number from 1 to 100'],
    ]);
  });
});

describe('bookingInputSchema', () => {
  const input = { eventType: ' Wedding ', dateFrom: '2025-03-05' };

  it('trims, defaults the status to pending and links no record', () => {
    expect(bookingInputSchema.parse(input)).toEqual({
      eventType: 'Wedding',
      dateFrom: '2025-03-05',
      status: 'pending',
      eventId: null,
      cateringEvent: null,
      photographyEvent: null,
    });
  });

  it.each(['2025-02-29', '0000-01-01', '2025-3-5', '2025-03-05T10:00:00Z'])(
    'refuses the day %s',
    (dateFrom) => {
      expect(issuesOf(bookingInputSchema, { eventType: 'Puja', dateFrom })).toEqual([
        ['dateFrom', 'Date must be a day written YYYY-MM-DD'],
      ]);
    },
  );

  it('names what is wrong', () => {
    expect(
      issuesOf(bookingInputSchema, {
        eventType: ' ',
        dateFrom: '05/03/2025',
        status: 'lost',
        cateringEvent: 'c1',
        extra: 1,
      }),
    ).toEqual([
      ['eventType', 'Event type is required'],
      ['dateFrom', 'Date must be a day written YYYY-MM-DD'],
      ['status', 'Status must be pending, confirmed, completed or cancelled'],
      ['cateringEvent', 'Record ids must be UUIDs.'],
      ['', 'Unknown field: extra'],
    ]);
  });
});

describe('bookingRecordInputSchema', () => {
  it('takes a name and a thumbnail served by the portal', () => {
    expect(
      bookingRecordInputSchema.parse({ name: ' Rao wedding ', thumbnailUrl: '/thumbnails/w.svg' }),
    ).toEqual({ name: 'Rao wedding', thumbnailUrl: '/thumbnails/w.svg' });
    expect(bookingRecordInputSchema.parse({ name: 'Thali', thumbnailUrl: '' })).toEqual({
      name: 'Thali',
      thumbnailUrl: null,
    });
  });

  it.each([
    'https://images.example/w.svg',
    '//images.example/w.svg',
    '/\\images.example/w.svg',
    'thumbnails/w.svg',
    'javascript:alert(1)',
    '/thumbnails/w\u0000.svg',
  ])('refuses the thumbnail %s', (thumbnailUrl) => {
    expect(issuesOf(bookingRecordInputSchema, { name: 'Thali', thumbnailUrl })).toEqual([
      ['thumbnailUrl', 'Thumbnail must be a path on this portal, such as /thumbnails/wedding.svg'],
    ]);
  });
});

describe('knownBookingStatus', () => {
  it('matches the statuses operators give, ignoring case and surrounding spaces', () => {
    expect(knownBookingStatus('pending')).toBe('pending');
    expect(knownBookingStatus(' Confirmed ')).toBe('confirmed');
    expect(knownBookingStatus('CANCELLED\n')).toBe('cancelled');
  });

  it('knows no other status', () => {
    for (const status of ['', 'done', 'cancel led', null, undefined]) {
      expect(knownBookingStatus(status)).toBeUndefined();
    }
  });
});

describe('isBookingCancelled', () => {
  it('is true for a cancelled booking however the status is written', () => {
    expect(isBookingCancelled({ status: 'cancelled' })).toBe(true);
    expect(isBookingCancelled({ status: ' Cancelled' })).toBe(true);
  });

  it('is false for any other status', () => {
    for (const status of ['pending', 'confirmed', 'completed', 'canceled', '']) {
      expect(isBookingCancelled({ status })).toBe(false);
    }
  });
});
