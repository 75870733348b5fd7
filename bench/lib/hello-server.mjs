// The bare Fastify hello world the HTTP benchmark compares the product with: the same Fastify and Node, no
// plugins, no logger, no database. Started by app-process.mjs as its own process on PORT (loopback).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void app.close().then(() => process.exit(0)));
