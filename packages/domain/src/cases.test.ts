import { describe, expect, it } from 'vitest';
import { assignCaseSchema, bulkAssignSchema, maxBulkAssign } from './cases';
import { messages } from './messages';
import { issuesOf } from './test-helpers';

const m = messages.cases;
const id = (n: number) => `5b1e7a52-8f4d-4c1e-9a0b-${String(n).padStart(12, '0')}`;

describe('assignCaseSchema', () => {
  it('takes a colleague’s id, and asks for one when it is blank', () => {
    expect(assignCaseSchema.parse({ operatorId: ' op-1 ' })).toEqual({ operatorId: 'op-1' });
    expect(issuesOf(assignCaseSchema, { operatorId: '  ' })).toEqual([
      ['operatorId', m.operatorIdRequired],
    ]);
    expect(issuesOf(assignCaseSchema, {})).toEqual([['operatorId', m.operatorIdRequired]]);
  });
});

describe('bulkAssignSchema', () => {
  it('takes each partner once, whatever the case of its id', () => {
    expect(
      bulkAssignSchema.parse({
        partnerIds: [id(1), id(2), id(1).toUpperCase()],
        operatorId: 'op-1',
      }),
    ).toEqual({ partnerIds: [id(1), id(2)], operatorId: 'op-1' });
  });

  it(`takes 1 to ${maxBulkAssign} partner ids, and nothing else`, () => {
    const ids = (count: number) => Array.from({ length: count }, (_, n) => id(n));
    expect(
      bulkAssignSchema.parse({ partnerIds: ids(100), operatorId: 'op-1' }).partnerIds,
    ).toHaveLength(100);
    expect(issuesOf(bulkAssignSchema, { partnerIds: ids(101), operatorId: 'op-1' })).toEqual([
      ['partnerIds', m.tooManyPartners(100)],
    ]);
    expect(issuesOf(bulkAssignSchema, { partnerIds: [], operatorId: 'op-1' })).toEqual([
      ['partnerIds', m.partnerIdsRequired],
    ]);
    expect(issuesOf(bulkAssignSchema, { partnerIds: ['p-1'], operatorId: 'op-1' })).toEqual([
      ['partnerIds.0', m.partnerIdInvalid],
    ]);
    expect(issuesOf(bulkAssignSchema, { partnerIds: id(1), operatorId: 'op-1' })).toEqual([
      ['partnerIds', m.partnerIdsRequired],
    ]);
  });
});
