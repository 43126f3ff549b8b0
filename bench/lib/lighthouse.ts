import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type LighthouseRun = { score: number; fcp: number; lcp: number; tbt: number; cls: number };

/**
 * Lighthouse's mobile performance score of a page (architecture.md budget: ≥ 95), with its
 * default mobile settings (a mid-range phone's screen, simulated slow 4G and a 4× slower CPU), in
 * Debian's Chromium. Each run gets a fresh browser profile, so the service worker and the HTTP
 * cache of an earlier run never help.
 */
export async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    if (!result) throw new Error('lighthouse gave no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's codes of a run that never started measuring the page (a browser that was slow to come up). */
const NOT_STARTED = /NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT|ECONNREFUSED/;

/**
 * One run, tried again (up to `attempts` times) when it failed to start: one NO_NAVSTART on the
 * loaded 2-core machine otherwise lost the whole bench. A page that loads but scores badly is not retried.
 */
async function lighthouseRunRetried(url: string, attempts = 3): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url);
    } catch (error) {
      if (attempt >= attempts || !NOT_STARTED.test(String(error))) throw error;
    }
  }
}

/** Several runs (Lighthouse's score moves a few points from run to run), reported by their median score. */
export async function lighthouseMedian(url: string, runs: number): Promise<{ median: LighthouseRun; scores: number[] }> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseRunRetried(url));
  const sorted = [...results].sort((a, b) => a.score - b.score);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)]!, scores: results.map((r) => r.score) };
}
