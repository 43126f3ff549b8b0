import { afterEach, describe, expect, it } from 'vitest';
import { clearChosenPlace, formatCoordinate, handBackPlace, isPlace, parseCoordinate, peekChosenPlace, placeFromQuery } from './places';

afterEach(() => sessionStorage.clear());

describe('coordinates', () => {
  it('reads what a member types: decimals, signs, a decimal comma; nothing off the globe', () => {
    expect(parseCoordinate('25.0339639', 'latitude')).toBe(25.033964);
    expect(parseCoordinate(' -33.85 ', 'latitude')).toBe(-33.85);
    expect(parseCoordinate('+121,5', 'longitude')).toBe(121.5);
    expect(parseCoordinate('90', 'latitude')).toBe(90);
    expect(parseCoordinate('-180', 'longitude')).toBe(-180);
    for (const bad of ['', ' ', '90.000001', '-91', 'abc', '25.1.2', '1e2', 'NaN', 'Infinity', '--1']) {
      expect(parseCoordinate(bad, 'latitude'), bad).toBeNull();
    }
    expect(parseCoordinate('180.5', 'longitude')).toBeNull();
    expect(parseCoordinate('120', 'latitude')).toBeNull();
    expect(parseCoordinate(null, 'latitude')).toBeNull();
  });

  it('shows six decimals, and takes a place from a query only when both halves are valid', () => {
    expect(formatCoordinate(25.03)).toBe('25.030000');
    expect(formatCoordinate(-0.0000004)).toBe('0.000000');
    expect(formatCoordinate(-121.5644722)).toBe('-121.564472');
    expect(placeFromQuery(new URLSearchParams('latitude=25.03&longitude=121.56'))).toEqual({ latitude: 25.03, longitude: 121.56 });
    expect(placeFromQuery(new URLSearchParams('latitude=25.03'))).toBeNull();
    expect(placeFromQuery(new URLSearchParams('latitude=95&longitude=121.56'))).toBeNull();
    expect(isPlace({ latitude: 1, longitude: 2 })).toBe(true);
    expect(isPlace({ latitude: 1, longitude: '2' })).toBe(false);
    expect(isPlace(null)).toBe(false);
  });
});

describe('the hand-back of /choose-location', () => {
  const editAddress = '/subpackage/editAddress/index?id=3';

  it('goes to the page it is addressed to, once, and to no other', () => {
    handBackPlace(editAddress, { latitude: 25.0339639, longitude: 121.5644722 });
    expect(peekChosenPlace('/subpackage/editAddress/index')).toBeNull();
    expect(peekChosenPlace('/subpackage/editAddress/index?id=4')).toBeNull();
    // Peeking does not take it (a render may run twice) …
    expect(peekChosenPlace(editAddress)).toEqual({ latitude: 25.033964, longitude: 121.564472 });
    expect(peekChosenPlace(editAddress)).toEqual({ latitude: 25.033964, longitude: 121.564472 });
    // … another page clearing does not take it either; its own page does.
    clearChosenPlace('/subpackage/editAddress/index?id=4');
    expect(peekChosenPlace(editAddress)).not.toBeNull();
    clearChosenPlace(editAddress);
    expect(peekChosenPlace(editAddress)).toBeNull();
  });

  it('is a session item: kept across a reload of the tab, forgotten when stale or damaged', () => {
    handBackPlace(editAddress, { latitude: 1.5, longitude: 2.5 });
    expect(JSON.parse(sessionStorage.getItem('uu.chosenLocation')!)).toMatchObject({ to: editAddress, latitude: 1.5, longitude: 2.5 });
    expect(peekChosenPlace(editAddress, Date.now() + 31 * 60_000)).toBeNull();
    sessionStorage.setItem('uu.chosenLocation', JSON.stringify({ to: editAddress, latitude: 200, longitude: 2, at: Date.now() }));
    expect(peekChosenPlace(editAddress)).toBeNull();
  });
});
