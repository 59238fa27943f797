import { describe, expect, it } from 'vitest';
import { qrResultNow, replacesKeptQrResult } from './aadhaar-qr';
import {
  aadhaarQrAttemptFindings,
  aadhaarQrFindings,
  cinChecks,
  comparableIdentifiers,
  duplicateFinding,
  gstinPanCheck,
  gstinStateCheck,
  gstStates,
  namesMatch,
  panCinCheck,
  panHolderKinds,
  partnerNumberChecks,
  problemCount,
  qrNameCheck,
  sortFindings,
} from './partner-checks';

const today = new Date('2026-11-25T12:00:00Z');
/** A GSTIN of state `code` carrying `pan` (check character not checked here). */
const gstin = (code: string, pan = 'AAPFU0939F') => `${code}${pan}1ZV`;

describe('the GSTIN state against the address', () => {
  it('knows every state code from 01 to 38, and 97 and 99', () => {
    const codes = Object.keys(gstStates);
    for (let code = 1; code <= 38; code += 1)
      expect(codes).toContain(String(code).padStart(2, '0'));
    expect(codes).toContain('97');
    expect(codes).toContain('99');
    expect(codes).toHaveLength(40);
  });

  it('agrees when the state is the address’s, however the address writes it', () => {
    for (const [code, state] of [
      ['29', 'Karnataka'],
      ['29', ' KARNATAKA '],
      ['21', 'Orissa'],
      ['07', 'NCT of Delhi'],
      ['34', 'Pondicherry'],
      ['35', 'Andaman & Nicobar Islands'],
      ['28', 'Andhra Pradesh'],
      ['37', 'Andhra Pradesh'],
      ['38', 'Ladakh'],
      ['01', 'Jammu and Kashmir'],
    ] as const) {
      expect(
        gstinStateCheck({ state, gstNo: gstin(code), panNo: null, cinNo: null })?.level,
        `${code} ${state}`,
      ).toBe('ok');
    }
  });

  it('is a problem for another state, a warning for 97 and 99, and a problem for a code that is none', () => {
    expect(
      gstinStateCheck({ state: 'Karnataka', gstNo: gstin('27'), panNo: null, cinNo: null }),
    ).toEqual({
      code: 'gstin_state_mismatch',
      level: 'problem',
      message: 'The GSTIN is registered in Maharashtra (27), but the address is in Karnataka.',
    });
    for (const code of ['97', '99']) {
      expect(
        gstinStateCheck({ state: 'Karnataka', gstNo: gstin(code), panNo: null, cinNo: null })
          ?.level,
      ).toBe('warning');
    }
    for (const code of ['00', '39', '96', '98']) {
      expect(
        gstinStateCheck({ state: 'Karnataka', gstNo: gstin(code), panNo: null, cinNo: null }),
      ).toMatchObject({
        code: 'gstin_state_unknown',
        level: 'problem',
      });
    }
  });

  it('says nothing without a whole GSTIN or an address state', () => {
    expect(gstinStateCheck({ state: 'Karnataka', gstNo: '', panNo: null, cinNo: null })).toBeNull();
    expect(gstinStateCheck({ state: '', gstNo: gstin('29'), panNo: null, cinNo: null })).toBeNull();
  });
});

describe('the GSTIN against the PAN', () => {
  it('matches characters 3 to 12, ignoring case', () => {
    expect(
      gstinPanCheck({ state: null, gstNo: gstin('29'), panNo: 'aapfu0939f', cinNo: null })?.level,
    ).toBe('ok');
    expect(
      gstinPanCheck({ state: null, gstNo: gstin('29'), panNo: 'ABCPE1234F', cinNo: null }),
    ).toEqual({
      code: 'gstin_pan_mismatch',
      level: 'problem',
      message:
        'The GSTIN carries the PAN AAPFU0939F, not the PAN given (ABCPE1234F): it may be another business’s.'.replace(
          '’',
          "'",
        ),
    });
    expect(gstinPanCheck({ state: null, gstNo: gstin('29'), panNo: null, cinNo: null })).toBeNull();
  });
});

