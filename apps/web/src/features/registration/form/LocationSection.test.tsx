import { countries, messages } from '@shata/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/api-stub';
import {
  field,
  partnerUrls,
  renderRegistration,
  text,
  type User,
  waitForPartner,
} from '../test-kit';

type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;

/** Gives the browser a geolocation (or none); jsdom has none of its own. */
function stubGeolocation(geolocation: Geolocation | undefined) {
  Object.defineProperty(window.navigator, 'geolocation', {
    value: geolocation,
    configurable: true,
  });
}

function positionAt(latitude: number, longitude: number): Geolocation {
  return {
    getCurrentPosition: vi.fn((success: PositionCallback) =>
      success({ coords: { latitude, longitude } } as GeolocationPosition),
    ),
  };
}

function failingWith(code: number): Geolocation {
  return {
    getCurrentPosition: vi.fn(
      (_success: PositionCallback, failure?: PositionErrorCallback | null) =>
        failure?.({ code, message: 'refused' } as GeolocationPositionError),
    ),
  };
}

afterEach(() => {
  // Back to what jsdom has: no geolocation at all.
  Reflect.deleteProperty(window.navigator, 'geolocation');
});

function locationSection() {
  return screen.getByRole('region', { name: text.sections.location });
}

async function getLocation(user: User) {
  await user.click(screen.getByRole('button', { name: messages.registration.getLocation }));
}

const bengaluru = {
  address: '12B',
  street: 'MG Road',
  landmark: 'Near Trinity Metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
};

describe('Get Location', () => {
  it('says so when the browser has no geolocation', async () => {
    const { user } = renderRegistration();
    await waitForPartner();

    await getLocation(user);

    expect(within(locationSection()).getByRole('alert')).toHaveTextContent(
      messages.registration.geolocationUnsupported,
    );
  });

  it('says so when the permission is refused', async () => {
    stubGeolocation(failingWith(1));
    const { user, api } = renderRegistration();
    await waitForPartner();

    await getLocation(user);

    expect(within(locationSection()).getByRole('alert')).toHaveTextContent(
      messages.registration.locationDenied,
    );
    expect(api.calls(partnerUrls.geocode)).toHaveLength(0);
  });

  it.each([
    [2, text.location.unavailable],
    [3, text.location.timeout],
  ])('explains other failures (code %i)', async (code, message) => {
    stubGeolocation(failingWith(code));
    const { user } = renderRegistration();
    await waitForPartner();

    await getLocation(user);

    expect(within(locationSection()).getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: messages.registration.getLocation })).toBeEnabled();
  });

  it('fills the address and the hidden coordinates from the position', async () => {
    stubGeolocation(positionAt(12.9716, 77.5946));
    const { user, api } = renderRegistration({ handlers: { [partnerUrls.geocode]: bengaluru } });
    await waitForPartner();

    await getLocation(user);

    expect(await within(locationSection()).findByRole('status')).toHaveTextContent(
      text.location.filled,
    );
    expect(api.calls(partnerUrls.geocode)[0]?.url.search).toBe('?lat=12.9716&lng=77.5946');
    expect(field(text.fields.address)).toHaveValue('12B');
    expect(field(text.fields.street)).toHaveValue('MG Road');
    expect(field(text.fields.landmark)).toHaveValue('Near Trinity Metro');
    expect(field(text.fields.city)).toHaveValue('Bengaluru');
    expect(field(text.fields.state)).toHaveValue('Karnataka');
    expect(field(text.fields.postalCode)).toHaveValue('560001');
    expect(field(text.fields.country)).toHaveValue('India');
    const hidden = locationSection().querySelectorAll('input[type="hidden"]');
    expect(
      [...hidden].map((input) => [input.getAttribute('name'), (input as HTMLInputElement).value]),
    ).toEqual([
      ['latitude', '12.9716'],
      ['longitude', '77.5946'],
    ]);
  });

  it('keeps a typed door number when the lookup does not know it', async () => {
    stubGeolocation(positionAt(12.9716, 77.5946));
    const { user } = renderRegistration({
      handlers: { [partnerUrls.geocode]: { ...bengaluru, address: '' } },
    });
    await waitForPartner();
    await user.type(field(text.fields.address), 'Flat 4');

    await getLocation(user);

    await within(locationSection()).findByRole('status');
    expect(field(text.fields.address)).toHaveValue('Flat 4');
    expect(field(text.fields.city)).toHaveValue('Bengaluru');
  });

  it("shows the server's message when the lookup fails, and the fields stay editable", async () => {
    stubGeolocation(positionAt(12.9716, 77.5946));
    const { user } = renderRegistration({
      handlers: {
        [partnerUrls.geocode]: jsonResponse(
          { statusCode: 502, error: 'Bad Gateway', message: 'The address lookup is unavailable.' },
          502,
        ),
      },
    });
    await waitForPartner();

    await getLocation(user);

    expect(await within(locationSection()).findByRole('alert')).toHaveTextContent(
      'The address lookup is unavailable.',
    );
    await user.type(field(text.fields.city), 'Mysuru');
    expect(field(text.fields.city)).toHaveValue('Mysuru');
    await user.selectOptions(field(text.fields.country), 'Other');
    expect(field(text.fields.country)).toHaveValue('Other');
  });

  it('moves focus to the first field it filled, for the partner to check the address', async () => {
    stubGeolocation(positionAt(12.9716, 77.5946));
    const { user } = renderRegistration({
      handlers: { [partnerUrls.geocode]: { ...bengaluru, address: '' } },
    });
    await waitForPartner();

    await getLocation(user);

    await within(locationSection()).findByRole('status');
    // The door number was not known: the street is the first field filled.
    expect(field(text.fields.street)).toHaveFocus();
  });

  it('moves focus to the message when the location cannot be had', async () => {
    stubGeolocation(failingWith(1));
    const { user } = renderRegistration();
    await waitForPartner();

    await getLocation(user);

    const message = within(locationSection()).getByRole('alert');
    expect(message).toHaveFocus();
    // Focusable only by script, so Tab goes on to the address fields after it.
    expect(message).toHaveAttribute('tabindex', '-1');
  });

  it('leaves focus where the partner put it while the lookup ran', async () => {
    stubGeolocation(positionAt(12.9716, 77.5946));
    let answer: (response: Response) => void = () => {};
    const { user } = renderRegistration({
      handlers: {
        [partnerUrls.geocode]: () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });
    await waitForPartner();

    await getLocation(user);
    await user.click(field(text.fields.landmark));
    answer(jsonResponse(bengaluru));

    await within(locationSection()).findByRole('status');
    expect(field(text.fields.landmark)).toHaveFocus();
  });

  it("reads 'Detecting location...' while it waits for the position", async () => {
    stubGeolocation({ getCurrentPosition: vi.fn() });
    const { user } = renderRegistration();
    await waitForPartner();

    await getLocation(user);

    expect(screen.getByRole('button', { name: text.location.detecting })).toBeDisabled();
  });

  it("offers the countries after 'Select Country'", async () => {
    renderRegistration();
    await waitForPartner();

    const options = within(field(text.fields.country)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      messages.registration.selectCountry,
      ...countries,
    ]);
    expect(options[0]).toHaveValue('');
  });
});
