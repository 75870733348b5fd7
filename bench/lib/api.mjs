// The product's API as the web app calls it, for the steps a benchmark needs before it measures: a hotel made
// through onboarding, onboarding finished, photos uploaded.
import { performance } from 'node:perf_hooks';

const requestTimeoutMs = 60_000;

/** One request with the session cookie and the app's Origin (writes from another origin are refused). */
export async function api(app, cookie, method, pathname, { json, form, allowed = [200] } = {}) {
  const headers = { cookie, origin: app.url };
  if (json) headers['content-type'] = 'application/json';
  const response = await fetch(`${app.url}${pathname}`, {
    method,
    headers,
    body: json ? JSON.stringify(json) : form,
    redirect: 'manual',
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  const text = await response.text();
  if (!allowed.includes(response.status))
    throw new Error(`${method} ${pathname}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** The onboarding wizard's category step: creates one hotel and returns its id. */
export async function createHotel(app, cookie) {
  const body = await api(app, cookie, 'POST', '/api/onboarding/hotels', {
    allowed: [201],
    json: {
      hotelType: 'individual',
      hotelName: 'Bench Hotel',
      hotelWebsite: '',
      category: 'city',
      locations: [{ name: 'Bench Hotel', address: 'A 1', city: 'Berlin', country: 'Germany' }],
    },
  });
  const id = body?.hotels?.[0]?.id;
  if (!id) throw new Error(`onboarding answered no hotel: ${JSON.stringify(body).slice(0, 300)}`);
  return id;
}

/**
 * The wizard's last step. Without it the web app sends a user with a hotel to /onboarding instead of showing
 * /dashboard (web/src/app/guard-rules.ts: a hotel and finished onboarding).
 */
export async function finishOnboarding(app, cookie) {
  const { onboarding } = await api(app, cookie, 'POST', '/api/onboarding/complete');
  if (!onboarding?.completed) throw new Error(`onboarding not completed: ${JSON.stringify(onboarding)}`);
}

/** A published template of the hotel (no images: the preview then shows the hotel's gallery); returns its id. */
export async function createPublishedTemplate(app, cookie, hotelId) {
  const { template } = await api(app, cookie, 'POST', `/api/hotels/${hotelId}/templates`, {
    allowed: [201],
    json: { name: 'Bench Template', contentDescription: 'A template for the benchmark.', isPublished: true },
  });
  if (!template?.id) throw new Error(`no template created: ${JSON.stringify(template).slice(0, 300)}`);
  return template.id;
}

/** Uploads one after another, as the web app does; returns each upload's time and what the server said. */
export async function uploadAll(app, cookie, hotelId, files) {
  const times = [];
  const answers = [];
  const started = performance.now();
  for (const file of files) {
    const form = new FormData();
    form.append('category', 'Room Photos');
    form.append('file', new Blob([file.bytes], { type: 'image/jpeg' }), file.name);
    const begin = performance.now();
    answers.push(await api(app, cookie, 'POST', `/api/hotels/${hotelId}/assets`, { form, allowed: [201] }));
    times.push(performance.now() - begin);
  }
  return { wallMs: performance.now() - started, times: times.sort((a, b) => a - b), answers };
}
