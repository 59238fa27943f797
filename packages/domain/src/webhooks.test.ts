import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  domainEventTypes,
  webhookEndpointInputSchema,
  webhookEndpointInputSchemaFor,
  webhookEndpointUpdateSchema,
  webhookRetryDelaysMs,
  webhookRotationOverlapMs,
  webhookTimeoutMs,
} from './webhooks';

const m = messages.webhooks;

const refusal = (input: unknown, schema = webhookEndpointInputSchema) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('the retry schedule', () => {
  it('grows, retries four times within 1.5 s, and its seventeen waits add up to about three days', () => {
    const total = webhookRetryDelaysMs.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBe((75 * 3600 + 36 * 60 + 48.5) * 1000);
    expect(webhookRetryDelaysMs.slice(0, 4).reduce((sum, delay) => sum + delay, 0)).toBe(1_500);
    expect(total / 86_400_000).toBeGreaterThan(3);
    expect(total / 86_400_000).toBeLessThan(3.2);
    for (let i = 1; i < webhookRetryDelaysMs.length; i += 1) {
      expect(webhookRetryDelaysMs[i]).toBeGreaterThan(webhookRetryDelaysMs[i - 1] ?? 0);
    }
  });

  it('gives a receiver 10 s to answer, and a rotated secret 24 h', () => {
    expect(webhookTimeoutMs).toBe(10_000);
    expect(webhookRotationOverlapMs).toBe(86_400_000);
  });
});

describe('an endpoint', () => {
  const events = ['partner.approved'];

  it('takes an https URL and known event types', () => {
    expect(
      webhookEndpointInputSchema.parse({ url: ' https://hooks.example.com/in ', events }),
    ).toEqual({ url: 'https://hooks.example.com/in', events });
  });

  it('refuses plain http, a non-URL, credentials and an overlong URL, each with its message', () => {
    expect(refusal({ url: 'http://hooks.example.com', events })).toBe(m.urlNotHttps);
    expect(refusal({ url: 'hooks.example.com', events })).toBe(m.urlInvalid);
    expect(refusal({ url: 'ftp://hooks.example.com', events })).toBe(m.urlInvalid);
    expect(refusal({ url: 'https://user:pw@hooks.example.com', events })).toBe(m.urlCredentials);
    expect(refusal({ url: `https://a.example/${'a'.repeat(2_000)}`, events })).toBe(
      m.urlTooLong(2_000),
    );
  });

  it('takes plain http only where the server allows private URLs', () => {
    const lifted = webhookEndpointInputSchemaFor({ allowHttp: true });
    expect(refusal({ url: 'http://127.0.0.1:8080/in', events }, lifted)).toBeNull();
  });

  it('wants at least one known event type, each once', () => {
    const url = 'https://hooks.example.com';
    expect(refusal({ url, events: [] })).toBe(m.eventsRequired);
    expect(refusal({ url })).toBe(m.eventsRequired);
    expect(refusal({ url, events: ['partner.deleted'] })).toBe(m.eventUnknown('partner.deleted'));
    expect(refusal({ url, events: [...events, ...events] })).toBe(m.eventRepeated);
    expect(refusal({ url, events: [...domainEventTypes] })).toBeNull();
  });

  it('is changed by pausing, a URL or events, and not by nothing', () => {
    expect(webhookEndpointUpdateSchema.parse({ paused: true })).toEqual({ paused: true });
    expect(refusal({}, webhookEndpointUpdateSchema as never)).toBe(m.updateEmpty);
    expect(refusal({ paused: 'yes' }, webhookEndpointUpdateSchema as never)).toBe(m.pausedInvalid);
  });
});
