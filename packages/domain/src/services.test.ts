import { describe, expect, it } from 'vitest';
import { isService, services } from './services';

describe('services', () => {
  it('lists the three services of the spec in order', () => {
    expect(services).toEqual(['Event Planner', 'Caterer', 'Photographer']);
  });

  it('recognises only those services, exactly spelled', () => {
    expect(isService('Caterer')).toBe(true);
    expect(isService('caterer')).toBe(false);
    expect(isService('Florist')).toBe(false);
    expect(isService(undefined)).toBe(false);
  });
});
