import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const places: Catalogue<typeof source> = {
  noTiles: 'No map is set up; here are the coordinates and the address of the place.',
  tilesFailed:
    'The map could not be loaded (no network, or the map service is unavailable); here are the coordinates and the address of the place.',
  map: 'Map',
  coordinates: 'Coordinates',
  latitude: 'Latitude',
  longitude: 'Longitude',
  latitudePlaceholder: '-90 to 90, e.g. 25.033964',
  longitudePlaceholder: '-180 to 180, e.g. 121.564472',
  address: 'Address',
  noPlace: 'There is no place to show',
  storeLoading: 'Reading the store’s location…',
  storeNotFound: 'The store’s coordinates were not found; here is its address only.',
  openInApp: 'Open in a maps app',
  openInBrowser: 'View on a web map',
  copy: 'Copy the coordinates',
  copied: 'Coordinates copied',
  choose: {
    hint: 'Tap the map or drag the marker to choose the place, use your current location, or type the coordinates.',
    offlineHint: 'Type the latitude and the longitude, or use your current location.',
    useMine: 'Use my current location',
    locating: 'Locating…',
    located: 'Moved to your current location',
    geoDenied: 'Your location could not be read: allow location access, or type the coordinates',
    geoUnavailable: 'This browser cannot locate you: type the coordinates',
    none: 'No place chosen yet',
    confirm: 'Use this place',
  },
};

export default places;