describe('the PAN’s holder against a CIN', () => {
  const cin = 'U55101KA2019PTC123456';
  it('wants a CIN with a company’s PAN (C) and none with any other holder', () => {
    expect(panCinCheck({ state: null, gstNo: null, panNo: 'AAACE1234F', cinNo: cin })?.level).toBe(
      'ok',
    );
    expect(panCinCheck({ state: null, gstNo: null, panNo: 'AAACE1234F', cinNo: '' })).toMatchObject(
      {
        code: 'pan_entity_cin_mismatch',
        level: 'warning',
      },
    );
    for (const kind of Object.keys(panHolderKinds).filter((letter) => letter !== 'C')) {
      const pan = `AAA${kind}E1234F`.slice(0, 10);
      expect(panCinCheck({ state: null, gstNo: null, panNo: pan, cinNo: '' })?.level, kind).toBe(
        'ok',
      );
      expect(panCinCheck({ state: null, gstNo: null, panNo: pan, cinNo: cin })?.level, kind).toBe(
        'problem',
      );
    }
    expect(panCinCheck({ state: null, gstNo: null, panNo: 'AAAXE1234F', cinNo: '' })).toMatchObject(
      {
        code: 'pan_entity_unknown',
        level: 'problem',
      },
    );
  });

  it('reads the PAN inside the GSTIN when none is given', () => {
    expect(
      panCinCheck({ state: null, gstNo: gstin('29', 'AAACE1234F'), panNo: '', cinNo: cin })?.level,
    ).toBe('ok');
    expect(panCinCheck({ state: null, gstNo: null, panNo: null, cinNo: cin })).toBeNull();
  });
});

describe('the CIN’s state and year', () => {
  it('checks the state against the address', () => {
    const numbers = {
      state: 'Karnataka',
      gstNo: null,
      panNo: null,
      cinNo: 'U55101KA2019PTC123456',
    };
    expect(cinChecks(numbers, today).map((finding) => [finding.code, finding.level])).toEqual([
      ['cin_state_mismatch', 'ok'],
      ['cin_year_invalid', 'ok'],
    ]);
    expect(cinChecks({ ...numbers, state: 'Maharashtra' }, today)[0]).toEqual({
      code: 'cin_state_mismatch',
      level: 'problem',
      message: 'The company is registered in Karnataka (KA), but the address is in Maharashtra.',
    });
    expect(cinChecks({ ...numbers, cinNo: 'U55101ZZ2019PTC123456' }, today)[0]?.message).toBe(
      "The CIN's state code, ZZ, names no state.",
    );
  });

  it('takes years from 1850 to this one, and no later or earlier', () => {
    const year = (value: number) =>
      cinChecks(
        { state: null, gstNo: null, panNo: null, cinNo: `U55101KA${value}PTC123456` },
        today,
      )[0]?.level;
    expect(year(1850)).toBe('ok');
    expect(year(2026)).toBe('ok');
    expect(year(2027)).toBe('problem');
    expect(year(1849)).toBe('problem');
  });
});

describe('the Aadhaar QR’s name against the profile', () => {
  it('is tolerant of case, order and initials', () => {
    expect(namesMatch('ASHA K RAO', 'Rao Asha Kumari')).toBe(true);
    expect(namesMatch('Asha Rao', 'rao, asha')).toBe(true);
    expect(namesMatch('A. Rao', 'Asha Rao')).toBe(true);
    expect(namesMatch('José Müller', 'Jose Muller')).toBe(true);
    expect(namesMatch('Asha Rao', 'Ravi Rao')).toBe(false);
    expect(namesMatch('Asha Rao', '')).toBe(false);
  });

  it('is a warning when the names differ', () => {
    expect(qrNameCheck('Ravi Rao', 'Asha Rao')).toEqual({
      code: 'qr_name_mismatch',
      level: 'warning',
      message: "The name on the Aadhaar QR, Ravi Rao, is not the profile's (Asha Rao).",
    });
    expect(qrNameCheck('ASHA RAO', 'Asha Rao')?.level).toBe('ok');
    expect(qrNameCheck(null, 'Asha Rao')).toBeNull();
  });
});

it('gathers every check that has something to say', () => {
  const findings = partnerNumberChecks(
    { state: 'Karnataka', gstNo: gstin('27', 'AAACE1234F'), panNo: 'AAACE1234F', cinNo: '' },
    today,
  );
  expect(findings.map((finding) => `${finding.code}:${finding.level}`)).toEqual([
    'gstin_state_mismatch:problem',
    'gstin_pan_mismatch:ok',
    'pan_entity_cin_mismatch:warning',
  ]);
});

describe('duplicates', () => {
  it('compares numbers with spaces, dashes and case aside, a mobile by its last 10 digits, and leaves empty ones out', () => {
    expect(
      comparableIdentifiers({
        aadhaar: '2341 2341 2346',
        pan: 'aaacr5055k',
        gstin: ' 29aaacr5055k1z5 ',
        cin: '',
        mobile: '+91 98765-43210',
      }),
    ).toEqual({
      aadhaar: '234123412346',
      pan: 'AAACR5055K',
      gstin: '29AAACR5055K1Z5',
      mobile: '9876543210',
    });
    expect(comparableIdentifiers({ cin: null, mobile: undefined })).toEqual({});
  });

  it('names the field and the other partners, at most three by name, and never the number', () => {
    expect(duplicateFinding('gstin', [{ id: 'p2', name: 'Kiran Caterers' }])).toEqual({
      code: 'duplicate_gstin',
      level: 'problem',
      message: 'Another partner (Kiran Caterers) gave the same GSTIN.',
      relatedPartnerIds: ['p2'],
    });
    const others = ['A', 'B', 'C', 'D', 'E'].map((name, index) => ({ id: `p${index}`, name }));
    expect(duplicateFinding('mobile', others)).toMatchObject({
      code: 'duplicate_mobile',
      message: '5 other partners (A, B, C and 2 more) gave the same mobile number.',
      relatedPartnerIds: ['p0', 'p1', 'p2', 'p3', 'p4'],
    });
    expect(duplicateFinding('aadhaar', others.slice(0, 2)).message).toBe(
      '2 other partners (A, B) gave the same Aadhaar number.',
    );
  });
});

