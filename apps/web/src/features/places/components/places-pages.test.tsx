import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@uu/contract/addresses';
import type { MapConfig } from '@uu/contract/places';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser as user } from '@/test/api';
import { renderApp } from '@/test/render-app';
import { showToast } from '@/components/ui/toast';
import { loadLeaflet } from './leaflet-loader';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));
// jsdom draws no maps: Leaflet is replaced by a stand-in whose tile layer the test drives.
vi.mock('./leaflet-loader', () => ({ loadLeaflet: vi.fn() }));

const fetchMock = stubFetch();
let mapConfig: MapConfig = { tileUrl: null, attribution: null, maxZoom: 19 };

type Handler = (event?: unknown) => void;
function fakeLeaflet() {
  const layer: Record<string, Handler> = {};
  const mapEvents: Record<string, Handler> = {};
  const markers: { at: [number, number] }[] = [];
  const map = {
    setView: () => map,
    on: (event: string, fn: Handler) => ((mapEvents[event] = fn), map),
    remove: () => undefined,
    getBounds: () => ({ contains: () => true }),
    getZoom: () => 11,
  };
  const L = {
    map: () => map,
    control: { zoom: () => ({ addTo: () => undefined }), attribution: () => ({ addTo: () => undefined }) },
    divIcon: () => ({}),
    tileLayer: () => {
      const tiles = { on: (event: string, fn: Handler) => ((layer[event] = fn), tiles), addTo: () => tiles };
      return tiles;
    },
    marker: (at: [number, number]) => {
      const m = {
        at,
        addTo: () => m,
        on: () => m,
        setLatLng: (next: [number, number]) => void (m.at = next),
        getLatLng: () => ({ lat: m.at[0], lng: m.at[1] }),
      };
      markers.push(m);
      return m;
    },
  };
  return {
    L,
    tiles: (event: string) => layer[event]?.(),
    tapMap: (lat: number, lng: number) => mapEvents.click?.({ latlng: { lat, lng } }),
    markers,
  };
}

const address: Address = {
  id: 3,
  consignee: '王小明',
  phone: '+886912345678',
  regionCode: 'TW-100',
  region: [
    { code: 'TW', name: '臺灣' },
    { code: 'TW-01', name: '臺北市' },
    { code: 'TW-100', name: '中正區' },
  ],
  detail: '重慶南路一段122號',
  isDefault: true,
  installationPicture: null,
  installationTime: null,
  latitude: null,
  longitude: null,
  createdAt: '2026-11-20T00:00:00.000Z',
};

beforeEach(() => {
  queryClient.clear();
  session.reset();
  sessionStorage.clear();
  mapConfig = { tileUrl: null, attribution: null, maxZoom: 19 };
  vi.mocked(loadLeaflet).mockReset();
  fetchMock.mockImplementation(async (url) => {
    const { pathname } = new URL(String(url), 'http://x');
    if (pathname === '/sysConfig/getMapConfig') return envelope(mapConfig);
    if (pathname === '/mall/stores')
      return envelope({
        list: [
          {
            id: 4,
            name: '信義門市',
            address: '台北市信義區松仁路 100 號',
            phone: null,
            hours: null,
            picture: null,
            latitude: 25.0339,
            longitude: 121.5645,
          },
        ],
      });
    if (pathname === '/address/list') return envelope({ list: [address], max: 20 });
    return envelope(user);
  });
});

