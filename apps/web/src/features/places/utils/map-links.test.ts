import { describe, expect, it } from 'vitest';
import { isAppleMobile, mapsAppUrl, webMapUrl } from './map-links';

const place = { latitude: 25.033964, longitude: 121.564472 };

describe('map links', () => {
  it('opens the phone’s maps app: geo: with a labelled pin, Apple Maps on iOS', () => {
    expect(mapsAppUrl({ place, name: '信義門市' }, false)).toBe(
      'geo:25.033964,121.564472?q=25.033964,121.564472(%E4%BF%A1%E7%BE%A9%E9%96%80%E5%B8%82)',
    );
    expect(mapsAppUrl({ place }, false)).toBe('geo:25.033964,121.564472?q=25.033964,121.564472');
    expect(mapsAppUrl({ place, name: 'A & B' }, true)).toBe('https://maps.apple.com/?ll=25.033964,121.564472&q=A%20%26%20B');
  });

  it('searches for the address when there are no coordinates, and gives nothing for nothing', () => {
    expect(mapsAppUrl({ place: null, address: '台北市信義區' }, false)).toBe(
      'geo:0,0?q=%E5%8F%B0%E5%8C%97%E5%B8%82%E4%BF%A1%E7%BE%A9%E5%8D%80',
    );
    expect(mapsAppUrl({ place: null, address: 'Taipei' }, true)).toBe('https://maps.apple.com/?q=Taipei');
    expect(webMapUrl({ place: null, address: 'Taipei 101' })).toBe('https://www.openstreetmap.org/search?query=Taipei%20101');
    expect(mapsAppUrl({ place: null }, false)).toBeNull();
    expect(webMapUrl({ place: null })).toBeNull();
    expect(webMapUrl({ place })).toBe('https://www.openstreetmap.org/?mlat=25.033964&mlon=121.564472#map=17/25.033964/121.564472');
  });

  it('knows an iPhone, and an iPad that says it is a Mac', () => {
    expect(isAppleMobile('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isAppleMobile('Mozilla/5.0 (Linux; Android 14; Pixel 7)')).toBe(false);
  });
});
