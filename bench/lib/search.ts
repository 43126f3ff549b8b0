import path from 'node:path';
import Database from 'better-sqlite3';

const fmt = (n: number) => n.toLocaleString('en-US');

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  const send = () => fetch(url, { ...init, headers });
  const res = await send().catch(send);
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return body.data;
}

// Names made of a quality and an object, in Chinese and English, so words repeat the way a real catalogue's do.
const QUALITIES = [
  ['藍牙', 'bluetooth'],
  ['保溫', 'insulated'],
  ['不鏽鋼', 'stainless'],
  ['輕量', 'light'],
  ['防水', 'waterproof'],
  ['無線', 'wireless'],
  ['陶瓷', 'ceramic'],
  ['純棉', 'cotton'],
  ['智慧', 'smart'],
  ['摺疊', 'folding'],
] as const;
const OBJECTS = [
  ['耳機', 'earbuds'],
  ['水壺', 'bottle'],
  ['快煮壺', 'kettle'],
  ['背包', 'backpack'],
  ['喇叭', 'speaker'],
  ['檯燈', 'lamp'],
  ['馬克杯', 'mug'],
  ['毛巾', 'towel'],
  ['手錶', 'watch'],
  ['雨傘', 'umbrella'],
  ['帳篷', 'tent'],
  ['平底鍋', 'pan'],
] as const;

/** `size` goods on sale written straight into the server's SQLite file, their search text as the mall service writes it. */
function fillCatalogue(dataDir: string, categoryId: number, size: number): void {
  const db = new Database(path.join(dataDir, 'bench.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 30000');
  const insert = db.prepare(
    `insert into goods (category_id, name, search_text, description, images, price, fb_percent, delivery_type, stock, sold, on_sale, created_at, updated_at)
     values (?, ?, ?, ?, '[]', ?, 0, 'express', 100, ?, 1, ?, ?)`,
  );
  const now = Date.now();
  db.transaction(() => {
    for (let i = 0; i < size; i++) {
      const [qz, qe] = QUALITIES[i % QUALITIES.length]!;
      const [oz, oe] = OBJECTS[Math.floor(i / QUALITIES.length) % OBJECTS.length]!;
      const zh = `${qz}${oz} ${i}號`;
      const en = `${qe} ${oe} no. ${i}`;
      const about = `${zh}，日常好用，品質穩定。 A ${en} for every day.`;
      const searchText = [zh, en, about].join('\n').toLowerCase();
      insert.run(
        categoryId,
        JSON.stringify({ 'zh-Hant': zh, en }),
        searchText,
        JSON.stringify({ 'zh-Hant': `<p>${about}</p>` }),
        100 * (1 + (i % 900)),
        i % 97,
        now + i,
        now + i,
      );
    }
  })();
  db.exec('analyze');
  db.close();
}

/**
 * The catalogue search bench (issue 22): 10,000 goods, then sequential GET /mall/goods with words (Chinese typed
 * together, English, two words, a miss that scans everything), sorted by sales and with a price range: the p95.
 */
export async function searchBench(api: { url: string; dataDir: string }, operatorKey: string, size = 10_000) {
  const op = { 'x-operator-key': operatorKey };
  const category = await call<{ id: number }>(`${api.url}/admin/mall/category`, {
    method: 'POST',
    headers: op,
    body: JSON.stringify({ name: { 'zh-Hant': 'bench' } }),
  });
  fillCatalogue(api.dataDir, category.id, size);
  const queries = [
    'q=藍牙耳機',
    'q=kettle&sort=sales',
    'q=保溫 水壺&sort=priceAsc',
    'q=waterproof&minPrice=100&maxPrice=500',
    'q=不存在的東西',
    `categoryId=${category.id}&sort=priceDesc`,
  ];
  const first = await call<{ total: number }>(`${api.url}/mall/goods?${new URLSearchParams({ q: '藍牙耳機' })}`);
  if (first.total === 0) throw new Error('the search found nothing');
  const took: number[] = [];
  const rounds = 30;
  for (let round = 0; round < rounds + 1; round++) {
    for (const query of queries) {
      const started = performance.now();
      await call(
        `${api.url}/mall/goods?${new URLSearchParams(Object.fromEntries(query.split('&').map((p) => p.split('=') as [string, string])))}`,
      );
      if (round > 0) took.push(performance.now() - started); // the first round warms up
    }
  }
  took.sort((a, b) => a - b);
  const p = (q: number) => took[Math.min(took.length - 1, Math.floor(took.length * q))]!.toFixed(1);
  console.log(
    `search over ${fmt(size)} goods (SQLite): p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${took.at(-1)!.toFixed(1)} ms ` +
      `(${took.length} sequential GET /mall/goods: words in Chinese and English, sorts, a price range, a miss; budget p95 ≤ 20 ms)`,
  );
}