describe('/open-location', () => {
  it('with no tile source shows the notice, and the place as text: name, address, coordinates, the maps app', async () => {
    renderApp('#/open-location?latitude=25.0339639&longitude=121.5644722&name=信義門市&address=台北市信義區松仁路 100 號');
    expect(await screen.findByTestId('place-map-notice', {}, { timeout: 5000 })).toHaveProperty('dataset.kind', 'none');
    expect(screen.getByTestId('place-map-notice').textContent).toBe('未設定地圖，以下是位置的座標與地址。');
    expect(screen.getByTestId('place-name').textContent).toBe('信義門市');
    expect(screen.getByTestId('place-address').textContent).toContain('台北市信義區松仁路 100 號');
    expect(screen.getByTestId('place-coordinates').textContent).toBe('25.033964, 121.564472');
    expect(screen.getByTestId('place-open-app').getAttribute('href')).toMatch(/^geo:25\.033964,121\.564472\?q=/);
    expect(loadLeaflet).not.toHaveBeenCalled();
    // The custom navigation style of spec §2: the bar floats over the map.
    expect(screen.getByTestId('nav-bar').hasAttribute('data-overlay')).toBe(true);
    expect(screen.getByRole('heading', { name: '查看位置' })).toBeTruthy();
  });

  it('falls back to the same text when every tile fails (no internet), and shows the map when one arrives', async () => {
    mapConfig = { tileUrl: 'https://tile.example.com/{z}/{x}/{y}.png', attribution: '© Example', maxZoom: 19 };
    const fake = fakeLeaflet();
    vi.mocked(loadLeaflet).mockResolvedValue(fake.L as never);
    renderApp('#/open-location?latitude=22.3&longitude=114.17&name=尖沙咀門市');
    await waitFor(() => expect(fake.markers).toHaveLength(1));
    expect(fake.markers[0]!.at).toEqual([22.3, 114.17]);
    expect(screen.getByTestId('place-map-area').dataset.status).toBe('loading');
    expect(screen.queryByTestId('place-map-notice')).toBeNull();
    fake.tiles('tileloadstart');
    fake.tiles('tileloadstart');
    fake.tiles('tileerror');
    fake.tiles('tileerror');
    expect(await screen.findByTestId('place-map-notice')).toHaveProperty('dataset.kind', 'failed');
    expect(screen.getByTestId('place-map-notice').textContent).toContain('地圖無法載入');
    expect(screen.getByTestId('place-coordinates').textContent).toBe('22.300000, 114.170000');
    expect(screen.getByTestId('place-name').textContent).toBe('尖沙咀門市');
    fake.tiles('tileload');
    await waitFor(() => expect(screen.queryByTestId('place-map-notice')).toBeNull());
    expect(screen.getByTestId('place-map-area').dataset.status).toBe('ok');
  });

  it('falls back when the map’s code cannot be fetched either', async () => {
    mapConfig = { tileUrl: 'https://tile.example.com/{z}/{x}/{y}.png', attribution: null, maxZoom: 19 };
    vi.mocked(loadLeaflet).mockRejectedValue(new Error('chunk failed'));
    renderApp('#/open-location?latitude=1&longitude=2');
    expect(await screen.findByTestId('place-map-notice', {}, { timeout: 5000 })).toHaveProperty('dataset.kind', 'failed');
    expect(screen.getByTestId('place-coordinates').textContent).toBe('1.000000, 2.000000');
  });

  it('looks a store’s coordinates up by storeId (an order keeps only its name and address)', async () => {
    renderApp('#/open-location?storeId=4&name=信義門市&address=松仁路 100 號');
    expect((await screen.findByTestId('place-coordinates', {}, { timeout: 5000 })).textContent).toBe('25.033900, 121.564500');
    expect(screen.getByTestId('place-address').textContent).toContain('松仁路 100 號');
    cleanupAndOpen('#/open-location?storeId=99&address=松仁路 100 號');
    expect(await screen.findByTestId('place-store-missing', {}, { timeout: 5000 })).toBeTruthy();
    // Still a way to the maps app: a search for the address.
    expect(screen.getByTestId('place-open-app').getAttribute('href')).toBe(`geo:0,0?q=${encodeURIComponent('松仁路 100 號')}`);
  });
});

function cleanupAndOpen(hash: string) {
  document.body.innerHTML = '';
  renderApp(hash);
}