describe('the Aadhaar QR as findings', () => {
  it('says nothing before a check, a problem for a forged code or another number, and ok for the partner’s own', () => {
    expect(aadhaarQrFindings(null)).toEqual([]);
    expect(aadhaarQrFindings('signatureInvalid')).toEqual([
      expect.objectContaining({ code: 'aadhaar_qr_signature_invalid', level: 'problem' }),
    ]);
    expect(aadhaarQrFindings('mismatch').map((finding) => [finding.code, finding.level])).toEqual([
      ['aadhaar_qr_signature_invalid', 'ok'],
      ['aadhaar_qr_number_mismatch', 'problem'],
    ]);
    expect(aadhaarQrFindings('verified').map((finding) => finding.level)).toEqual(['ok', 'ok']);
  });
});

describe('every Aadhaar QR attempt', () => {
  const none = { count: 0, latestAt: null };
  const at = '2026-11-20T04:30:00.000Z';

  it('keeps the check that proves the most, the latest of equals', () => {
    expect(replacesKeptQrResult(undefined, 'signatureInvalid')).toBe(true);
    expect(replacesKeptQrResult('verified', 'signatureInvalid')).toBe(false);
    expect(replacesKeptQrResult('verified', 'mismatch')).toBe(false);
    expect(replacesKeptQrResult('signatureInvalid', 'mismatch')).toBe(true);
    expect(replacesKeptQrResult('mismatch', 'verified')).toBe(true);
    expect(replacesKeptQrResult('verified', 'verified')).toBe(true);
  });

  it('judges a signed code by the number on the profile now, a forged one never', () => {
    expect(qrResultNow({ result: 'mismatch', last4: '2346' }, '234123412346')).toBe('verified');
    expect(qrResultNow({ result: 'verified', last4: '2346' }, '234123419994')).toBe('mismatch');
    expect(qrResultNow({ result: 'verified', last4: '2346' }, null)).toBe('verified');
    expect(qrResultNow({ result: 'signatureInvalid', last4: null }, '234123412346')).toBe(
      'signatureInvalid',
    );
  });

  it('warns of forged and mismatched attempts beside a signed check, with the latest time', () => {
    const forged = { forged: { count: 2, latestAt: at }, mismatched: none };
    expect(aadhaarQrAttemptFindings('verified', forged)).toEqual([
      {
        code: 'aadhaar_qr_signature_invalid',
        level: 'warning',
        message:
          'An Aadhaar QR not signed by UIDAI was also presented 2 times, the latest on 20 Nov 2026, 10:00: the card may have been altered.',
      },
    ]);
    expect(aadhaarQrAttemptFindings('mismatch', forged)).toHaveLength(1);
    const mismatched = { forged: none, mismatched: { count: 1, latestAt: at } };
    expect(aadhaarQrAttemptFindings('verified', mismatched)).toEqual([
      {
        code: 'aadhaar_qr_number_mismatch',
        level: 'warning',
        message:
          'An Aadhaar QR for another Aadhaar number was also presented once, the latest on 20 Nov 2026, 10:00.',
      },
    ]);
  });

  it('adds nothing when the kept check is itself the problem, or there is none', () => {
    const both = { forged: { count: 1, latestAt: at }, mismatched: { count: 1, latestAt: at } };
    expect(aadhaarQrAttemptFindings('signatureInvalid', both)).toEqual([]);
    expect(
      aadhaarQrAttemptFindings('mismatch', { ...both, forged: { count: 0, latestAt: null } }),
    ).toEqual([]);
    expect(aadhaarQrAttemptFindings(undefined, both)).toEqual([]);
  });
});

describe('findings in order', () => {
  it('puts problems first, then warnings, then what passed, and counts the problems', () => {
    const findings = [
      { code: 'a', level: 'ok' as const, message: '' },
      { code: 'b', level: 'warning' as const, message: '' },
      { code: 'c', level: 'problem' as const, message: '' },
      { code: 'd', level: 'problem' as const, message: '' },
    ];
    expect(sortFindings(findings).map((finding) => finding.code)).toEqual(['c', 'd', 'b', 'a']);
    expect(problemCount(findings)).toBe(2);
    expect(problemCount([])).toBe(0);
  });
});
