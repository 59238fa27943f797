import { bookingStatuses } from '@shata/domain';
import { eq } from 'drizzle-orm';
import { bookings, catering, events, photography } from '../bookings/schema';
import type { Db } from '../db/client';
import { partners } from '../partners/schema';

/** The demo partner who has bookings: the fully approved one, who may open My Bookings. */
export const bookedDemoPartnerEmail = 'asha.approved@shata.demo';

const eventTypes = [
  'Wedding Reception',
  'Corporate Offsite',
  'Birthday Party',
  'Sangeet',
  'Product Launch',
  'Engagement Ceremony',
  'Anniversary Dinner',
];

/** More than one page (20) of bookings: every kind at every status, one kind without a record so its card shows the placeholder. */
const demoBookingCount = 28;

export async function seedDemoBookings(db: Db, partnerId: string): Promise<void> {
  // Read afresh: the caller's row predates the profile, and the card shows the company name.
  const [partner] = await db.select().from(partners).where(eq(partners.id, partnerId));
  if (!partner) throw new Error('the demo partner is missing');
  const eventRows = await db
    .insert(events)
    .values([
      { name: 'Rao–Menon wedding', thumbnailUrl: '/thumbnails/wedding.svg' },
      { name: 'Techno Park offsite', thumbnailUrl: '/thumbnails/corporate.svg' },
      { name: 'Aarav turns ten', thumbnailUrl: '/thumbnails/birthday.svg' },
    ])
    .returning();
  const [cateringRow] = await db
    .insert(catering)
    .values({ name: 'South Indian thali for 200', thumbnailUrl: '/thumbnails/catering.svg' })
    .returning();
  const [photographyRow] = await db
    .insert(photography)
    .values({ name: 'Candid coverage, full day', thumbnailUrl: '/thumbnails/photography.svg' })
    .returning();
  if (!cateringRow || !photographyRow) throw new Error('the demo records were not saved');

  const links = [
    (i: number) => ({ eventId: eventRows[i % eventRows.length]?.id ?? null }),
    () => ({ cateringEvent: cateringRow.id }),
    () => ({ photographyEvent: photographyRow.id }),
    () => ({}),
  ];
  const firstDay = Date.UTC(2025, 9, 4);
  await db.insert(bookings).values(
    Array.from({ length: demoBookingCount }, (_, i) => ({
      partnerId: partner.id,
      eventType: eventTypes[i % eventTypes.length] ?? 'Event',
      partnerName: partner.companyName ?? partner.personalEmail,
      dateFrom: new Date(firstDay + i * 9 * 86_400_000).toISOString().slice(0, 10),
      status: bookingStatuses[Math.floor(i / links.length) % bookingStatuses.length] ?? 'pending',
      ...links[i % links.length]?.(i),
    })),
  );
}