describe('/choose-location', () => {
  it('without tiles still takes typed coordinates, checks them, and hands the place back to editAddress', async () => {
    session.set('token', 'tok');
    const redirect = '/subpackage/editAddress/index?id=3';
    renderApp(`#/choose-location?redirect=${encodeURIComponent(redirect)}`);
    expect(await screen.findByTestId('place-map-notice', {}, { timeout: 5000 })).toHaveProperty('dataset.kind', 'none');
    expect(screen.getByText('輸入緯度和經度，或使用目前位置。')).toBeTruthy();
    expect(screen.getByTestId('choose-coordinates').textContent).toBe('尚未選擇位置');

    fireEvent.click(screen.getByTestId('choose-confirm'));
    expect(screen.getByTestId('choose-latitude-error').textContent).toBe('尚未選擇位置');
    fireEvent.change(screen.getByTestId('choose-latitude'), { target: { value: '25.0339639' } });
    fireEvent.click(screen.getByTestId('choose-confirm'));
    expect(screen.getByTestId('choose-longitude-error').textContent).toBe('緯度和經度須同時填寫');
    fireEvent.change(screen.getByTestId('choose-longitude'), { target: { value: '181' } });
    fireEvent.click(screen.getByTestId('choose-confirm'));
    expect(screen.getByTestId('choose-longitude-error').textContent).toBe('經度須在 -180 到 180 之間');
    fireEvent.change(screen.getByTestId('choose-longitude'), { target: { value: '121.5644722' } });
    expect(screen.getByTestId('choose-coordinates').textContent).toBe('25.033964, 121.564472');
    fireEvent.click(screen.getByTestId('choose-confirm'));

    // Opened directly (first entry): it goes on to the redirect, which takes the place once.
    const form = await screen.findByTestId('address-location', {}, { timeout: 5000 });
    expect(form.textContent).toBe('25.033964, 121.564472');
    expect(window.location.hash).toBe(`#${redirect}`);
    expect(sessionStorage.getItem('uu.chosenLocation')).toBeNull();
    expect(within(screen.getByTestId('address-location-section')).getByTestId('address-location-open').getAttribute('href')).toContain(
      '#/open-location?latitude=25.033964&longitude=121.564472',
    );

    // Saving sends the pair with the address.
    fetchMock.mockImplementationOnce(async () => envelope({ ...address, latitude: 25.033964, longitude: 121.564472 }));
    fireEvent.click(screen.getByTestId('address-submit'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/address/update'))).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/address/update'))!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ id: 3, latitude: 25.033964, longitude: 121.564472 });
  });

  it('uses the device’s location when allowed, and says so when it is refused or missing', async () => {
    const getCurrentPosition = vi.fn();
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    renderApp('#/choose-location');
    await screen.findByTestId('place-map-notice', {}, { timeout: 5000 });
    getCurrentPosition.mockImplementationOnce((ok: PositionCallback) =>
      ok({ coords: { latitude: 22.2855198, longitude: 114.1576913 } } as GeolocationPosition),
    );
    fireEvent.click(screen.getByTestId('choose-locate'));
    await waitFor(() => expect(screen.getByTestId('choose-coordinates').textContent).toBe('22.285520, 114.157691'));
    expect(showToast).toHaveBeenLastCalledWith('已定位到目前位置', 'success');
    getCurrentPosition.mockImplementationOnce((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1 } as GeolocationPositionError),
    );
    fireEvent.click(screen.getByTestId('choose-locate'));
    await waitFor(() => expect(showToast).toHaveBeenLastCalledWith('無法取得目前位置，請允許定位，或手動輸入座標'));
    expect(screen.getByTestId('choose-coordinates').textContent).toBe('22.285520, 114.157691');
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
    fireEvent.click(screen.getByTestId('choose-locate'));
    expect(showToast).toHaveBeenLastCalledWith('這個瀏覽器無法定位，請手動輸入座標');
  });

  it('moves the marker where the map is tapped, and starts from the place it was given', async () => {
    mapConfig = { tileUrl: 'https://tile.example.com/{z}/{x}/{y}.png', attribution: null, maxZoom: 19 };
    const fake = fakeLeaflet();
    vi.mocked(loadLeaflet).mockResolvedValue(fake.L as never);
    renderApp('#/choose-location?latitude=25&longitude=121');
    await waitFor(() => expect(fake.markers).toHaveLength(1));
    expect(screen.getByTestId('choose-latitude')).toHaveProperty('value', '25.000000');
    fake.tiles('tileloadstart');
    fake.tiles('tileload');
    fake.tapMap(22.28552, 114.15769);
    await waitFor(() => expect(screen.getByTestId('choose-coordinates').textContent).toBe('22.285520, 114.157690'));
    expect(screen.getByTestId('choose-longitude')).toHaveProperty('value', '114.157690');
    expect(fake.markers[0]!.at).toEqual([22.28552, 114.15769]);
    // A longitude past the antimeridian (a map dragged round the globe) comes back within ±180.
    fake.tapMap(10, 190);
    await waitFor(() => expect(screen.getByTestId('choose-longitude')).toHaveProperty('value', '-170.000000'));
    expect(screen.getByText('點按地圖或拖動標記選擇位置，也可以使用目前位置或直接輸入座標。')).toBeTruthy();
  });
});
