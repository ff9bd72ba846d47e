// Vite builds the React Router app (client bundle and server build that server/ mounts).
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  ssr: {
    // Native sockets, drivers and WASM stay plain Node imports of the server build, never bundled.
    external: ['ws', 'undici', 'ioredis', 'pino', 'pg', '@electric-sql/pglite'],
  },
});
