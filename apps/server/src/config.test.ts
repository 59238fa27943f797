import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts on embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(config.shutdownDrainMs).toBe(5_000);
    expect(config.dbQueryTimeoutMs).toBe(10_000);
  });

  it('leaves every contact detail out until it is configured', () => {
    expect(loadConfig({})).toMatchObject({
      supportEmail: undefined,
      supportPhone: undefined,
      supportWhatsApp: undefined,
      officeAddress: undefined,
      officeCoordinates: undefined,
    });
  });

  it('reads the contact details as written, and the office coordinates as numbers', () => {
    expect(
      loadConfig({
        SUPPORT_EMAIL: ' help@shata.in ',
        SUPPORT_PHONE: '+91 80 4567 8900',
        SUPPORT_WHATSAPP: '+91-98450-12345',
        OFFICE_ADDRESS: ' 12 MG Road, Bengaluru 560001 ',
        OFFICE_COORDINATES: '12.9752, 77.6069',
      }),
    ).toMatchObject({
      supportEmail: 'help@shata.in',
      supportPhone: '+91 80 4567 8900',
      supportWhatsApp: '+91-98450-12345',
      officeAddress: '12 MG Road, Bengaluru 560001',
      officeCoordinates: { latitude: 12.9752, longitude: 77.6069 },
    });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/shata',
      DATABASE_URL: 'postgres://shata@db.internal:5432/shata',
      LOG_LEVEL: 'warn',
      REQUEST_TIMEOUT_MS: '60000',
      HEADERS_TIMEOUT_MS: '5000',
      SHUTDOWN_TIMEOUT_MS: '3000',
      SHUTDOWN_DRAIN_MS: '0',
      DB_QUERY_TIMEOUT_MS: '15000',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/shata',
      databaseUrl: 'postgres://shata@db.internal:5432/shata',
      logLevel: 'warn',
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 5_000,
      shutdownTimeoutMs: 3_000,
      shutdownDrainMs: 0,
      dbQueryTimeoutMs: 15_000,
    });
  });

  it.each([
    ['false', false],
    ['0', false],
    ['00', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 127.0.0.1 ,::1', ['10.0.0.0/8', '127.0.0.1', '::1']],
    ['fd00::/64', ['fd00::/64']],
    ['loopback', ['loopback']],
  ])('reads TRUST_PROXY=%s as the proxies to believe, never "everyone"', (value, trust) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trust);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'abc', /PORT must be a number \(got "abc"\)/],
    ['PORT', '70000', /PORT must be between 0 and 65535/],
    ['PORT', '30.5', /PORT must be a whole number/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of fatal, error, warn/],
    ['SHUTDOWN_TIMEOUT_MS', '-1', /SHUTDOWN_TIMEOUT_MS must be a positive number of milliseconds/],
    ['SHUTDOWN_DRAIN_MS', '-1', /SHUTDOWN_DRAIN_MS must be zero or a positive number/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/],
    ['DATA_KEY', 'c2hvcnQ=', /DATA_KEY must be 32 bytes in base64/],
    ['TRUST_PROXY', 'yes', /TRUST_PROXY must be false, true \(one proxy\), a number of proxies/],
    ['TRUST_PROXY', 'proxy.internal', /TRUST_PROXY must be false, true/],
    ['TRUST_PROXY', 'cafe', /TRUST_PROXY must be false, true/],
    ['TRUST_PROXY', '999.1', /TRUST_PROXY must be false, true/],
    ['TRUST_PROXY', '10.0.0.0/33', /TRUST_PROXY must be false, true/],
    ['TRUST_PROXY', '1e3', /TRUST_PROXY must be false, true/],
    [
      'REQUEST_TIMEOUT_MS',
      '3000000000',
      /REQUEST_TIMEOUT_MS must be at most 2147483647 milliseconds/,
    ],
    ['DB_QUERY_TIMEOUT_MS', '0', /DB_QUERY_TIMEOUT_MS must be a positive number of milliseconds/],
    ['DB_QUERY_TIMEOUT_MS', '7200000', /DB_QUERY_TIMEOUT_MS must be at most 3600000 milliseconds/],
    ['SMTP_URL', 'http://mail', /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    ['SUPPORT_EMAIL', 'support', /SUPPORT_EMAIL must be an e-mail address/],
    ['SUPPORT_PHONE', '080 4567 8900', /SUPPORT_PHONE must be an international number: \+ and/],
    ['SUPPORT_PHONE', '+91 804 56', /SUPPORT_PHONE must be an international number/],
    ['SUPPORT_PHONE', '+91 80 4567 8900 1234', /SUPPORT_PHONE must be an international number/],
    ['SUPPORT_PHONE', '+91 (80) 4567 8900', /SUPPORT_PHONE must be an international number/],
    ['SUPPORT_WHATSAPP', '+91 98450 1234x', /SUPPORT_WHATSAPP must be an international number/],
    ['OFFICE_ADDRESS', '   ', /OFFICE_ADDRESS must not be empty/],
  ])('refuses %s=%s with a message naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('never repeats a DATABASE_URL in its error, since it may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:s3cret@host/db' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('s3cret') }),
    );
  });

  it('keeps documents on disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'shata-documents',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'shata-documents',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'b', S3_REGION: 'ap-south-1' }).s3).toMatchObject({
      endpoint: undefined,
      region: 'ap-south-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' }, /S3_SECRET_ACCESS_KEY must be set together/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_ENDPOINT needs S3_BUCKET as well/],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' }, /S3_ENDPOINT must be an http/],
  ])('refuses an incomplete S3 setting %#', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never repeats the S3 secret in its error', () => {
    expect(() =>
      loadConfig({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'hush', S3_ACCESS_KEY_ID: '' }),
    ).toThrow(expect.objectContaining({ message: expect.not.stringContaining('hush') }));
  });

  it.each([
    ['12.9752', /OFFICE_COORDINATES must be latitude,longitude in decimal degrees/],
    ['91,77.6', /OFFICE_COORDINATES must be latitude,longitude/],
    ['12.97,181', /OFFICE_COORDINATES must be latitude,longitude/],
    ['MG Road', /OFFICE_COORDINATES must be latitude,longitude/],
  ])('refuses OFFICE_COORDINATES=%s with a message naming the variable', (value, message) => {
    expect(() => loadConfig({ OFFICE_ADDRESS: 'MG Road', OFFICE_COORDINATES: value })).toThrow(
      message,
    );
  });

  it('refuses office coordinates without the address they mark', () => {
    expect(() => loadConfig({ OFFICE_COORDINATES: '12.9752,77.6069' })).toThrow(
      /OFFICE_COORDINATES needs OFFICE_ADDRESS as well/,
    );
  });

  it('promises each verification within its configured working days', () => {
    expect(loadConfig({}).expectedWaits).toEqual({
      kyc: 1,
      companyVerification: 2,
      inPersonVerification: 5,
      finalApproval: 1,
    });
    expect(
      loadConfig({
        EXPECTED_DAYS_KYC: '2',
        EXPECTED_DAYS_COMPANY_VERIFICATION: '3',
        EXPECTED_DAYS_IN_PERSON_VERIFICATION: '10',
        EXPECTED_DAYS_FINAL_APPROVAL: '30',
      }).expectedWaits,
    ).toEqual({ kyc: 2, companyVerification: 3, inPersonVerification: 10, finalApproval: 30 });
  });

  it.each([
    ['EXPECTED_DAYS_KYC', 'soon', /must be a number of working days \(got "soon"\)/],
    ['EXPECTED_DAYS_COMPANY_VERIFICATION', '1.5', /must be a whole number of working days/],
    ['EXPECTED_DAYS_IN_PERSON_VERIFICATION', '0', /must be between 1 and 30 working days/],
    ['EXPECTED_DAYS_FINAL_APPROVAL', '31', /must be between 1 and 30 working days/],
  ])('refuses %s=%s with a message naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name} ${message.source}`));
  });

  it('asks operators for a second factor unless told otherwise, and never lets production off', () => {
    expect(loadConfig({}).operatorTwoFactor).toBe('required');
    expect(loadConfig({ OPERATOR_TWO_FACTOR: 'optional' }).operatorTwoFactor).toBe('optional');
    expect(() => loadConfig({ OPERATOR_TWO_FACTOR: 'off' })).toThrow(
      /OPERATOR_TWO_FACTOR must be required or optional/,
    );
    expect(() => loadConfig({ OPERATOR_TWO_FACTOR: 'optional', NODE_ENV: 'production' })).toThrow(
      /OPERATOR_TWO_FACTOR must be required in production/,
    );
  });

  it('serves no pseudo-locale unless told to, and never in production', () => {
    expect(loadConfig({}).pseudoLocale).toBe(false);
    expect(loadConfig({ PSEUDO_LOCALE: 'true' }).pseudoLocale).toBe(true);
    expect(() => loadConfig({ PSEUDO_LOCALE: 'yes' })).toThrow(
      /PSEUDO_LOCALE must be true or false/,
    );
    expect(() => loadConfig({ PSEUDO_LOCALE: 'true', NODE_ENV: 'production' })).toThrow(
      /PSEUDO_LOCALE must be false in production/,
    );
  });

  it('skips no day but weekends by default, and the HOLIDAYS given, sorted, each once', () => {
    expect(loadConfig({}).holidays).toEqual([]);
    expect(loadConfig({ HOLIDAYS: ' 2027-08-15, 2027-01-26,,2027-08-15 ' }).holidays).toEqual([
      '2027-01-26',
      '2027-08-15',
    ]);
  });

  it.each([
    ['2027-01-26,26/01/2027', '"26/01/2027" is not one'],
    ['2027-02-30', '"2027-02-30" is not one'],
    ['2027-1-26', '"2027-1-26" is not one'],
  ])('refuses HOLIDAYS=%s naming the day that is none', (value, message) => {
    expect(() => loadConfig({ HOLIDAYS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ HOLIDAYS: value })).toThrow(
      `HOLIDAYS must be calendar days written YYYY-MM-DD, separated by commas: ${message}`,
    );
  });

  it('names every wrong variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT .*; LOG_LEVEL /);
  });
});

describe('.env.example', () => {
  /** Its `NAME=value` lines, a value's surrounding double quotes taken off as a shell would. */
  const lines = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', value = ''] = /^([A-Z0-9_]+)=(.*)$/.exec(line) ?? [];
      return [name, value.replace(/^"(.*)"$/, '$1')] as const;
    });

  it('names exactly the variables the configuration reads, each once', () => {
    expect(lines.map(([name]) => name).sort()).toEqual([...configVariables].sort());
  });

  it('gives each variable its default, so a copy starts the portal as no copy does', () => {
    // The S3 settings are read only with a bucket.
    for (const given of [{}, { S3_BUCKET: 'documents' }]) {
      expect(loadConfig({ ...Object.fromEntries(lines), ...given })).toEqual(loadConfig(given));
    }
  });
});
