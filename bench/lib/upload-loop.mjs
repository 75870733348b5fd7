// A second load beside a measured one: photos uploaded one after another by a few uploaders at once, as an
// operator's upload dialog sends them, until stopped. The photos are made beforehand, so that the load
// generator's process spends no CPU on them while it measures.

/**
 * Starts `uploaders` loops over `photos` (each uploaded once; distinct bytes, so none is a duplicate). `stop()`
 * ends them after their current upload and answers how many were stored, how many failed and the rate.
 */
export function startUploadLoop(app, cookie, hotelId, photos, { uploaders = 2 } = {}) {
  const queue = [...photos];
  const counts = { stored: 0, failed: 0, ranOut: false };
  let stopping = false;
  const started = performance.now();
  const uploadOne = async (photo) => {
    const form = new FormData();
    form.append('category', 'Room Photos');
    form.append('file', new Blob([photo.bytes], { type: 'image/jpeg' }), photo.name);
    try {
      const response = await fetch(`${app.url}/api/hotels/${hotelId}/assets`, {
        method: 'POST',
        headers: { cookie, origin: app.url },
        body: form,
        signal: AbortSignal.timeout(60_000),
      });
      await response.arrayBuffer();
      if (response.status === 201) counts.stored++;
      else counts.failed++;
    } catch {
      counts.failed++;
    }
  };
  const loops = Array.from({ length: uploaders }, async () => {
    while (!stopping) {
      const photo = queue.shift();
      if (!photo) {
        counts.ranOut = true;
        return;
      }
      await uploadOne(photo);
    }
  });
  return {
    async stop() {
      stopping = true;
      await Promise.all(loops);
      const seconds = (performance.now() - started) / 1000;
      return { ...counts, seconds, perSecond: counts.stored / seconds };
    },
  };
}
